#!/usr/bin/env bash
# Runs on the device machine: walk.cu's cycles a trip (walk-h100.csv) and its loop's SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 walk.cu -o walk || exit 1
cuobjdump -sass walk | grep -v '^\s*$' > "$OUT/walk-sm_90.sass.txt"
./walk | tee "$OUT/walk-h100.csv"
