#!/usr/bin/env bash
# Runs on the device machine: the L1 data-stage wavefronts of stencil_transpose.cu's kernels
# split into reads and writes (one launch each under Nsight Compute), to tell whether a
# kernel's wavefronts beyond warpsim's bank rule come from its loads or its stores.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 stencil_transpose.cu -o stencil_transpose || exit 1
ncu --query-metrics 2>/dev/null | grep -i "l1tex__data_pipe_lsu_wavefronts" > "$OUT/l1-wavefront-metrics.txt"
ncu --clock-control none --csv --metrics l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__data_pipe_lsu_wavefronts.sum,l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read.sum,l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_write.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum \
    ./stencil_transpose profiled > "$OUT/stencil-wavefronts-ncu-h100.csv" 2> "$OUT/stencil-wavefronts-ncu.err"
echo "ncu exit $?"
