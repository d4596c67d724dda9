#!/usr/bin/env bash
# Runs on the device machine: builds the microbenchmarks, runs them, and counts the global-load
# sectors of one warp-aligned launch of offsetCopy and strideCopy with Nsight Compute.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks.mem --format=csv | tee "$OUT/nvidia-smi.txt"
nvcc -O3 -arch=sm_90 microbench.cu -o microbench || exit 1
./microbench | tee "$OUT/microbench.csv"
ncu --clock-control none --metrics l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum \
    --csv ./microbench ncu > "$OUT/ncu.csv" 2> "$OUT/ncu.err"
echo "ncu exit $?"
tail -5 "$OUT/ncu.err"
grep -E "offsetCopy|strideCopy" "$OUT/ncu.csv" | awk -F'","' '{print $5, $(NF-2), $NF}' | head -40
