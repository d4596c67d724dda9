#!/usr/bin/env bash
# Runs on the device machine: launch_start.cu's launches (launch-start-launches.csv), their
# SASS, and their elapsed SM cycles under Nsight Compute with the caches flushed before each
# launch (launch-start-ncu-h200.csv, as run_seeds.sh) and without (launch-start-noflush-ncu-h200.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 launch_start.cu -o "$OUT/launch_start_bin" || exit 1
cuobjdump -sass "$OUT/launch_start_bin" | grep -v '^\s*$' > "$OUT/launch-start-sm_90.sass.txt"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/launch-start-gpu.txt"
"$OUT/launch_start_bin" > "$OUT/launch-start-launches.csv" || exit 1
M=sm__cycles_elapsed.avg,sm__cycles_elapsed.max
ncu --clock-control none --cache-control all --csv --metrics $M "$OUT/launch_start_bin" > "$OUT/launch-start-ncu-h200.csv" 2> /dev/null
ncu --clock-control none --cache-control none --csv --metrics $M "$OUT/launch_start_bin" > "$OUT/launch-start-noflush-ncu-h200.csv" 2> /dev/null
rm -f "$OUT/launch_start_bin"
