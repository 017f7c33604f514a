"""Change points of each method as {series: [[before, index], ...]}.

`index` (from 0) is the first night at the new level and `before` the last
night at the old one: index - 1, unless `track changes` left outlier nights
out between the two (then the change happened at one of before+1..index).

usage: found.py ours TRACK.json OUT.json
       found.py otava --results DIR --mode default|orig --significance P --seed S OUT.json
The second form runs in the venv Evaluations/changepoints/otava-compare makes (it imports
otava); the series are the run medians, as otava_compare.py reads them.
"""

import json
import sys

from atomic import write_atomically


def ours(track_json, out):
    with open(track_json) as handle:
        document = json.load(handle)
    found = {}
    for machine in document["machines"]:
        for benchmark in machine["benchmarks"]:
            found[benchmark["name"]] = [
                [int(c.get("previous_index", c["index"] - 1)), int(c["index"])]
                for c in benchmark["changes"] if c["kind"] != "inconclusive"]
    write_atomically(out, json.dumps(found) + "\n")


def otava(arguments):
    import argparse

    from otava.analysis import compute_change_points, compute_change_points_orig
    from otava_compare import load_series

    parser = argparse.ArgumentParser()
    parser.add_argument("--results", required=True)
    parser.add_argument("--mode", choices=["default", "orig"], required=True)
    parser.add_argument("--significance", type=float, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("out")
    args = parser.parse_args(arguments)
    found = {}
    for benchmarks in load_series(args.results, "real_time").values():
        for name, points in benchmarks.items():
            values = [p[2] for p in points]
            if args.mode == "default":
                changes, _ = compute_change_points(
                    values, window_len=50, max_pvalue=args.significance, min_magnitude=0.0)
            else:
                changes, _ = compute_change_points_orig(
                    values, max_pvalue=args.significance, seed=args.seed)
            found[name] = sorted([int(c.index) - 1, int(c.index)] for c in changes)
    write_atomically(args.out, json.dumps(found) + "\n")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "ours":
        ours(sys.argv[2], sys.argv[3])
    elif len(sys.argv) > 2 and sys.argv[1] == "otava":
        otava(sys.argv[2:])
    else:
        sys.exit(__doc__)
