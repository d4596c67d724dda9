#!/usr/bin/env bash
# Runs on the device machine: branch_reps.cu's launches (branch-reps-launches.csv) and, under
# Nsight Compute as run_seeds.sh runs seeds.cu, their elapsed SM cycles (branch-reps-ncu-h200.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 branch_reps.cu -o "$OUT/branch_reps_bin" || exit 1
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/branch-reps-gpu.txt"
"$OUT/branch_reps_bin" > "$OUT/branch-reps-launches.csv" || exit 1
M=sm__cycles_elapsed.avg,sm__cycles_elapsed.max,smsp__inst_executed.sum
ncu --clock-control none --cache-control all --csv --metrics $M "$OUT/branch_reps_bin" > "$OUT/branch-reps-ncu-h200.csv" 2> "$OUT/branch-reps-ncu.err"
echo "ncu exit $?"
rm -f "$OUT/branch_reps_bin"
