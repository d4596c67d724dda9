#!/usr/bin/env bash
# Runs on the device machine: seeds.cu's launches (their order, seeds-launches.csv) and, under
# Nsight Compute at the part's own clock with caches flushed before each launch (as warpsim
# starts a launch on an idle GPU with empty caches), each launch's elapsed SM cycles, time,
# warp instructions, global load and store sectors and DRAM bytes (seeds-ncu-h100.csv), and
# the L1's load hits of some of them (seeds-l1-ncu-h100.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 seeds.cu -o seeds || exit 1
cuobjdump -sass seeds > "$OUT/seeds-sm_90.sass.txt"
./seeds > "$OUT/seeds-launches.csv" || { cat "$OUT/seeds-launches.csv"; exit 1; }
M=sm__cycles_elapsed.avg,sm__cycles_elapsed.max,gpu__time_duration.sum,smsp__inst_executed.sum
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
M=$M,dram__bytes_read.sum,dram__bytes_write.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
ncu --clock-control none --cache-control all --csv --metrics $M ./seeds > "$OUT/seeds-ncu-h100.csv" 2> "$OUT/seeds-ncu.err"
echo "ncu exit $?"
# The L1's load hits of the kernels that load what they stored or what a neighbour loaded.
L=l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
L=$L,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum
L=$L,lts__t_sectors_srcunit_tex_op_read.sum,sm__cycles_elapsed.avg
ncu --clock-control none --cache-control all --csv -k regex:"evenOdd|reverseArray|inc" --metrics $L ./seeds \
  > "$OUT/seeds-l1-ncu-h100.csv" 2> "$OUT/seeds-l1-ncu.err"
echo "ncu exit $?"
