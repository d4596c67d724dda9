#!/usr/bin/env bash
# Runs on the device machine: branch_warps.cu's cycles a trip (branch-warps-h100.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 branch_warps.cu -o branch_warps || exit 1
cuobjdump -sass branch_warps | grep -v '^\s*$' > "$OUT/branch-warps-sm_90.sass.txt"
./branch_warps | tee "$OUT/branch-warps-h100.csv"
