#!/usr/bin/env python3
"""Medians of launch_start.cu's elapsed SM cycles (sm__cycles_elapsed.avg, as the seed table) by kernel and grid,
from run_launch_start.sh's files: launch_start_summary.py LAUNCHES.csv NCU.csv [NCU.csv ...]."""
import collections
import csv
import statistics
import sys

METRIC = "sm__cycles_elapsed.avg"


def load(path, launches):
    kinds = {int(r[0]): (r[1], r[2]) for r in csv.reader(open(launches)) if r and r[0].isdigit()}
    vals, hdr = collections.defaultdict(list), None
    for r in csv.reader(open(path)):
        if r and r[0] == "ID":
            hdr = r
            continue
        if hdr and len(r) == len(hdr):
            d = dict(zip(hdr, r))
            if d["Metric Name"] == METRIC:
                vals[kinds[int(d["ID"])]].append(float(d["Metric Value"].replace(",", "")))
    return vals


for f in sys.argv[2:]:
    print(f)
    for (kernel, grid), xs in load(f, sys.argv[1]).items():
        print(f"  {kernel:16} {grid:>5}  median {statistics.median(xs):7.0f}  min {min(xs):7.0f}  max {max(xs):7.0f}  n {len(xs)}")
