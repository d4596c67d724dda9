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
