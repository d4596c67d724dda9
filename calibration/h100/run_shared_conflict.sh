#!/usr/bin/env bash
# Runs on the device machine: shared_conflict.cu's cycles a step (shared-conflict-h200.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 shared_conflict.cu -o "$OUT/shared_conflict_bin" || exit 1
cuobjdump -sass "$OUT/shared_conflict_bin" | grep -v '^\s*$' > "$OUT/shared-conflict-sm_90.sass.txt"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/shared-conflict-gpu.txt"
"$OUT/shared_conflict_bin" | tee "$OUT/shared-conflict-h200.csv"
rm -f "$OUT/shared_conflict_bin"
