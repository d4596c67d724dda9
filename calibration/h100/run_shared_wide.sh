#!/usr/bin/env bash
# Runs on the device machine: Nsight Compute's L1 data-stage wavefronts and bank conflicts of
# shared_wide.cu's 4-, 8- and 16-byte shared loads (one warp a launch), and their SASS widths;
# then global_wide.cu's global loads of the same patterns.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 shared_wide.cu -o shared_wide || exit 1
cuobjdump -sass shared_wide | grep -oE "Function : \S+|LDS(\.[0-9A-Z]+)*" | uniq -c > "$OUT/shared-wide-sm_90.txt"
./shared_wide > "$OUT/shared-wide-cases.csv" || exit 1
ncu --clock-control none --csv --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,smsp__sass_inst_executed_op_shared_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum \
    ./shared_wide > "$OUT/shared-wide-ncu-h100.csv" 2> "$OUT/shared-wide-ncu.err"
echo "ncu exit $?"
# The same patterns as global loads (global_wide.cu).
nvcc -O3 -arch=sm_90 global_wide.cu -o global_wide || exit 1
cuobjdump -sass global_wide | grep -oE "Function : \S+|LDG(\.[0-9A-Z]+)*" | uniq -c > "$OUT/global-wide-sm_90.txt"
./global_wide > "$OUT/global-wide-cases.csv" || exit 1
ncu --clock-control none --csv --metrics l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum \
    ./global_wide > "$OUT/global-wide-ncu-h100.csv" 2> "$OUT/global-wide-ncu.err"
echo "ncu exit $?"
