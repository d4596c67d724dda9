#!/usr/bin/env bash
# Runs on the device machine: copies.cu's launches (their order, copies-launches.csv) and,
# under Nsight Compute at the part's own clock with caches flushed before each launch, each
# launch's elapsed SM cycles, time, warp instructions, global load and store sectors, L1 and
# L2 read hits and DRAM bytes (copies-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 copies.cu -o copies || exit 1
cuobjdump -sass copies > "$OUT/copies-sm_90.sass.txt"
./copies > "$OUT/copies-launches.csv" || { cat "$OUT/copies-launches.csv"; exit 1; }
M=sm__cycles_elapsed.avg,gpu__time_duration.sum,smsp__inst_executed.sum
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum
M=$M,dram__bytes_read.sum,dram__bytes_write.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./copies > "$OUT/copies-ncu-h100.csv" 2> "$OUT/copies-ncu.err"
echo "ncu exit $?"
# The L2's lookups, hits and misses of the same launches (copies-l2-ncu-h100.csv; a second pass,
# added 2026-11-27 for calibration/README.md's "What an L2 miss reads").
M=lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum
M=$M,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum,lts__t_requests_srcunit_tex_op_read.sum,dram__bytes_read.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./copies > "$OUT/copies-l2-ncu-h100.csv" 2> "$OUT/copies-l2-ncu.err"
echo "ncu exit $?"
