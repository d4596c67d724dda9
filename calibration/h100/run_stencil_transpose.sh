#!/usr/bin/env bash
# Runs on the device machine: smooth_rgb, smooth_rgba, transposeNaive and transposeShared at the
# seed scenarios' sizes (stencil_transpose.cu), timed with CUDA events, then one launch each
# under Nsight Compute (SM cycles at the part's own clock, L1 requests, sectors and data
# wavefronts, L2 and DRAM traffic).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 stencil_transpose.cu -o stencil_transpose || exit 1
cuobjdump -sass stencil_transpose > "$OUT/stencil-transpose-sm_90.sass"
./stencil_transpose | tee "$OUT/stencil-transpose-h100.csv"
ncu --clock-control none --csv --metrics gpu__time_duration.sum,sm__cycles_elapsed.max,sm__cycles_elapsed.avg,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts.sum,l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,dram__bytes_read.sum,smsp__inst_executed.sum \
    ./stencil_transpose profiled > "$OUT/stencil-transpose-ncu-h100.csv" 2> "$OUT/stencil-transpose-ncu.err"
echo "ncu exit $?"
