#!/usr/bin/env bash
# Runs on the device machine: SASS instructions per integer multiply / divide / remainder on
# sm_75 (the oldest architecture this nvcc builds for) and sm_90 (int_ops_sass.cu, each
# kernel's count less the add kernel's), then the H100's throughput and latency of each
# (int_ops.cu).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
{
  echo "arch,kernel,sass_instructions,extra_over_add"
  for arch in sm_75 sm_90; do
    nvcc -O3 -arch=$arch -cubin int_ops_sass.cu -o int_ops_sass_$arch.cubin || exit 1
    cuobjdump -sass int_ops_sass_$arch.cubin > "$OUT/int-ops-$arch.sass"
    # Instructions per function, not counting NOPs and the closing self-branch.
    awk -v arch=$arch '
      /Function :/ { f = $3 }
      /^ +\/\*[0-9a-f][0-9a-f][0-9a-f][0-9a-f]\*\/ / { if ($0 !~ / NOP/ && $0 !~ /BRA 0x/) n[f]++ }
      END { for (k in n) print arch "," k "," n[k] }' "$OUT/int-ops-$arch.sass" | sort > /tmp/counts
    base=$(grep ",op_add," /tmp/counts | cut -d, -f3)
    awk -F, -v b="$base" '{ print $0 "," $3 - b }' /tmp/counts
  done
} | tee "$OUT/int-ops-sass.csv"
nvcc -O3 -arch=sm_90 int_ops.cu -o int_ops || exit 1
./int_ops | tee "$OUT/int-ops-h100.csv"
# How nvcc compiled the add kernel's loop, and which pipes its instructions went to (Nsight
# Compute; the regex matches the add kernel's first two launches): the adds become IMAD.IADD
# on the FMA pipe, the xors LOP3 on the ALU pipe.
cuobjdump -sass int_ops | awk '/Function : .*throughput.*3Add/{p=1} p&&/Function : .*throughput.*UDiv/{exit} p' |
    grep -E '^\s+/\*[0-9a-f]{4}\*/' | sed 's/ *\/\* 0x.*//' | head -80 > "$OUT/throughput-add-sm_90.sass"
ncu --clock-control none --csv --kernel-name-base demangled -k "regex:throughput<(Add|UDiv)>" \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__inst_executed_pipe_xu.sum,smsp__inst_executed_pipe_uniform.sum,smsp__cycles_active.avg \
    --launch-count 2 ./int_ops > "$OUT/int-ops-pipes-ncu-h100.csv" 2> "$OUT/int-ops-ncu.err"
echo "ncu exit $?"
# The float and double kernels: instructions per step and the pipes they went to.
ncu --clock-control none --csv --kernel-name-base demangled -k "regex:fthroughput" \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_xu.sum,smsp__inst_executed_pipe_fp64.sum,smsp__cycles_active.avg \
    --launch-count 8 ./int_ops > "$OUT/fdiv-ncu-h100.csv" 2> "$OUT/fdiv-ncu.err"
echo "ncu exit $?"
# The double division kernel alone (the 10th float/double launch).
ncu --clock-control none --csv -k regex:fthroughput --launch-skip 9 --launch-count 1 \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_xu.sum,smsp__inst_executed_pipe_fp64.sum,smsp__cycles_active.avg \
    ./int_ops > "$OUT/ddiv-ncu-h100.csv" 2> "$OUT/ddiv-ncu.err"
echo "ncu exit $?"
# The SASS of the latency loops (how far nvcc unrolls each: 32 steps a trip, 16 for divisions
# by a register, in floating point or 64 bits, and for mul24), without encodings and NOPs.
nvcc -O3 -arch=sm_90 -cubin int_ops.cu -o int_ops.cubin && cuobjdump -sass int_ops.cubin |
  python3 -c '
import re, sys
parts = re.split(r"(?=\n\s*Function : )", sys.stdin.read())
for p in parts:
    if re.search(r"Function : _Z\d*f?latency", p):
        for l in p.split("\n"):
            l = re.sub(r" +/\* 0x[0-9a-f]{16} \*/", "", l)
            if l.strip() and not re.search(r"\bNOP\b", l):
                print(l)
' > "$OUT/int-ops-loops-sm_90.sass.txt"
