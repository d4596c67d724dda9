#!/usr/bin/env bash
# Runs on the device machine: warp loads per SM-cycle by the lanes' address pattern
# (l1_pattern.cu), then Nsight Compute's requests, sectors and L1 data-stage wavefronts of one
# launch of each pattern, loaded and (under Nsight Compute only) stored.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l1_pattern.cu -o l1_pattern || exit 1
./l1_pattern | tee "$OUT/l1-pattern-h100.csv"
ncu --clock-control none --csv --metrics l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_lg_cmd_read.sum,l1tex__data_pipe_lsu_wavefronts.sum,l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,sm__cycles_elapsed.avg \
    ./l1_pattern profiled > "$OUT/l1-pattern-ncu-h100.csv" 2> "$OUT/l1-pattern-ncu.err"
echo "ncu exit $?"
