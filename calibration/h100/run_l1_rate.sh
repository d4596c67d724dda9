#!/usr/bin/env bash
# Runs on the device machine: load instructions per SM-cycle that hit L1 or shared memory
# (l1_rate.cu), and the SASS of its loops (to check every load is a separate LDG/LDS).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l1_rate.cu -o l1_rate || exit 1
cuobjdump -sass l1_rate > "$OUT/l1_rate.sass"; echo "LDG: $(grep -c LDG "$OUT/l1_rate.sass"), LDS: $(grep -c LDS "$OUT/l1_rate.sass") in the SASS"; rm "$OUT/l1_rate.sass"
./l1_rate | tee "$OUT/l1-rate-h100.csv"
