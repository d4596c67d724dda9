#!/usr/bin/env python3
"""branch_pairs.cu's figures from warpsim's saved outputs (`warpsim run
calibration/h100/branch_pairs --preset hopper --set gpu.sms=1 --out DIR`), computed as
branch_pairs.cu's host code computes them (loop X's cycles a trip: the slowest of its four
warps), beside calibration/h100/branch-pairs-h200.csv (the port keeps every loop's counter in a
register: warpsim has no uniform datapath, so the H200's "uniform" rows are compared with the
same launches); last, the mean |log(warpsim / H200)| over each kind of row."""
import csv
import math
import os
import struct
import sys

KINDS = ["none", "chain8", "indep8", "chain16", "ifelse0", "ifelse1", "chain256", "indep256"]


def npy_u64(path):
    with open(path, "rb") as f:
        data = f.read()
    header_len = struct.unpack("<H", data[8:10])[0]
    body = data[10 + header_len:]
    return struct.unpack(f"<{len(body) // 8}Q", body)


def main(out_dir):
    d = os.path.join(out_dir, "branch_pairs")
    here = os.path.dirname(os.path.abspath(__file__))
    h200 = list(csv.DictReader(open(os.path.join(here, "..", "branch-pairs-h200.csv"))))
    print(f"{'counter':8} {'x':9} {'y':9} {'x warps':8} {'H200':>8} {'warpsim':>8} {'ratio':>6}")
    logs = {}
    for row in h200:
        x, y, young = row["x"], row["y"], int(row["x_warps"] == "younger")
        span = npy_u64(os.path.join(d, f"span_{x}_{y}_{young}.npy"))
        trips = 256 if KINDS.index(x) >= 6 else 2048
        got = max((span[2 * w + 1] - span[2 * w]) / trips for w in range(4 * young, 4 * young + 4))
        want = float(row["x_cycles_per_trip_slowest"])
        logs.setdefault(row["counter"], []).append(abs(math.log(got / want)))
        print(f"{row['counter']:8} {x:9} {y:9} {row['x_warps']:8} {want:8.2f} {got:8.2f} {got / want:6.3f}")
    for counter, v in logs.items():
        print(f"{counter} counters: mean |log(warpsim / H200)| over {len(v)} rows: {sum(v) / len(v):.4f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "warpsim-out")
