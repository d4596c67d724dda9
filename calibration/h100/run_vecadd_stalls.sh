#!/usr/bin/env bash
# Runs on the device machine: vecadd_stalls.cu's times (CUDA events), then under Nsight Compute
# its warps' stall reasons (warps per issue, by reason, averaged over the schedulers), issue
# rate and DRAM traffic, one launch of each size.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 vecadd_stalls.cu -o vecadd_stalls || exit 1
./vecadd_stalls | tee "$OUT/vecadd-h100.csv"
M=sm__cycles_elapsed.avg,smsp__inst_executed.sum,sm__inst_executed.avg.per_cycle_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,gpu__time_duration.sum
for r in long_scoreboard lg_throttle mio_throttle short_scoreboard wait not_selected selected math_pipe_throttle drain barrier membar no_instruction dispatch_stall branch_resolving sleeping tex_throttle imc_miss misc; do
  M=$M,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio
done
ncu --clock-control none --csv --metrics $M ./vecadd_stalls profiled > "$OUT/vecadd-stalls-ncu-h100.csv" 2> "$OUT/vecadd-stalls-ncu.err"
echo "ncu exit $?"
