#!/usr/bin/env bash
# Runs on the device machine: icache.cu's trips (icache-h100.csv) and the start of its SASS.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 icache.cu -o icache || exit 1
# The smallest kernel's code, and each kernel's FFMA count (512 x R).
cuobjdump -sass icache | grep -v '^\s*$' | awk '/Function : .*straightILi1E/{p=1} /Function : .*straightILi2E/{p=0} p' | grep -v 'FFMA' > "$OUT/icache-sm_90.sass.txt"
cuobjdump -sass icache | awk '/Function :/{if (f) print f, n; f=$NF; n=0} /FFMA/{n++} END{print f, n}' >> "$OUT/icache-sm_90.sass.txt"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv >> "$OUT/icache-sm_90.sass.txt"
./icache | tee "$OUT/icache-h100.csv"
