#!/usr/bin/env bash
# Runs on the device machine: the H100's throughput and dependent-step latency of the special-
# function, conversion, bit-count and shuffle instructions (unit_ops.cu), the SASS nvcc makes of
# their loops, and the pipes Nsight Compute counts them on.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 unit_ops.cu -o unit_ops || exit 1
./unit_ops | tee "$OUT/unit-ops-h100.csv"
cuobjdump -sass unit_ops | grep -E 'Function|MUFU|POPC|FLO|SHFL|I2F|F2I|FFMA|FMUL|LOP3' | sed 's/ *\/\* 0x.*//' > "$OUT/unit-ops-sm_90.sass"
ncu --clock-control none --csv --kernel-name-base demangled -k "regex:throughput" \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_xu.sum,smsp__inst_executed_pipe_lsu.sum,smsp__inst_executed_pipe_uniform.sum,smsp__cycles_active.avg \
    --launch-count 36 ./unit_ops > "$OUT/unit-ops-pipes-ncu-h100.csv" 2> "$OUT/unit-ops-ncu.err"
echo "ncu exit $?"
