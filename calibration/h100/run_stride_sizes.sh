#!/usr/bin/env bash
# Runs on the device machine: stride_sizes.cu's launches (their order, stride-sizes-launches.csv)
# and, under Nsight Compute at the part's own clock with caches flushed before each launch, each
# launch's elapsed SM cycles, time, DRAM bytes and L2 write sectors (stride-sizes-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 stride_sizes.cu -o stride_sizes || exit 1
./stride_sizes > "$OUT/stride-sizes-launches.csv" || { cat "$OUT/stride-sizes-launches.csv"; exit 1; }
M=sm__cycles_elapsed.avg,gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
M=$M,lts__t_sectors_op_write.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./stride_sizes > "$OUT/stride-sizes-ncu-h100.csv" 2> "$OUT/stride-sizes-ncu.err"
echo "ncu exit $?"
nvidia-smi --query-gpu=name --format=csv,noheader
