#!/usr/bin/env bash
# Runs on the device machine: issue_policy.cu's per-warp start and end clocks (which warps an
# H100 scheduler favours), and the SASS of its ILP-1 kernel (the FFMA chains and the loop).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 issue_policy.cu -o issue_policy || exit 1
cuobjdump -sass issue_policy | awk '/Function : _Z6chainsILi1EE/{f=1} /Function/ && !/ILi1EE/{f=0} f' > "$OUT/issue-policy-sm_90.sass.txt"
./issue_policy | tee "$OUT/issue-policy-h100.csv"
