#!/usr/bin/env bash
# Runs on the device machine: 32-bit integer operations that only the ALU pipe runs (int_ops.cu's
# `alu32` rows: a bitwise and, an unsigned minimum, a shift by a register, a compare and select,
# with the add and the multiply for comparison), their SASS (the throughput loops) and the pipes
# their instructions went to (Nsight Compute).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
CHIP=${CHIP:-h200}
nvcc -O3 -arch=sm_90 int_ops.cu -o int_ops || exit 1
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader | tee "$OUT/alu32-ops-gpu.txt"
./int_ops alu32 | tee "$OUT/alu32-ops-$CHIP.csv"
for op in Add And32 Min32 Shl32 Sel32 Mul32; do
  echo "== throughput<$op>"
  cuobjdump -sass int_ops | awk -v op="$op" '$0 ~ "Function : .*throughput[^6]*" op "E" {p=1; next} p && /Function :/ {exit} p' |
    grep -E '^\s+/\*[0-9a-f]{4}\*/' | sed 's/ *\/\* 0x.*//'
done > "$OUT/alu32-ops-sm_90.sass.txt"
# The six throughput kernels' first launches (each runs three times, then its latency kernel).
ncu --clock-control none --csv --kernel-name-base demangled -k "regex:^void throughput<" \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__cycles_active.avg \
    --launch-count 18 ./int_ops alu32 > "$OUT/alu32-ops-pipes-ncu-$CHIP.csv" 2> "$OUT/alu32-ops-ncu.err"
echo "ncu exit $?"
cuobjdump -sass int_ops | grep -E "Function : .*throughput" > "$OUT/alu32-ops-functions.txt"
