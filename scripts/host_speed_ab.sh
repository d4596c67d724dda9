#!/usr/bin/env bash
# Wall-clock A/B of two warpsim binaries on a noisy host (docs/PERFORMANCE.md): for each case of
# host_speed.sh, REPS rounds that run both binaries back to back on one core, A first in odd
# rounds and B first in even ones, so that a drift of the host's speed within a round hits both.
# Prints each binary's median (M simulated warp instructions per host second) and the median of
# the rounds' B / A ratios, which is the figure to quote: on a shared VM the medians move by a
# quarter and more between batches while the paired ratio stays within a few percent.
#
#     scripts/host_speed_ab.sh A_BIN B_BIN [REPS]        (CORE=n picks the core; default 1;
#                                                     ONLY=REGEX the cases, e.g. ONLY=hopper)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: $0 A_BIN B_BIN [REPS]" >&2
  exit 2
fi
A=$1
B=$2
REPS=${3:-7}
lscpu | grep -E 'Model name|^CPU\(s\)' || true
# shellcheck source=scripts/speed_cases.sh
source scripts/speed_cases.sh
one_case() {
  local label=$1 pairs=() a b r
  shift
  for r in $(seq "$REPS"); do
    if [ $((r % 2)) -eq 1 ]; then
      a=$(speed_of "$A" "$@")
      b=$(speed_of "$B" "$@")
    else
      b=$(speed_of "$B" "$@")
      a=$(speed_of "$A" "$@")
    fi
    pairs+=("$a $b")
  done
  printf '%s\n' "${pairs[@]}" | python3 -c "
import statistics, sys
rows = [tuple(map(float, l.split())) for l in sys.stdin if l.strip()]
a = statistics.median(r[0] for r in rows)
b = statistics.median(r[1] for r in rows)
ratio = statistics.median(r[1] / r[0] for r in rows)
print('%-26s %8.2f %8.2f %8.3f' % (sys.argv[1], a, b, ratio))
" "$label"
}
printf '%-26s %8s %8s %8s  (M warp instructions / s; ratio: median of paired B / A)\n' case A B ratio
each_case one_case
