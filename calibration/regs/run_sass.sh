#!/usr/bin/env bash
# Runs on the device machine: the SASS ptxas makes of the seeds' three matrix multiplies
# (sm_90), to see whether the 16-trip loops are unrolled and their loads issued ahead of the
# multiply-adds (what the ports in programs/matmul mirror).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -arch=sm_90 -cubin -o "$OUT/seed_kernels.cubin" seed_kernels.cu
# The three multiplies' SASS, without the instruction encodings.
cuobjdump -sass "$OUT/seed_kernels.cubin" |
  awk '/Function :/ {on = ($0 ~ /Multiply/)} on' | sed -E 's|[[:space:]]*/\* 0x[0-9a-f]+ \*/||' > "$OUT/matmul-sm_90.sass"
rm -f "$OUT/seed_kernels.cubin"
# Per multiply: its memory and FMA instructions in program order (one letter each:
# G global load, S shared load, s shared store, F fma, W global store, B barrier).
for k in simpleMultiply coalescedMultiply sharedABMultiply; do
  awk -v k="$k" '/Function :/ {on = index($0, k) > 0} on' "$OUT/matmul-sm_90.sass" |
    grep -oE 'LDG[.A-Z0-9]*|LDS[.A-Z0-9]*|STS[.A-Z0-9]*|FFMA|FMUL|FADD|STG[.A-Z0-9]*|BAR[.A-Z]*' |
    sed -E 's/^LDG.*/G/; s/^LDS.*/S/; s/^STS.*/s/; s/^(FFMA|FMUL|FADD)$/F/; s/^STG.*/W/; s/^BAR.*/B/' |
    tr -d '\n' | sed "s/^/$k: /"
  echo
done | tee "$OUT/matmul-order-sm_90.txt"
