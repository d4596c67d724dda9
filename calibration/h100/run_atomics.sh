#!/usr/bin/env bash
# Runs on the device machine: the H100's global and shared atomicAdd throughput by address
# pattern and their dependent latency (atomics.cu), and the SASS of the loops.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 atomics.cu -o atomics || exit 1
./atomics | tee "$OUT/atomics-h100.csv"
cuobjdump -sass atomics | grep -E 'Function|ATOM|RED|ATOMS' | sed 's/ *\/\* 0x.*//' > "$OUT/atomics-sm_90.sass"
