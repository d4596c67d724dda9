#!/usr/bin/env bash
# Runs on the device machine: l2_fetch.cu's launches under Nsight Compute with
# cudaLimitMaxL2FetchGranularity left as it is and set to 32, 64 and 128 bytes
# (l2-fetch-limit-ncu-h100.csv: one block of rows per setting, after a "# limit" line naming it).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l2_fetch.cu -o l2_fetch || exit 1
M=dram__bytes_read.sum,lts__t_sectors_srcunit_tex_op_read.sum
M=$M,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum
: > "$OUT/l2-fetch-limit-ncu-h100.csv"
for g in default 32 64 128; do
  arg=$g; [ "$g" = default ] && arg=
  echo "# limit $g: $(./l2_fetch $arg 2>&1 >/dev/null | tail -1)" >> "$OUT/l2-fetch-limit-ncu-h100.csv"
  ncu --clock-control none --cache-control all --csv --metrics $M ./l2_fetch $arg >> "$OUT/l2-fetch-limit-ncu-h100.csv" 2>> "$OUT/l2-fetch-limit-ncu.err"
  echo "ncu $g exit $?"
done
