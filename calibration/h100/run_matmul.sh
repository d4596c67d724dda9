#!/usr/bin/env bash
# Runs on the device machine: times the seeds' three matrix multiplies (matmul.cu) with CUDA
# events at four sizes (M = N = 256 to 4096), then counts what they do under Nsight Compute.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 matmul.cu -o matmul || exit 1
./matmul | tee "$OUT/matmul-h100.csv"
# One launch of each at M = N = 4,096 under Nsight Compute: L1 and L2 hit rates, DRAM traffic,
# instructions, load requests and shared-memory wavefronts.
ncu --clock-control none --csv --metrics gpu__time_duration.sum,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,sm__warps_active.avg.pct_of_peak_sustained_active \
    ./matmul 4096 > "$OUT/matmul-ncu-h100.csv" 2> "$OUT/matmul-ncu.err"
echo "ncu exit $?"
grep -E "Multiply" "$OUT/matmul-ncu-h100.csv" | awk -F'","' '{print $5, $(NF-2), $NF}'
