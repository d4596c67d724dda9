#!/usr/bin/env bash
# Runs on the device machine: block launch rate (launch_rate.cu), with CUDA events and under
# Nsight Compute (kernel duration without the host's launch overhead, SM clock as ncu sets it).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 launch_rate.cu -o launch_rate || exit 1
./launch_rate | tee "$OUT/launch-rate-h100.csv"
ncu --csv --metrics gpu__time_duration.sum,smsp__cycles_elapsed.avg.per_second,launch__grid_size,launch__block_size \
  ./launch_rate 2> "$OUT/ncu.err" | grep '^"' > "$OUT/launch-rate-ncu-h100.csv"
wc -l "$OUT/launch-rate-ncu-h100.csv"
