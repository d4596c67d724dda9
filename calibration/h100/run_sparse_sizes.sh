#!/usr/bin/env bash
# Runs on the device machine: sparse_sizes.cu's launches (their order, sparse-sizes-launches.csv)
# and, under Nsight Compute at the part's own clock with caches flushed before each launch, each
# launch's elapsed SM cycles, time and DRAM bytes (sparse-sizes-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 sparse_sizes.cu -o sparse_sizes || exit 1
./sparse_sizes > "$OUT/sparse-sizes-launches.csv" || { cat "$OUT/sparse-sizes-launches.csv"; exit 1; }
M=sm__cycles_elapsed.avg,gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./sparse_sizes > "$OUT/sparse-sizes-ncu-h100.csv" 2> "$OUT/sparse-sizes-ncu.err"
echo "ncu exit $?"
tail -3 "$OUT/sparse-sizes-ncu.err"
nvidia-smi --query-gpu=name --format=csv,noheader
