#!/usr/bin/env bash
# Runs on the device machine: Nsight Compute's store requests, sectors and L1 data-stage write
# wavefronts of one launch of each store_wavefronts.cu pattern.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 store_wavefronts.cu -o store_wavefronts || exit 1
METRICS=l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_write.sum,l1tex__data_pipe_lsu_wavefronts.sum,sm__cycles_elapsed.avg
# 4 blocks of 256 threads an SM, then a single warp (one block of 32 threads).
./store_wavefronts > "$OUT/store-wavefronts-cases.csv" || exit 1
ncu --clock-control none --csv --metrics $METRICS ./store_wavefronts > "$OUT/store-wavefronts-ncu-h100.csv" 2> "$OUT/store-wavefronts-ncu.err"
echo "ncu exit $?"
ncu --clock-control none --csv --metrics $METRICS ./store_wavefronts 1 32 > "$OUT/store-wavefronts-1warp-ncu-h100.csv" 2>> "$OUT/store-wavefronts-ncu.err"
echo "ncu exit $?"
