#!/usr/bin/env bash
# Runs on the device machine: sm_latency.cu's loads a SM (sm-latency-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 sm_latency.cu -o sm_latency || exit 1
./sm_latency > "$OUT/sm-latency-h100.csv"
