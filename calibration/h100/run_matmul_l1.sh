#!/usr/bin/env bash
# Runs on the device machine: which sectors Nsight Compute's L1 hit rate counts for the three
# matrix multiplies at M = N = 4,096 (matmul.cu): the hit rate of all t-stage sectors against
# that of the global loads alone, with the load and store sector counts and their hits.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 matmul.cu -o matmul || exit 1
ncu --clock-control none --csv --metrics l1tex__t_sector_hit_rate.pct,l1tex__t_sectors.sum,l1tex__t_sectors_lookup_hit.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum \
    ./matmul 4096 > "$OUT/matmul-l1-ncu-h100.csv" 2> "$OUT/matmul-l1-ncu.err"
echo "ncu exit $?"
grep -E "Multiply" "$OUT/matmul-l1-ncu-h100.csv" | awk -F'","' '{print $5, $(NF-2), $NF}'
