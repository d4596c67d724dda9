#!/usr/bin/env bash
# Runs on the device machine: fma_heavy.cu's mixes of IMAD, IMAD.WIDE, adds and FFMA (cycles per
# step and per instruction), the SASS of their loops, and the pipes their instructions went to
# (Nsight Compute: ALU, FMA, its heavy and lite halves). $CHIP names the part (default h200).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
CHIP=${CHIP:-h200}
nvcc -O3 -arch=sm_90 fma_heavy.cu -o fma_heavy || exit 1
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader | tee "$OUT/fma-heavy-gpu.txt"
./fma_heavy | tee "$OUT/fma-heavy-$CHIP.csv"
# Each kernel's instructions by opcode (the loops are unrolled 32 steps).
cuobjdump -sass fma_heavy | sed 's/ *\/\* 0x.*//' | awk '
  /Function :/ { if (name) print name ": " counts; name = $3; counts = ""; delete c; next }
  /^ +\/\*[0-9a-f]{4}\*\// { op = $2; if (op ~ /^@/) op = $3; sub(/\..*/, "", op); c[op]++;
    counts = ""; for (k in c) counts = counts k "=" c[k] " " }
  END { print name ": " counts }' > "$OUT/fma-heavy-sm_90.sass.txt"
ncu --clock-control none --csv --kernel-name-base demangled -k regex:mix --launch-count 33 \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__inst_executed_pipe_fmalite.sum,smsp__cycles_active.avg \
    ./fma_heavy > "$OUT/fma-heavy-pipes-ncu-$CHIP.csv" 2> "$OUT/fma-heavy-ncu.err"
echo "ncu exit $?"
