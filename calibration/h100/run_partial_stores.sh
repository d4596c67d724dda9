#!/usr/bin/env bash
# Runs on the device machine: partial_stores.cu's launches with cudaLimitMaxL2FetchGranularity
# as it is and at 32 (partial-stores-launches-<limit>.csv) and, under Nsight Compute with caches
# flushed before each, their DRAM bytes, L2 write sectors and misses, and cycles
# (partial-stores-ncu-h100-<limit>.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 partial_stores.cu -o partial_stores || exit 1
M=dram__bytes_read.sum,dram__bytes_write.sum,sm__cycles_elapsed.avg
M=$M,lts__t_sectors_srcunit_tex_op_write.sum,lts__t_sectors_srcunit_tex_op_write_lookup_miss.sum
M=$M,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum
for g in default 32; do
  arg=$g; [ "$g" = default ] && arg=
  ./partial_stores $arg > "$OUT/partial-stores-launches-$g.csv"
  ncu --clock-control none --cache-control all --csv --metrics $M ./partial_stores $arg > "$OUT/partial-stores-ncu-h100-$g.csv" 2> "$OUT/partial-stores-ncu.err"
  echo "ncu $g exit $?"
done
