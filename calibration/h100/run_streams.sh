#!/usr/bin/env bash
# Runs on the device machine: builds and runs the streams/copy-engine benchmark (streams.cu).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 streams.cu -o streams || exit 1
./streams | tee "$OUT/streams.csv"
