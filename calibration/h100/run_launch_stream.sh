#!/usr/bin/env bash
# Runs on the device machine: launch_stream.cu (CUDA events only).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 launch_stream.cu -o launch_stream || exit 1
./launch_stream | tee "$OUT/launch-stream-h100.csv"; ./launch_stream | tee "$OUT/launch-stream-h100-2.csv"
