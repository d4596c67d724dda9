#!/usr/bin/env bash
# Runs on the device machine: shared_latency.cu's cycles a step (shared-latency-h200.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 shared_latency.cu -o "$OUT/shared_latency_bin" || exit 1
cuobjdump -sass "$OUT/shared_latency_bin" | grep -v '^\s*$' > "$OUT/shared-latency-sm_90.sass.txt"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/shared-latency-gpu.txt"
"$OUT/shared_latency_bin" | tee "$OUT/shared-latency-h200.csv"
rm -f "$OUT/shared_latency_bin"
