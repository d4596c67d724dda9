#!/usr/bin/env bash
# Runs on the device machine: compares and selects with the compare's predicate on the chain's
# path or off it (int_ops.cu's `pred` rows), and the SASS of their latency and throughput loops.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
CHIP=${CHIP:-h200}
nvcc -O3 -arch=sm_90 int_ops.cu -o int_ops || exit 1
./int_ops pred | tee "$OUT/pred-ops-$CHIP.csv"
for kind in latency throughput; do
  for op in Sel32 SelOff PredAdd CmpVal; do
    echo "== $kind<$op>"
    cuobjdump -sass int_ops | awk -v pat="_Z[0-9]+${kind}I[0-9]+${op}E" '$0 ~ "Function : " && $0 ~ pat {p=1; next} p && /Function :/ {exit} p' |
      grep -E '^\s+/\*[0-9a-f]{4}\*/' | sed 's/ *\/\* 0x.*//'
  done
done > "$OUT/pred-ops-sm_90.sass.txt"
