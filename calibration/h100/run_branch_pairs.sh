#!/usr/bin/env bash
# Runs on the device machine: branch_pairs.cu's cycles (branch-pairs-h200.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 branch_pairs.cu -o "$OUT/branch_pairs_bin" || exit 1
cuobjdump -sass "$OUT/branch_pairs_bin" | grep -v '^\s*$' > "$OUT/branch-pairs-sm_90.sass.txt"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/branch-pairs-gpu.txt"
"$OUT/branch_pairs_bin" | tee "$OUT/branch-pairs-h200.csv"
rm -f "$OUT/branch_pairs_bin"
