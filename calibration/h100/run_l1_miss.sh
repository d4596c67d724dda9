#!/usr/bin/env bash
# Runs on the device machine: l1_miss.cu's patterns, all misses and all hits, one launch each
# under Nsight Compute (L1 load requests, sectors, hit rate and read wavefronts).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l1_miss.cu -o l1_miss || exit 1
./l1_miss | tee "$OUT/l1-miss-cases.csv"
ncu --clock-control none --csv --metrics l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read.sum,sm__cycles_elapsed.avg \
    ./l1_miss > "$OUT/l1-miss-ncu-h100.csv" 2> "$OUT/l1-miss-ncu.err"
echo "ncu exit $?"
