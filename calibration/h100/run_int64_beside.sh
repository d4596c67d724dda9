#!/usr/bin/env bash
# Runs on the device machine: int64_beside.cu's mixes of 64-bit adds with DFMA, FFMA, shared
# loads and MUFU.EX2 (cycles per step), the SASS of their loops by opcode, and the pipes their
# instructions went to (Nsight Compute). $CHIP names the part (default h200).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
CHIP=${CHIP:-h200}
nvcc -O3 -arch=sm_90 int64_beside.cu -o /tmp/int64_beside || exit 1
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader | tee "$OUT/int64-beside-gpu.txt"
/tmp/int64_beside | tee "$OUT/int64-beside-$CHIP.csv"
/tmp/int64_beside units | tee "$OUT/int64-beside-units-$CHIP.csv"
# Each kernel's instructions by opcode (the loops are unrolled 32 steps).
cuobjdump -sass /tmp/int64_beside | sed 's/ *\/\* 0x.*//' | awk '
  /Function :/ { if (name) print name ": " counts; name = $3; counts = ""; delete c; next }
  /^ +\/\*[0-9a-f]{4}\*\// { op = $2; if (op ~ /^@/) op = $3; sub(/\..*/, "", op); c[op]++;
    counts = ""; for (k in c) counts = counts k "=" c[k] " " }
  END { print name ": " counts }' > "$OUT/int64-beside-sm_90.sass.txt"
# Registers a thread (how many blocks of 512 threads an SM holds at once).
cuobjdump -res-usage /tmp/int64_beside | grep -E 'Function|REG' >> "$OUT/int64-beside-sm_90.sass.txt"
ncu --clock-control none --csv --kernel-name-base demangled -k regex:mix --launch-count 45 \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__inst_executed_pipe_fp64.sum,smsp__cycles_active.avg \
    /tmp/int64_beside > "$OUT/int64-beside-pipes-ncu-$CHIP.csv" 2> "$OUT/int64-beside-ncu.err"
echo "ncu exit $?"
ncu --clock-control none --csv --kernel-name-base demangled -k regex:mix2 --launch-count 24 \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__inst_executed_pipe_lsu.sum,smsp__inst_executed_pipe_xu.sum,smsp__cycles_active.avg \
    /tmp/int64_beside units > "$OUT/int64-beside-units-pipes-ncu-$CHIP.csv" 2>> "$OUT/int64-beside-ncu.err"
echo "ncu exit $?"
