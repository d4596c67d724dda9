#!/usr/bin/env bash
# Runs on the device machine (an H200): the memory measurements the `h200` preset takes, with
# the same CUDA sources the `hopper` preset's H100 figures came from. Part 1 (no profiler):
# one SM's and the chip's streaming rate (mlp.cu), DRAM latency under load (loaded_latency.cu),
# read/write mixes (dram_mix.cu), how a lone warp's DRAM latency is spread (latency_spread.cu).
# Part 2 (Nsight Compute): the DRAM block costs (dram_rows.cu) and the seed kernels (seeds.cu,
# copies.cu); SKIP_ROWS, SKIP_SEEDS, SKIP_COPIES leave one out.
# Everything lands in $OUT/h200-PART.tgz, each file named as its H100 twin with -h200.
set -uo pipefail
cd "$(dirname "$0")"
PART=${1:?usage: run_h200_memory.sh 1|2}
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
W=$(mktemp -d)
step() { echo "== $1 ($(date +%T))"; }
if [ "$PART" = 1 ]; then
  nvidia-smi --query-gpu=name,memory.total,clocks.sm,clocks.max.sm,clocks.mem,clocks.max.mem --format=csv > "$W/nvidia-smi-h200-memory.txt"
  step mlp; OUT=$W/mlp timeout 150 ./run_mlp.sh > /dev/null; mv "$W/mlp/mlp.csv" "$W/mlp-h200.csv"
  step loaded_latency
  nvcc -O3 -arch=sm_90 loaded_latency.cu -o loaded_latency && timeout 200 ./loaded_latency > "$W/loaded-latency-h200.csv"
  step dram_mix; OUT=$W/mix timeout 150 ./run_dram_mix.sh > /dev/null
  mv "$W/mix/dram-mix-h100.csv" "$W/dram-mix-h200.csv"; mv "$W/mix/dram-mix-ncu-h100.csv" "$W/dram-mix-ncu-h200.csv"
  step latency_spread; OUT=$W/spread timeout 100 ./run_latency_spread.sh > /dev/null
  mv "$W/spread/latency-spread-h100.csv" "$W/latency-spread-h200.csv"
  rm -rf "$W/mlp" "$W/mix" "$W/spread"
else
  [ -n "${SKIP_ROWS:-}" ] || { step dram_rows; OUT=$W/rows timeout 250 ./run_dram_rows.sh
  mv "$W/rows/dram-rows-ncu-h100.csv" "$W/dram-rows-ncu-h200.csv"; mv "$W/rows/dram-rows-launches.csv" "$W/dram-rows-launches-h200.csv"; }
  [ -n "${SKIP_SEEDS:-}" ] || { step seeds; OUT=$W/seeds timeout 300 ./run_seeds.sh
  mv "$W/seeds/seeds-ncu-h100.csv" "$W/seeds-ncu-h200.csv"; mv "$W/seeds/seeds-l1-ncu-h100.csv" "$W/seeds-l1-ncu-h200.csv"
  mv "$W/seeds/seeds-launches.csv" "$W/seeds-launches-h200.csv"; }
  [ -n "${SKIP_COPIES:-}" ] || { step copies; OUT=$W/copies timeout 200 ./run_copies.sh
  mv "$W/copies/copies-ncu-h100.csv" "$W/copies-ncu-h200.csv"; mv "$W/copies/copies-launches.csv" "$W/copies-launches-h200.csv"; }
  rm -rf "$W/rows" "$W/seeds" "$W/copies"
fi
step done
ls -la "$W"
tar czf "$OUT/h200-$PART.tgz" -C "$W" .
