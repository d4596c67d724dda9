#!/usr/bin/env bash
# Runs on the device machine: block lifetimes and SM residency of the streaming kernels
# (block_life.cu), written to $OUT/block-life-h100.csv.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 block_life.cu -o block_life || exit 1
./block_life | tee "$OUT/block-life-h100.csv"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
