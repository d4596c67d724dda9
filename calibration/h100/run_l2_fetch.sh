#!/usr/bin/env bash
# Runs on the device machine: l2_fetch.cu's launches (l2-fetch-launches.csv) and, under Nsight
# Compute with caches flushed before each, their L1 and L2 sector lookups, hits and misses and
# DRAM bytes (l2-fetch-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l2_fetch.cu -o l2_fetch || exit 1
cuobjdump -sass l2_fetch | grep -E 'LDG|BRA|CS2R|Function' > "$OUT/l2-fetch-sm_90.sass.txt"
./l2_fetch > "$OUT/l2-fetch-launches.csv" || { cat "$OUT/l2-fetch-launches.csv"; exit 1; }
M=dram__bytes_read.sum,dram__sectors_read.sum,sm__cycles_elapsed.avg
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
M=$M,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum
M=$M,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum,lts__t_requests_srcunit_tex_op_read.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./l2_fetch > "$OUT/l2-fetch-ncu-h100.csv" 2> "$OUT/l2-fetch-ncu.err"
echo "ncu exit $?"
tail -3 "$OUT/l2-fetch-ncu.err"
nvidia-smi --query-gpu=name --format=csv,noheader
