#!/usr/bin/env bash
# Runs on the device machine: achieved occupancy and duration of the dram_mix.cu kernels and of
# an empty grid of as many blocks (launch_rate.cu), under Nsight Compute.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 dram_mix.cu -o dram_mix && nvcc -O3 -arch=sm_90 launch_rate.cu -o launch_rate || exit 1
M=gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg.per_second,launch__grid_size,launch__block_size
{
  for k in readOnly copy vecAdd fill; do
    ncu --csv --metrics $M -k "$k" -c 1 ./dram_mix 2>/dev/null | grep '^"'
  done
  # launch_rate.cu runs 15 launches per (threads, blocks) in order: 225 precede 256 x 131,072.
  ncu --csv --metrics $M --launch-skip 225 --launch-count 1 -k empty ./launch_rate 2>/dev/null | grep '^"'
} > "$OUT/occupancy-ncu-h100.csv"
cut -d, -f5,13- "$OUT/occupancy-ncu-h100.csv" | grep -v '"ID"' | sed 's/"//g'
