#!/usr/bin/env bash
# Runs on the device machine: latency_spread.cu's percentiles (latency-spread-h100.csv) and SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 latency_spread.cu -o latency_spread || exit 1
cuobjdump -sass latency_spread | grep -v '^\s*$' > "$OUT/latency-spread-sm_90.sass.txt"
./latency_spread | tee "$OUT/latency-spread-h100.csv"
