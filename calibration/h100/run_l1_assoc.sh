#!/usr/bin/env bash
# Runs on the device machine: L1 set conflicts at power-of-two strides and the load rate of an
# SM when some of its loads go to L2 (l1_assoc.cu), then Nsight Compute's view of the mixed
# loads (hit rate, requests, L1 throughput).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l1_assoc.cu -o l1_assoc || exit 1
cuobjdump -sass l1_assoc > "$OUT/l1_assoc.sass"
./l1_assoc | tee "$OUT/l1-assoc-h100.csv"
# The mixed loads under Nsight Compute: L1 hit rate of the loads and LSU/L1 throughput.
ncu --clock-control none --csv -k regex:mixed_loads --metrics l1tex__data_pipe_lsu_wavefronts.sum,l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,sm__cycles_elapsed.avg,l1tex__throughput.avg.pct_of_peak_sustained_active,lts__t_sectors_srcunit_tex_op_read.sum,gpu__time_duration.sum \
    ./l1_assoc profiled > "$OUT/l1-assoc-ncu-h100.csv" 2> "$OUT/l1-assoc-ncu.err"
echo "ncu exit $?"
