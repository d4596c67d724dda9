#!/usr/bin/env bash
# Runs on the device machine: Nsight Compute's L1 data-stage wavefronts filed under shared
# memory for warp_wavefronts.cu's small kernels (one launch each), with the warps launched.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 warp_wavefronts.cu -o warp_wavefronts || exit 1
cuobjdump -sass warp_wavefronts | grep -E "Function|ULDC|LDC|LDG|STG|REDG|LDS|STS|BAR|EXIT" | sed "s/^ *//" > "$OUT/warp-wavefronts-sm_90.txt"
./warp_wavefronts > "$OUT/warp-wavefronts-cases.csv" || exit 1
ncu --clock-control none --csv --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_cmd_read.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_cmd_write.sum,l1tex__data_pipe_lsu_wavefronts.sum,smsp__warps_launched.sum,smsp__sass_inst_executed_op_shared.sum,sm__cycles_elapsed.avg \
    ./warp_wavefronts > "$OUT/warp-wavefronts-ncu-h100.csv" 2> "$OUT/warp-wavefronts-ncu.err"
echo "ncu exit $?"
