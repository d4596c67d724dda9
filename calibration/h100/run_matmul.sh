#!/usr/bin/env bash
# Runs on the device machine: times the seeds' three matrix multiplies (matmul.cu) with CUDA
# events at four sizes (M = N = 256 to 4096).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 matmul.cu -o matmul || exit 1
./matmul | tee "$OUT/matmul-h100.csv"
