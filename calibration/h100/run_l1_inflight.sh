#!/usr/bin/env bash
# Runs on the device machine: L1 data-stage wavefronts, writeback cycles and sector lookups of
# l1_inflight.cu's kernels (one launch each), caches flushed before each.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l1_inflight.cu -o l1_inflight || exit 1
cuobjdump -sass l1_inflight | grep -E "Function|LDG|STG|EXIT" | sed "s/^ *//" > "$OUT/l1-inflight-sm_90.txt"
./l1_inflight > "$OUT/l1-inflight-cases.csv" || exit 1
M=l1tex__data_pipe_lsu_wavefronts.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,lts__t_sectors_srcunit_tex_op_read.sum,smsp__warps_launched.sum,sm__cycles_elapsed.avg
ncu --clock-control none --csv --metrics $M ./l1_inflight > "$OUT/l1-inflight-ncu-h100.csv" 2> "$OUT/l1-inflight-ncu.err"
echo "ncu exit $?"
# Writeback, the L1's miss path and the warps' waits, in a second pass.
ncu --clock-control none --csv --metrics l1tex__lsu_writeback_active.sum,l1tex__m_xbar2l1tex_read_sectors.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum,l1tex__data_pipe_lsu_wavefronts.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,smsp__inst_executed.sum \
    ./l1_inflight > "$OUT/l1-inflight-wb-ncu-h100.csv" 2> "$OUT/l1-inflight-wb-ncu.err"
echo "ncu2 exit $?"
# simpleMultiply's parts: where their warps wait, how many are resident, and the pipes.
M=sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_lsu.sum,smsp__inst_executed_pipe_uniform.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,l1tex__throughput.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg
for r in long_scoreboard lg_throttle mio_throttle short_scoreboard wait not_selected selected math_pipe_throttle drain no_instruction dispatch_stall branch_resolving; do
  M=$M,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio
done
ncu --clock-control none --csv -k regex:simple --metrics $M ./l1_inflight > "$OUT/l1-inflight-stalls-ncu-h100.csv" 2> "$OUT/l1-inflight-stalls-ncu.err"
echo "ncu3 exit $?"
