#!/usr/bin/env bash
# Runs on the device machine: bsync_bar.cu's cycles a trip (bsync-bar-h100.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 bsync_bar.cu -o bsync_bar || exit 1
cuobjdump -sass bsync_bar | grep -v '^\s*$' > "$OUT/bsync-bar-sm_90.sass.txt"
./bsync_bar | tee "$OUT/bsync-bar-h100.csv"
