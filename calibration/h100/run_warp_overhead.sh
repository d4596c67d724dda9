#!/usr/bin/env bash
# Runs on the device machine: L1 data wavefronts per warp of short blocks with 0 to 32 loads a
# thread, without and with one store (warp_overhead.cu), counted by Nsight Compute.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 warp_overhead.cu -o warp_overhead || exit 1
ncu --clock-control none --csv --metrics l1tex__data_pipe_lsu_wavefronts.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,smsp__inst_executed.sum,gpu__time_duration.sum,sm__cycles_elapsed.avg \
    ./warp_overhead > "$OUT/warp-overhead-ncu-h100.csv" 2> "$OUT/warp-overhead-ncu.err"
echo "ncu exit $?"
