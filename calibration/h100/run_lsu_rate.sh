#!/usr/bin/env bash
# Runs on the device machine: the H100's shared-memory load rate for few warps on one SM
# (lsu_rate.cu), and the SASS of its loop.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 lsu_rate.cu -o lsu_rate || exit 1
./lsu_rate | tee "$OUT/lsu-rate-h100.csv"
cuobjdump -sass lsu_rate | grep -E 'Function|LDS|LDG|FADD|CS2R' | sed 's/ *\/\* 0x.*//' > "$OUT/lsu-rate-sm_90.sass"
