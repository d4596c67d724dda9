#!/usr/bin/env bash
# Runs on the device machine: registers per thread that ptxas allocates to the seed kernels.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc --version | tail -2 | tee "$OUT/nvcc-version.txt"
for arch in sm_90; do
  echo "# $arch"
  nvcc -arch=$arch -Xptxas -v -c seed_kernels.cu -o /dev/null 2>&1 | grep -E "Compiling entry|Used"
done | tee "$OUT/ptxas-regs.txt"
