#!/usr/bin/env bash
# Runs on the device machine: one of the clock64-timed sources that print their own CSV
# (branch_pairs, shared_conflict, shared_latency, shared_loop, shared_stride_warps): builds
# NAME.cu, writes its SASS (NAME-sm_90.sass.txt, NAME with dashes for underscores), the GPU's name
# (NAME-gpu.txt) and what it prints (NAME-h200.csv: these were measured on an H200) to $OUT.
#
#     OUT=DIR ./run_clock.sh NAME
set -uo pipefail
cd "$(dirname "$0")"
NAME=${1:?usage: run_clock.sh NAME (a .cu file here, without .cu)}
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
FILE=${NAME//_/-}
nvcc -O3 -arch=sm_90 "$NAME.cu" -o "$OUT/${NAME}_bin" || exit 1
cuobjdump -sass "$OUT/${NAME}_bin" | grep -v '^\s*$' > "$OUT/$FILE-sm_90.sass.txt"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/$FILE-gpu.txt"
"$OUT/${NAME}_bin" | tee "$OUT/$FILE-h200.csv"
rm -f "$OUT/${NAME}_bin"
