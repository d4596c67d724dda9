#!/usr/bin/env bash
# Runs on the device machine: store_queue.cu's spans (how long an SM takes to send N stores),
# and the SASS of one kernel, to check the clock reads bracket the stores.
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 store_queue.cu -o store_queue || exit 1
cuobjdump -sass store_queue | grep -E "Function|CS2R|STG" | awk '/Function : _Z5burstILi8ELi2E/{f=1} /Function/ && !/ILi8ELi2E/{f=0} f' > "$OUT/store-queue-sm_90.sass.txt"
# Every kernel must keep its N stores (plus the three of its record).
cuobjdump -sass store_queue | awk '/Function :/{f=$3} /STG/{n[f]++} END{for (k in n) print k, n[k]}' | sort > "$OUT/store-queue-stg-counts.txt"
./store_queue | tee "$OUT/store-queue-h100.csv"
