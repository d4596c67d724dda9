#!/usr/bin/env bash
# Runs on the device machine: constant-cache (LDC) latency against an L1 hit, and the pipes
# Nsight Compute counts the chase's instructions in.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 const_latency.cu -o const_latency || exit 1
cuobjdump -sass const_latency | grep -E "LDC|LDG" | head -8
./const_latency | tee "$OUT/const-latency-h100.csv"
ncu --clock-control none --csv -k const_chase --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_lsu.sum,smsp__inst_executed_pipe_uniform.sum,smsp__inst_executed_pipe_adu.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_cbu.sum \
    --launch-count 1 ./const_latency > "$OUT/const-pipes-ncu-h100.csv" 2> "$OUT/const-ncu.err"
echo "ncu exit $?"
grep const_chase "$OUT/const-pipes-ncu-h100.csv" | awk -F'","' '{print $(NF-3), $NF}'
