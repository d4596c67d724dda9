#!/usr/bin/env bash
# Runs on the device machine: the float3 seed kernels and an empty kernel of their grid
# (float3.cu), CUDA events, then under Nsight Compute at the part's own clock.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 float3.cu -o float3 || exit 1
./float3 | tee "$OUT/float3-h100.csv"
ncu --clock-control none --csv --metrics gpu__time_duration.sum,sm__cycles_elapsed.max,lts__t_sectors_op_write.sum,lts__t_requests_op_write.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum \
    ./float3 profiled > "$OUT/float3-ncu-h100.csv" 2> "$OUT/float3-ncu.err"
echo "ncu exit $?"
