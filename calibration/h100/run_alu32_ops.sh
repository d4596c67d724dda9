#!/usr/bin/env bash
# Runs on the device machine: 32-bit integer operations that only the ALU pipe runs (int_ops.cu's
# `alu32` rows: a bitwise and, an unsigned minimum, a shift by a register, a compare and select,
# with the add and the multiply for comparison), their SASS (the throughput loops) and the pipes
# their instructions went to (Nsight Compute).
source "$(dirname "$0")/int_ops_common.sh"
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader | tee "$OUT/alu32-ops-gpu.txt"
./int_ops alu32 | tee "$OUT/alu32-ops-$CHIP.csv"
sass throughput Add And32 Min32 Shl32 Sel32 Mul32 > "$OUT/alu32-ops-sm_90.sass.txt"
# The six throughput kernels' launches (each runs three times, then its latency kernel).
pipes alu32 "^void throughput<" 18
