#!/usr/bin/env bash
# Runs on the device machine: 64-bit integer operations beyond the add (int_ops.cu's `int64`
# rows: a shift by a register and an unsigned minimum, operands beyond 32 bits), their SASS
# (the throughput loops) and the pipes their instructions went to (Nsight Compute).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
CHIP=${CHIP:-h200}
nvcc -O3 -arch=sm_90 int_ops.cu -o int_ops || exit 1
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader | tee "$OUT/int64-ops-gpu.txt"
./int_ops int64 | tee "$OUT/int64-ops-$CHIP.csv"
for op in Add64 Shl64 Min64; do
  echo "== throughput64<$op>"
  cuobjdump -sass int_ops | awk -v op="$op" '$0 ~ "Function : .*throughput64.*" op {p=1; next} p && /Function :/ {exit} p' |
    grep -E '^\s+/\*[0-9a-f]{4}\*/' | sed 's/ *\/\* 0x.*//'
done > "$OUT/int64-ops-sm_90.sass.txt"
ncu --clock-control none --csv --kernel-name-base demangled -k "regex:throughput64" \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__cycles_active.avg \
    --launch-count 9 ./int_ops int64 > "$OUT/int64-ops-pipes-ncu-$CHIP.csv" 2> "$OUT/int64-ops-ncu.err"
echo "ncu exit $?"
