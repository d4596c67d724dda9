#!/usr/bin/env bash
# Runs on the device machine: where stencil_transpose.cu's kernels' warps wait (the warp stall
# reasons Nsight Compute samples, warps per issue-stall reason summed over the SMs' schedulers),
# with their L1 wavefronts and throughput, one launch each.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 stencil_transpose.cu -o stencil_transpose || exit 1
M=l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__throughput.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum
for r in long_scoreboard lg_throttle mio_throttle short_scoreboard wait not_selected selected math_pipe_throttle drain barrier membar no_instruction dispatch_stall branch_resolving sleeping tex_throttle imc_miss misc; do
  M=$M,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio
done
ncu --clock-control none --csv --metrics $M ./stencil_transpose profiled > "$OUT/stencil-stalls-ncu-h100.csv" 2> "$OUT/stencil-stalls-ncu.err"
echo "ncu exit $?"
