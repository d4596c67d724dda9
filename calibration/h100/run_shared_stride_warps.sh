#!/usr/bin/env bash
# Runs on the device machine: shared_stride_warps.cu's cycles a trip (shared-stride-warps-h200.csv) and its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 shared_stride_warps.cu -o "$OUT/shared_stride_warps_bin" || exit 1
cuobjdump -sass "$OUT/shared_stride_warps_bin" | grep -v '^\s*$' > "$OUT/shared-stride-warps-sm_90.sass.txt"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/shared-stride-warps-gpu.txt"
"$OUT/shared_stride_warps_bin" | tee "$OUT/shared-stride-warps-h200.csv"
rm -f "$OUT/shared_stride_warps_bin"
