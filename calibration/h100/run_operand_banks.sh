#!/usr/bin/env bash
# Runs on the device machine: operand_banks.cu's issue rates, and the first FP32 instructions
# of every kernel's SASS (which registers each form reads, and the reuse flags).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 operand_banks.cu -o operand_banks || exit 1
cuobjdump -sass operand_banks | grep -E "Function|FFMA|FADD|FMUL" | awk '/Function/{print; n=0; next} n<6{print; n++}' > "$OUT/operand-banks-sm_90.txt"
./operand_banks | tee "$OUT/operand-banks-h100.csv"
