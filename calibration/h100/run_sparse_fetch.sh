#!/usr/bin/env bash
# Runs on the device machine: sparse_fetch.cu's launches (sparse-fetch-launches.csv) and, under
# Nsight Compute with caches flushed before each, their DRAM bytes, L2 sectors read and
# written and their misses, and elapsed cycles (sparse-fetch-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 sparse_fetch.cu -o sparse_fetch || exit 1
./sparse_fetch > "$OUT/sparse-fetch-launches.csv" || { cat "$OUT/sparse-fetch-launches.csv"; exit 1; }
M=dram__bytes_read.sum,dram__bytes_write.sum,dram__sectors_read.sum,sm__cycles_elapsed.avg
M=$M,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum
M=$M,lts__t_sectors_srcunit_tex_op_write.sum,lts__t_sectors_srcunit_tex_op_write_lookup_miss.sum
M=$M,lts__t_sectors_op_read.sum,lts__t_sectors_op_read_lookup_miss.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./sparse_fetch > "$OUT/sparse-fetch-ncu-h100.csv" 2> "$OUT/sparse-fetch-ncu.err"
echo "ncu exit $?"
tail -3 "$OUT/sparse-fetch-ncu.err"
