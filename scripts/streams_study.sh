#!/usr/bin/env bash
# Regenerates docs/streams/staged_hopper.md: the staged concurrent copy and execute program
# (Best Practices Guide 9.1.2) on the hopper preset for nStreams = 2, 4, 8, 16, next to the
# guide's estimate and the H100 measurement in calibration/h100/streams-h100.csv.
#
#     scripts/streams_study.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
W=target/release/warpsim
OUT=docs/streams/staged_hopper.md
{
  echo "| nStreams | sequential (us) | staged (us) | speedup | guide's estimate (us) | estimate's speedup | tT (us) | tE (us) |"
  echo "|---|---|---|---|---|---|---|---|"
  for ns in 2 4 8 16; do
    $W run programs/staged_copy/scenario.toml --preset hopper --set nStreams=$ns --json --no-save > /tmp/staged_$ns.json
    jq -r --argjson ns "$ns" '
      ([.commands[] | select(.kind == "elapsed") | .ms * 1000]) as $ms
      | ([.commands[] | select(.kind == "copy")][0] | .end_us - .start_us) as $tT
      | (.launches[0].timing.elapsed_us) as $tE
      | (if $tT >= $tE then $tT + $tE / $ns else $tE + $tT / $ns end) as $est
      | "| \($ns) | \($ms[0]*100|round/100) | \($ms[1]*100|round/100) | \(($ms[0]/$ms[1])*100|round/100) | \($est*100|round/100) | \((($tT+$tE)/$est)*100|round/100) | \($tT*100|round/100) | \($tE*100|round/100) |"
    ' /tmp/staged_$ns.json
  done
} > "$OUT"
cat "$OUT"
