#!/usr/bin/env bash
# Runs on the device machine: store_merge.cu's patterns, one launch each under Nsight Compute
# (L1 store requests and sectors, the L2's write requests and sectors), and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 store_merge.cu -o store_merge || exit 1
cuobjdump -sass store_merge | grep -E "Function|STG" > "$OUT/store-merge-stg-sm_90.txt"
./store_merge | tee "$OUT/store-merge-cases.csv"
ncu --clock-control none --csv --metrics l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,lts__t_sectors_op_write.sum,lts__t_requests_op_write.sum,l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_write.sum \
    ./store_merge > "$OUT/store-merge-ncu-h100.csv" 2> "$OUT/store-merge-ncu.err"
echo "ncu exit $?"
