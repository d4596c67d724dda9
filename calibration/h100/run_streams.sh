#!/usr/bin/env bash
# Runs on the device machine: builds and runs the streams/copy-engine benchmark (streams.cu).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 streams.cu -o streams || exit 1
./streams | tee "$OUT/streams.csv"
# The staged comparison at warpsim's problem size (programs/staged_copy: 262,144 floats), with a
# few kernel lengths around tE = tT (minimum of 20 repetitions each, microseconds).
for iters in 24 48 96; do ./streams staged 262144 $iters | tee -a "$OUT/streams-small.csv"; done
# Host cost of each launch / async copy call, and the device-side cost of each from a full queue.
./streams overheads | tee "$OUT/streams-overheads.csv"
