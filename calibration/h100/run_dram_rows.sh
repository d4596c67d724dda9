#!/usr/bin/env bash
# Runs on the device machine: dram_rows.cu's launches (their order, dram-rows-launches.csv) and,
# under Nsight Compute at the part's own clock with caches flushed before each launch, each
# launch's elapsed SM cycles, time and DRAM bytes (dram-rows-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 dram_rows.cu -o dram_rows.bin || exit 1   # (dram_rows/ holds the scenario)
./dram_rows.bin > "$OUT/dram-rows-launches.csv" || { cat "$OUT/dram-rows-launches.csv"; exit 1; }
M=sm__cycles_elapsed.avg,gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./dram_rows.bin > "$OUT/dram-rows-ncu-h100.csv" 2> "$OUT/dram-rows-ncu.err"
echo "ncu exit $?"
tail -3 "$OUT/dram-rows-ncu.err"
nvidia-smi --query-gpu=name --format=csv,noheader
