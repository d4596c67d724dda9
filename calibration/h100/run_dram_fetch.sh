#!/usr/bin/env bash
# Runs on the device machine: dram_fetch.cu at L2 fetch granularities of 32 and 128 bytes, its
# launches (dram-fetch-launches-FETCH.csv: launch,kernel,threads,fetch,cluster_chunks,gap) and,
# under Nsight Compute at the part's own clock with caches flushed before each launch, each
# launch's elapsed SM cycles, time and DRAM bytes (dram-fetch-ncu-h100-FETCH.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 dram_fetch.cu -o dram_fetch || exit 1
M=sm__cycles_elapsed.avg,gpu__time_duration.sum,dram__bytes_read.sum,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum
for f in 32 128; do
  ./dram_fetch $f > "$OUT/dram-fetch-launches-$f.csv" || { cat "$OUT/dram-fetch-launches-$f.csv"; exit 1; }
  ncu --clock-control none --cache-control all --csv --metrics $M ./dram_fetch $f > "$OUT/dram-fetch-ncu-h100-$f.csv" 2> "$OUT/dram-fetch-ncu-$f.err"
  echo "fetch $f: ncu exit $?"
  tail -2 "$OUT/dram-fetch-ncu-$f.err"
done
nvidia-smi --query-gpu=name --format=csv,noheader
