#!/usr/bin/env bash
# Runs on the device machine: L2 store rates by how much of each sector a warp's store writes
# (l2_partial.cu), timed with CUDA events, then one launch each under Nsight Compute at the
# part's own clock (L2 write sectors, DRAM writes, SM cycles).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 l2_partial.cu -o l2_partial || exit 1
./l2_partial | tee "$OUT/l2-partial-h100.csv"
ncu --clock-control none --csv --metrics gpu__time_duration.sum,sm__cycles_elapsed.max,lts__t_sectors_op_write.sum,lts__t_requests_op_write.sum,dram__bytes_write.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum \
    ./l2_partial profiled > "$OUT/l2-partial-ncu-h100.csv" 2> "$OUT/l2-partial-ncu.err"
echo "ncu exit $?"
# The kernel's SASS (which loop nvcc keeps: 8 two-byte stores a trip, the 64 word stores
# straight-line), without the encodings and NOPs.
cuobjdump -sass l2_partial | sed -E 's/ +\/\* 0x[0-9a-f]{16} \*\///' | grep -v '^\s*$' | grep -vw NOP > "$OUT/l2-partial-sm_90.sass.txt"
