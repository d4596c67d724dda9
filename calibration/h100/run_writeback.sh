#!/usr/bin/env bash
# Runs on the device machine: DRAM bytes written by kernels whose output fits in L2 or not
# (writeback-ncu-h100.csv: ncu's default clock control, the SMs at 1.58 GHz), and the same
# kernels at the part's own clock with the clocks of the SMs and the L2
# (writeback-clock-none-ncu-h100.csv: the SMs at 1.98 GHz, the L2 at its own 1.7 GHz either way).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 writeback.cu -o writeback || exit 1
./writeback
ncu --csv --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_write.sum,smsp__cycles_elapsed.avg.per_second \
  ./writeback > "$OUT/writeback-ncu-h100.csv" 2> "$OUT/ncu.err"
ncu --clock-control none --csv --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_write.sum,smsp__cycles_elapsed.avg.per_second,sm__cycles_elapsed.max,lts__cycles_elapsed.avg.per_second \
  ./writeback > "$OUT/writeback-clock-none-ncu-h100.csv" 2>> "$OUT/ncu.err"
grep -v "^==" "$OUT/writeback-ncu-h100.csv" | cut -c1-300 | tail -5
