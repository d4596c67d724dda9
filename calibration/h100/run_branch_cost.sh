#!/usr/bin/env bash
# Runs on the device machine: branch_cost.cu's cycles a trip (branch-cost-h100.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 branch_cost.cu -o branch_cost || exit 1
cuobjdump -sass branch_cost > "$OUT/branch-cost-sm_90.sass.txt"
./branch_cost | tee "$OUT/branch-cost-h100.csv"
