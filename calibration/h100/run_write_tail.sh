#!/usr/bin/env bash
# Runs on the device machine: write_tail.cu's launches (write-tail-launches.csv) and their elapsed
# SM cycles under Nsight Compute, caches flushed (write-tail-ncu-h200.csv), then the medians by
# grid, storing blocks and chain (write-tail-h200.csv).
set -uo pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvcc -O3 -arch=sm_90 write_tail.cu -o "$OUT/write_tail_bin" || exit 1
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUT/write-tail-gpu.txt"
"$OUT/write_tail_bin" > "$OUT/write-tail-launches.csv" || exit 1
ncu --clock-control none --cache-control all --csv --metrics sm__cycles_elapsed.avg "$OUT/write_tail_bin" \
  > "$OUT/write-tail-ncu-h200.csv" 2> /dev/null
rm -f "$OUT/write_tail_bin"
python3 - "$OUT/write-tail-launches.csv" "$OUT/write-tail-ncu-h200.csv" > "$OUT/write-tail-h200.csv" <<'PY'
import collections, csv, statistics, sys
launches = {r[0]: tuple(r[1:]) for r in csv.reader(open(sys.argv[1])) if r and r[0].isdigit()}
vals, hdr = collections.defaultdict(list), None
for r in csv.reader(open(sys.argv[2])):
    if r and r[0] == "ID":
        hdr = r
    elif hdr and len(r) == len(hdr):
        d = dict(zip(hdr, r))
        vals[launches[d["ID"]]].append(float(d["Metric Value"].replace(",", "")))
print("grid,storing,chain,median_cycles,min_cycles,max_cycles")
for (grid, storing, chain), v in vals.items():
    print(f"{grid},{storing},{chain},{statistics.median(v):.0f},{min(v):.0f},{max(v):.0f}")
PY
cat "$OUT/write-tail-h200.csv"
