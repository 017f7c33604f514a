"""Runs Apache Otava on the series `track changes` analyses and tabulates both.

The series are the same ones: per machine, runs in file-name order, one value
per run per benchmark, the median of its repetitions of the metric. Otava
runs twice: its default (Hunter: windowed split with Student's t-test at ten
times the p-value, then merge at the p-value; window 50, min magnitude 0) and
`compute_change_points_orig` (the original E-divisive with 100 permutations,
the generator seeded here because Otava's command line leaves it unseeded).

usage: otava_compare.py --results DIR --ours OURS.json [--metric M]
                        [--significance P] [--seed S] [--json OUT] [--markdown OUT]
Run it with the venv Evaluations/changepoints/otava-compare makes.
"""

import argparse
import json
import os
import statistics
import sys
from importlib.metadata import version

import numpy as np
from atomic import write_atomically
from otava.analysis import compute_change_points, compute_change_points_orig

COUNTERS = {"instructions": ["instructions", "INSTRUCTIONS"]}


def load_series(directory, metric):
    """{machine: {benchmark: [(run file, commit, median), ...]}}, file-name order."""
    machines = {}
    names = sorted(n for n in os.listdir(directory) if n.endswith(".json") and not n.startswith("."))
    for name in names:
        path = os.path.join(directory, name)
        with open(path) as handle:
            # Google Benchmark writes bare NaN/Infinity; Python's json reads them.
            run = json.load(handle)
        context = run.get("context", {})
        cpu = context.get("cpu_model") or (
            f"{context['mhz_per_cpu']} MHz" if "mhz_per_cpu" in context else "unknown-cpu")
        machine = f"{context.get('host_name', 'unknown-host')} / {cpu} / {context.get('num_cpus', 0)} cpus"
        samples = {}
        for entry in run.get("benchmarks", []):
            if entry.get("run_type", "iteration") != "iteration" or entry.get("error_occurred"):
                continue
            keys = COUNTERS.get(metric, [metric])
            value = next((entry[k] for k in keys if k in entry), None)
            if isinstance(value, (int, float)) and np.isfinite(value):
                samples.setdefault(entry.get("run_name", entry["name"]), []).append(float(value))
        for benchmark, values in samples.items():
            machines.setdefault(machine, {}).setdefault(benchmark, []).append(
                (name, context.get("commit"), statistics.median(values)))
    return machines


def describe(points, values, indexes):
    """[{index, run, commit, change}] for change points at `indexes`."""
    result = []
    bounds = [0] + sorted(indexes) + [len(values)]
    for position, index in enumerate(sorted(indexes)):
        before = values[bounds[position]:index]
        after = values[index:bounds[position + 2]]
        change = float(np.mean(after) / np.mean(before) - 1) if np.mean(before) else None
        result.append({"index": int(index), "run": points[index][0], "commit": points[index][1],
                       "relative_change": change})
    return result


def cell(changes):
    if not changes:
        return "-"
    return ", ".join(
        f"{c['index'] + 1} ({c['relative_change'] * 100:+.1f}%)" if c.get("relative_change") is not None
        else f"{c['index'] + 1}" for c in changes)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--results", required=True)
    parser.add_argument("--ours", required=True)
    parser.add_argument("--metric", default="real_time")
    parser.add_argument("--significance", type=float, default=0.001)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json")
    parser.add_argument("--markdown")
    args = parser.parse_args()

    subdirectory = "instructions" if args.metric == "instructions" else "benchmarks"
    directory = os.path.join(args.results, subdirectory)
    if not os.path.isdir(directory):
        sys.exit(f"otava-compare: {directory} is not a directory")
    machines = load_series(directory, args.metric)
    with open(args.ours) as handle:
        ours = json.load(handle)
    our_changes = {}
    for machine in ours["machines"]:
        for benchmark in machine["benchmarks"]:
            our_changes[(machine["machine"], benchmark["name"])] = [
                c for c in benchmark["changes"] if c["kind"] != "inconclusive"]

    rows = []
    for machine, benchmarks in sorted(machines.items()):
        for benchmark, points in sorted(benchmarks.items()):
            values = [p[2] for p in points]
            default, _ = compute_change_points(values, window_len=50, max_pvalue=args.significance,
                                               min_magnitude=0.0)
            original, _ = compute_change_points_orig(values, max_pvalue=args.significance,
                                                     seed=args.seed)
            mine = our_changes.get((machine, benchmark), [])
            row = {
                "machine": machine, "benchmark": benchmark, "runs": len(values),
                "ours": [{"index": c["index"], "run": os.path.basename(c["run"]), "commit": c["commit"],
                          "relative_change": c["relative_change"], "p_value": c["p_value"]}
                         for c in mine],
                "otava_default": describe(points, values, [int(c.index) for c in default]),
                "otava_orig": describe(points, values, [int(c.index) for c in original]),
            }
            ours_set = {c["index"] for c in row["ours"]}
            row["agree_default"] = ours_set == {c["index"] for c in row["otava_default"]}
            row["agree_orig"] = ours_set == {c["index"] for c in row["otava_orig"]}
            rows.append(row)

    flagged = [r for r in rows if r["ours"] or r["otava_default"] or r["otava_orig"]]
    summary = {
        "otava_version": version("apache-otava"),
        "metric": args.metric, "significance": args.significance, "seed": args.seed,
        "series": len(rows),
        "series_agreeing_default": sum(r["agree_default"] for r in rows),
        "series_agreeing_orig": sum(r["agree_orig"] for r in rows),
        "change_points": {
            "ours": sum(len(r["ours"]) for r in rows),
            "otava_default": sum(len(r["otava_default"]) for r in rows),
            "otava_orig": sum(len(r["otava_orig"]) for r in rows),
        },
    }
    lines = [
        f"Apache Otava {summary['otava_version']} beside `track changes` on {len(rows)} series "
        f"({args.metric}, run medians, p <= {args.significance}).",
        "",
        f"- ours: E-divisive means, q-hat alpha=1, {ours['permutations']:g} permutations seeded "
        f"{ours['seed']:g}, p = (b+1)/(R+1).",
        "- Otava default: Hunter split/merge, Student's t-test, window 50, min magnitude 0.",
        f"- Otava orig: `compute_change_points_orig`, 100 permutations, seed {args.seed}.",
        "",
        f"Series where the change points are the same runs: {summary['series_agreeing_default']}/{len(rows)} "
        f"with Otava default, {summary['series_agreeing_orig']}/{len(rows)} with Otava orig. "
        f"Change points found: ours {summary['change_points']['ours']}, Otava default "
        f"{summary['change_points']['otava_default']}, Otava orig {summary['change_points']['otava_orig']}.",
        "",
        "Series where anyone found a change (run number from 1, change of segment means):",
        "",
        "| benchmark | runs | ours | Otava default | Otava orig | same as default | same as orig |",
        "|---|---:|---|---|---|---|---|",
    ]
    for r in flagged:
        name = r["benchmark"] if len(machines) == 1 else f"{r['benchmark']} [{r['machine']}]"
        lines.append(
            f"| {name} | {r['runs']} | {cell(r['ours'])} | {cell(r['otava_default'])} | "
            f"{cell(r['otava_orig'])} | {'yes' if r['agree_default'] else 'NO'} | "
            f"{'yes' if r['agree_orig'] else 'NO'} |")
    if not flagged:
        lines.append("| (none) | | | | | | |")
    markdown = "\n".join(lines) + "\n"
    document = {"summary": summary, "rows": rows}

    if args.json:
        write_atomically(args.json, json.dumps(document, indent=2) + "\n")
    if args.markdown:
        write_atomically(args.markdown, markdown)
    print(markdown, end="")


if __name__ == "__main__":
    main()
