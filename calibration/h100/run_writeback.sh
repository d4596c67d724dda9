#!/usr/bin/env bash
# Runs on the device machine: DRAM bytes written by kernels whose output fits in L2 or not.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 writeback.cu -o writeback || exit 1
./writeback
ncu --csv --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_write.sum,smsp__cycles_elapsed.avg.per_second \
  ./writeback > "$OUT/writeback-ncu.csv" 2> "$OUT/ncu.err"
cat "$OUT/writeback-ncu.csv" | grep -v "^==" | cut -c1-300
