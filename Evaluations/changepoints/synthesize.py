"""Writes a seeded synthetic nightly history shaped like a real run.

Each benchmark keeps its real median (from a run file) and its real spread:
the coefficient of variation of its repetitions. The shape of the noise is
the real one too: every repetition's relative deviation from its benchmark's
median, divided by that benchmark's coefficient of variation, pooled over all
benchmarks (so load spikes stay one-sided, as on the machine). A night's
repetition is median * level(night) * (1 + cv * draw), draw picked from the
pool with a seeded generator. Steps multiply the level from their night on.

usage: synthesize.py --real RUN.json --out DIR --nights N --seed S
                     [--step BENCH:NIGHT:PERCENT ...] [--repetitions R]
Nights count from 1; a step at night k changes nights k..N.
"""

import argparse
import hashlib
import json
import os
import random
import statistics
import sys

# One home for reading a real run's repetitions: the outlier histories of
# Scripts/eval/eval-outliers (which the mutation run's check uses) need it too.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "Scripts", "lib", "changepoints"))
from outliers import repetitions_of  # noqa: E402


def real_benchmarks(path):
    context, repetitions = repetitions_of(path)
    return context, {
        name: values for name, values in repetitions.items() if len(values) >= 2
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--real", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--nights", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--step", action="append", default=[])
    args = parser.parse_args()

    context, benchmarks = real_benchmarks(args.real)
    if not benchmarks:
        sys.exit(f"synthesize: {args.real} has no benchmark with 2+ repetitions")
    steps = {}
    for text in args.step:
        try:
            name, night, percent = text.rsplit(":", 2)
            night = int(night)
            percent = float(percent)
        except ValueError:
            sys.exit(f"synthesize: --step {text!r} is not BENCH:NIGHT:PERCENT")
        if name not in benchmarks:
            sys.exit(f"synthesize: --step names {name!r}, not a benchmark of {args.real}")
        if not 2 <= night <= args.nights:
            sys.exit(f"synthesize: --step {text!r}: night must be 2..{args.nights}")
        steps.setdefault(name, []).append((night, percent / 100))

    spread = {}
    pool = []
    for name, values in sorted(benchmarks.items()):
        median = statistics.median(values)
        cv = statistics.stdev(values) / median
        spread[name] = (median, cv)
        if cv > 0:
            pool += [(value / median - 1) / cv for value in values]
    pool.sort()

    generator = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    for night in range(1, args.nights + 1):
        commit = hashlib.sha1(f"night {night}".encode()).hexdigest()[:12]
        date = f"2026-10-{night:02d}T02:00:00+00:00" if night <= 31 else f"night-{night}"
        entries = []
        for name in sorted(benchmarks):
            median, cv = spread[name]
            level = 1.0
            for step_night, change in steps.get(name, []):
                if night >= step_night:
                    level *= 1 + change
            for repetition in range(args.repetitions):
                draw = pool[generator.randrange(len(pool))]
                value = max(median * level * (1 + cv * draw), median * 1e-3)
                entries.append({
                    "name": name, "run_name": name, "run_type": "iteration",
                    "repetitions": args.repetitions, "repetition_index": repetition,
                    "iterations": 1, "real_time": value, "cpu_time": value,
                    "time_unit": "ns",
                })
        run_context = {
            "date": date, "host_name": "synthetic", "num_cpus": context.get("num_cpus", 2),
            "cpu_model": "synthetic from " + os.path.basename(args.real),
            "commit": commit, "dirty": "false", "library_build_type": "release",
        }
        name = f"202610{night:02d}T020000Z-{commit}.json" if night <= 31 else f"night{night:03d}-{commit}.json"
        with open(os.path.join(args.out, name), "w") as handle:
            json.dump({"context": run_context, "benchmarks": entries}, handle)
    print(f"wrote {args.nights} runs of {len(benchmarks)} benchmarks to {args.out}")


if __name__ == "__main__":
    main()
