#!/usr/bin/env bash
# One-core host speed of the CLI in timing mode (docs/PERFORMANCE.md): simulated warp
# instructions per host second (`--host-stats`), min / median / max of REPS runs per case, each
# run pinned to one core. Prints the host CPU first, so figures from different machines are
# told apart.
#
#     scripts/host_speed.sh [REPS] [BIN]        (CORE=n picks the core; default 1; ONLY=REGEX the
#                                               cases whose label matches, e.g. ONLY='vector_add.*default')
#
# BIN defaults to target/release/warpsim, built first. A binary for another machine: build it
# with RUSTFLAGS="-C target-cpu=x86-64-v3" (the repository's .cargo/config.toml builds for the
# CPU at hand) and copy it there with the programs/ folder.
set -euo pipefail
cd "$(dirname "$0")/.."
REPS=${1:-5}
BIN=${2:-}
if [ -z "$BIN" ]; then
  cargo build --release --quiet
  BIN=target/release/warpsim
fi
lscpu | grep -E 'Model name|^CPU\(s\)|L2 cache|L3 cache' || true
# shellcheck source=scripts/speed_cases.sh
source scripts/speed_cases.sh
one_case() {
  local label=$1 vals=() s n
  shift
  for _ in $(seq "$REPS"); do
    vals+=("$(speed_of "$BIN" "$@")")
  done
  mapfile -t s < <(printf '%s\n' "${vals[@]}" | sort -n)
  n=${#s[@]}
  printf '%-26s %8s %8s %8s\n' "$label" "${s[0]}" "${s[$(((n - 1) / 2))]}" "${s[$((n - 1))]}"
}
printf '%-26s %8s %8s %8s  (M warp instructions / s)\n' case min median max
each_case one_case
