#!/usr/bin/env bash
# Runs on the device machine: 64-bit integer operations beyond the add (int_ops.cu's `int64`
# rows: a shift by a register and an unsigned minimum, operands beyond 32 bits), their SASS
# (the throughput loops) and the pipes their instructions went to (Nsight Compute).
source "$(dirname "$0")/int_ops_common.sh"
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader | tee "$OUT/int64-ops-gpu.txt"
./int_ops int64 | tee "$OUT/int64-ops-$CHIP.csv"
sass throughput64 Add64 Shl64 Min64 > "$OUT/int64-ops-sm_90.sass.txt"
pipes int64 throughput64 9
