#!/usr/bin/env bash
# Results of every program on every preset (and a few runs under every policy and with traces),
# written to one directory, so a speed change can be checked to give byte-identical output:
#
#     scripts/golden.sh DIR [BIN]          (BIN defaults to target/release/warpsim, built first)
#     diff -r before/ after/
#
# Speed work never changes results (docs/PERFORMANCE.md); this is how that is checked. Runs on
# all cores (xargs -P), about a minute on 2.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:?usage: scripts/golden.sh DIR [BIN]}
BIN=${2:-}
if [ -z "$BIN" ]; then
  cargo build --release --quiet
  BIN=target/release/warpsim
fi
mkdir -p "$OUT"
jobs=()
for s in programs/*/scenario.toml; do
  p=$(basename "$(dirname "$s")")
  for preset in default g80 g84m gt200 fermi volta hopper h200; do
    jobs+=("$p.$preset.json|run $s --preset $preset --json --no-save")
  done
done
# Every policy on two kernels with different stall patterns, on a small and a large preset.
for sched in lrr gto gtrr oldest-first youngest-first two-level:4 random:7; do
  for preset in default hopper; do
    jobs+=("matmul.$preset.$sched.json|run programs/matmul/scenario.toml --preset $preset --scheduler $sched --json --no-save")
    jobs+=("reduction.$preset.$sched.json|run programs/reduction/scenario.toml --preset $preset --scheduler $sched --json --no-save")
  done
done
# Traces (SM, stream and warp detail) and the profiler CSV.
jobs+=("trace.transpose.json|run programs/transpose/scenario.toml --json --no-save --trace $OUT/transpose.trace.json --trace-detail warps")
jobs+=("trace.staged.json|run programs/staged_copy/scenario.toml --preset hopper --json --no-save --trace $OUT/staged.trace.json")
jobs+=("csv.smooth.json|run programs/smooth/scenario.toml --preset g84m --json --no-save --csv $OUT/smooth.csv")
printf '%s\n' "${jobs[@]}" | xargs -P "$(nproc)" -I{} bash -c '
  job="{}"; name=${job%%|*}; args=${job#*|}
  # shellcheck disable=SC2086
  '"$BIN"' $args > '"$OUT"'/$name 2> '"$OUT"'/$name.err || echo "exit $?" >> '"$OUT"'/$name.err
'
echo "$(ls "$OUT" | grep -c '\.json$') outputs in $OUT"
