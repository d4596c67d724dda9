#!/usr/bin/env bash
# Runs on the device machine: branch_not_taken.cu's cycles a trip (branch-not-taken-h100.csv)
# and its SASS (the guarded loop must keep its branch).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 branch_not_taken.cu -o branch_not_taken || exit 1
cuobjdump -sass branch_not_taken | sed -E 's/ +\/\* 0x[0-9a-f]{16} \*\///' | grep -v '^\s*$' | grep -vw NOP > "$OUT/branch-not-taken-sm_90.sass.txt"
./branch_not_taken | tee "$OUT/branch-not-taken-h100.csv"
