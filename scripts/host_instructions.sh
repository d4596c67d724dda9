#!/usr/bin/env bash
# Host instructions, L1 misses and last-level misses per simulated warp instruction, counted by
# callgrind (repeatable where wall clock on a shared machine is not; docs/PERFORMANCE.md).
#
#     scripts/host_instructions.sh [BIN]
#
# BIN defaults to a build for x86-64-v3 in target/x86-64-v3 (valgrind does not run the
# AVX-512 code the repository's native build makes on such hosts). Caches simulated: a 32 KB
# 8-way L1 (named, so that hosts with other L1s count the same) and, as the last level, 1 MB
# 8-way (one core's L2 on the development VM) for the 4-SM presets and 32 MB 16-way (its L3)
# for the large ones. Cases run two at a time (a few minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-}
if [ -z "$BIN" ]; then
  RUSTFLAGS="-C target-cpu=x86-64-v3" cargo build --release --quiet --target-dir target/x86-64-v3
  BIN=target/x86-64-v3/release/warpsim
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cases=(
  "vector_add 1M, default|1048576,8,64|programs/vector_add/scenario.toml"
  "vector_add 1M, volta|33554432,16,64|programs/vector_add/scenario.toml --preset volta"
  "vector_add 1M, hopper|33554432,16,64|programs/vector_add/scenario.toml --preset hopper"
  "matmul, hopper|33554432,16,64|programs/matmul/scenario.toml --preset hopper"
  "latency_hiding, default|1048576,8,64|programs/latency_hiding/scenario.toml"
  "transpose, default|1048576,8,64|programs/transpose/scenario.toml"
  "offset_copy, default|1048576,8,64|programs/offset_copy/scenario.toml"
  "offset_copy, g80|1048576,8,64|programs/offset_copy/scenario.toml --preset g80"
)
measure() {
  local i=$1 label=$2 ll=$3
  shift 3
  valgrind --tool=callgrind --cache-sim=yes --D1=32768,8,64 --LL="$ll" \
    --callgrind-out-file="$tmp/$i.out" --toggle-collect='*Gpu*run_until*' "$BIN" run "$@" --no-save --json > "$tmp/$i.json" 2> "$tmp/$i.err"
  python3 - "$tmp/$i" "$label" <<'EOF'
import json, re, sys
base, label = sys.argv[1], sys.argv[2]
err = open(base + '.err').read()
def count(name):
    return int(re.search(name + r'\s*:\s*([\d,]+)', err).group(1).replace(',', ''))
n = sum(l['counters']['inst_executed'] for l in json.load(open(base + '.json'))['launches'])
print('%-26s %10.1f %8.2f %8.2f' % (label, count('I   refs') / n, count('D1  misses') / n, count('LL misses') / n))
EOF
}
printf '%-26s %10s %8s %8s   (per warp instruction)\n' case "host instr" "L1 miss" "LL miss"
i=0
for c in "${cases[@]}"; do
  IFS='|' read -r label ll rest <<< "$c"
  read -r -a args <<< "$rest"
  measure "$i" "$label" "$ll" "${args[@]}" > "$tmp/$i.line" &
  i=$((i + 1))
  if [ $((i % 2)) -eq 0 ]; then wait; fi
done
wait
for j in $(seq 0 $((i - 1))); do cat "$tmp/$j.line"; done
