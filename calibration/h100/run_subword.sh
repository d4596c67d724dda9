#!/usr/bin/env bash
# Runs on the device machine: Nsight Compute's L1 data-stage wavefronts a request of subword.cu's
# loads and stores (one warp a launch), and the widths of their SASS accesses.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 subword.cu -o subword || exit 1
cuobjdump -sass subword | grep -oE "Function : \S+|(LDG|STG)\.E[.A-Z0-9]*" | uniq > "$OUT/subword-sm_90.txt"
./subword > "$OUT/subword-cases.csv" || exit 1
ncu --clock-control none --csv --metrics l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read.sum,l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_write.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum \
    ./subword > "$OUT/subword-ncu-h100.csv" 2> "$OUT/subword-ncu.err"
echo "ncu exit $?"
