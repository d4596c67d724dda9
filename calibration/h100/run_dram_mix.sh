#!/usr/bin/env bash
# Runs on the device machine: DRAM time and bytes of streaming kernels with different
# read/write mixes (dram_mix.cu).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 dram_mix.cu -o dram_mix || exit 1
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks.mem --format=csv > "$OUT/clocks.txt"
./dram_mix | tee "$OUT/dram-mix-h100.csv"
for k in readOnly copy vecAdd triad fill; do
  ncu --csv --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__cycles_elapsed.avg.per_second \
    -k "$k" -c 2 ./dram_mix 2>> "$OUT/ncu.err" | grep -v "^==" | grep -v "^kernel,\|^error" | grep '"'
done > "$OUT/dram-mix-ncu-h100.csv"
cut -c1-260 "$OUT/dram-mix-ncu-h100.csv" | head -40
