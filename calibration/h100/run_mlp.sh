#!/usr/bin/env bash
# Runs on the device machine: one SM's memory-level parallelism (mlp.cu), for cache.l1_mshrs.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks.mem --format=csv | tee "$OUT/nvidia-smi.txt"
nvcc -O3 -arch=sm_90 mlp.cu -o mlp || exit 1
./mlp | tee "$OUT/mlp.csv"
