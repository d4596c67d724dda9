#!/usr/bin/env bash
# Runs on the device machine: imad_wide.cu's chains (cycles per warp operation per scheduler and
# per dependent step), the SASS of their throughput loops, and the pipes their instructions go to.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 imad_wide.cu -o imad_wide || exit 1
./imad_wide | tee "$OUT/imad-wide-h100.csv"
cuobjdump -sass imad_wide | grep -E "Function|IMAD|IADD|LOP3|LEA|SHF|BRA" | sed 's/ *\/\* 0x.*//; s/^ *//' > "$OUT/imad-wide-sm_90.txt"
ncu --clock-control none --csv --kernel-name-base demangled -k regex:throughput --launch-count 18 \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__inst_executed_pipe_fmalite.sum,smsp__inst_executed_pipe_uniform.sum,smsp__cycles_active.avg \
    ./imad_wide > "$OUT/imad-wide-pipes-ncu-h100.csv" 2> "$OUT/imad-wide-ncu.err"
echo "ncu exit $?"
