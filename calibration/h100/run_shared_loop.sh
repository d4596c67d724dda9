#!/usr/bin/env bash
# Runs on the device machine: shared_loop.cu's cycles a trip (shared-loop-h200.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 shared_loop.cu -o "$OUT/shared_loop_bin" || exit 1
cuobjdump -sass "$OUT/shared_loop_bin" | grep -v '^\s*$' > "$OUT/shared-loop-sm_90.sass.txt"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/shared-loop-gpu.txt"
"$OUT/shared_loop_bin" | tee "$OUT/shared-loop-h200.csv"
rm -f "$OUT/shared_loop_bin"
