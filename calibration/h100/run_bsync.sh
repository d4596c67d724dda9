#!/usr/bin/env bash
# Runs on the device machine: bsync.cu's cycles a trip (bsync-h100.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 bsync.cu -o bsync || exit 1
cuobjdump -sass bsync | grep -v '^\s*$' > "$OUT/bsync-sm_90.sass.txt"
./bsync | tee "$OUT/bsync-h100.csv"
