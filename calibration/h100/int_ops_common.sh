# Sourced by run_int64_ops.sh, run_alu32_ops.sh and run_pred_ops.sh (on the device machine):
# builds int_ops.cu, and gives them `sass` and `pipes`. $OUT is where results go, $CHIP names
# the part in their file names (default h200).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
CHIP=${CHIP:-h200}
nvcc -O3 -arch=sm_90 int_ops.cu -o int_ops || exit 1

# sass KERNEL OP...: the SASS of KERNEL<OP> (KERNEL: throughput, throughput64 or latency) for
# each OP, each under a "== KERNEL<OP>" line.
sass() {
  local kernel=$1 op
  shift
  for op in "$@"; do
    echo "== $kernel<$op>"
    cuobjdump -sass int_ops |
      awk -v pat="_Z[0-9]+${kernel}I[0-9]+${op}E" '$0 ~ "Function : " && $0 ~ pat {p=1; next} p && /Function :/ {exit} p' |
      grep -E '^\s+/\*[0-9a-f]{4}\*/' | sed 's/ *\/\* 0x.*//'
  done
}

# pipes MODE REGEX LAUNCHES: under Nsight Compute, the first LAUNCHES launches of `int_ops MODE`
# whose demangled names match REGEX: warp instructions, those on the ALU and FMA pipes (and the
# FMA pipe's heavy half), and active cycles, into $OUT/MODE-ops-pipes-ncu-$CHIP.csv.
pipes() {
  ncu --clock-control none --csv --kernel-name-base demangled -k "regex:$2" \
    --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_alu.sum,smsp__inst_executed_pipe_fma.sum,smsp__inst_executed_pipe_fmaheavy.sum,smsp__cycles_active.avg \
    --launch-count "$3" ./int_ops "$1" > "$OUT/$1-ops-pipes-ncu-$CHIP.csv" 2> "$OUT/$1-ops-ncu.err"
  echo "ncu exit $?"
}
