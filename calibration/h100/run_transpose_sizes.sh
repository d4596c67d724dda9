#!/usr/bin/env bash
# Runs on the device machine: transpose_sizes.cu's launches (their order,
# transpose-sizes-launches.csv) and, under Nsight Compute at the part's own clock with caches
# flushed before each launch, each launch's elapsed SM cycles, time and DRAM bytes
# (transpose-sizes-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 transpose_sizes.cu -o transpose_sizes || exit 1
./transpose_sizes > "$OUT/transpose-sizes-launches.csv" || { cat "$OUT/transpose-sizes-launches.csv"; exit 1; }
M=sm__cycles_elapsed.avg,gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./transpose_sizes > "$OUT/transpose-sizes-ncu-h100.csv" 2> "$OUT/transpose-sizes-ncu.err"
echo "ncu exit $?"
nvidia-smi --query-gpu=name --format=csv,noheader
