#!/usr/bin/env bash
# Runs on the device machine: compares and selects with the compare's predicate on the chain's
# path or off it (int_ops.cu's `pred` rows), and the SASS of their latency and throughput loops.
source "$(dirname "$0")/int_ops_common.sh"
./int_ops pred | tee "$OUT/pred-ops-$CHIP.csv"
{
  sass latency Sel32 SelOff PredAdd CmpVal
  sass throughput Sel32 SelOff PredAdd CmpVal
} > "$OUT/pred-ops-sm_90.sass.txt"
