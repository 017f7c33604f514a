"""Synthetic histories with steps and outlier nights, and their scores.

`synthesize` writes one results root holding many histories at once: each
history is a benchmark of its own (`h0007/one`), so one `track changes` run
judges them all. Every history draws its own noise (seeded by --seed and its
number), 9 repetitions a night shaped like the machine's (every repetition's
relative deviation from its benchmark's median over that benchmark's
coefficient of variation, pooled over the real run, as synthesize.py does),
at a coefficient of variation from 4% to 8%. It has two steps of 8% to 15%
(either sign) at random nights, the first at night 8..18 and the second 8 to
16 nights later (at most night 34), and comes in variants that share that
noise:
  clean  the steps alone;
  one    the steps and one outlier night, anywhere but on a step's night;
  three  the steps and three outlier nights, at least 3 nights apart;
  flat   no step, one outlier night (anything found is a false alarm).
An outlier night is a loaded machine: every repetition of that night is
1.3x to 3x slower. The truth (steps, outliers) goes to --truth.

`score` reads the truth and each method's change points (found.py's
{series: [[before, index], ...]}, nights from 0: the change happened at one
of before+1..index) and writes the rates: a step is found when a change
covers its night ("exactly") or sits one night away (the step is the night
`before` or `index + 1`: for Otava, which keeps every night, that is one
night either side of `index`); an outlier is "called a change"
when a change that matches no step covers the outlier night or the night
after it (the two places a split isolates it); anything else is a false
alarm.

usage: outliers.py synthesize --real RUN.json --out DIR --truth TRUTH.json
                              --histories N --seed S [--nights 40]
       outliers.py score --truth TRUTH.json --method NAME=FILE ... --out OUT.json
       outliers.py summarize --scores OUT.json --command CMD --out README.md
       outliers.py judge --scores OUT.json

`summarize` writes the Markdown: per method and variant the rates, and the
acceptance checks of issue 22 computed from them (ours: steps found with one
outlier night within 10 points of without; an outlier called a change in at
most 1% of histories; and, so that a detector finding nothing cannot pass,
at least 90% of the steps found without outlier nights). `judge` prints
those checks and exits 1 when one fails (eval-outliers --fast).
"""

import argparse
import datetime
import hashlib
import json
import os
import random
import statistics
import sys

from atomic import write_atomically

VARIANTS = ["clean", "one", "three", "flat"]


def repetitions_of(path):
    """A Google Benchmark run's context, and the real times of each
    benchmark's repetitions (errors left out); also used by
    Evaluations/changepoints/synthesize.py."""
    with open(path) as handle:
        run = json.load(handle)
    repetitions = {}
    for entry in run["benchmarks"]:
        if entry.get("run_type") == "iteration" and not entry.get("error_occurred"):
            repetitions.setdefault(entry["run_name"], []).append(float(entry["real_time"]))
    return run["context"], repetitions


def noise_pool(path):
    """Standardized relative deviations of every repetition of a real run."""
    _, repetitions = repetitions_of(path)
    pool = []
    for values in repetitions.values():
        if len(values) < 2:
            continue
        median = statistics.median(values)
        cv = statistics.stdev(values) / median
        if cv > 0:
            pool += [(value / median - 1) / cv for value in values]
    if not pool:
        sys.exit(f"outliers: {path} has no benchmark with 2+ repetitions")
    return sorted(pool)


def history(number, seed, nights, pool, repetitions):
    """The truth and the per-night repetitions of every variant of one history."""
    rng = random.Random(seed * 1_000_003 + number)
    cv = rng.uniform(0.04, 0.08)
    first = rng.randint(8, 18)
    second = rng.randint(first + 8, min(first + 16, 34))
    steps = [{"night": night, "change": rng.choice([-1, 1]) * rng.uniform(0.08, 0.15)}
             for night in (first, second)]
    step_nights = {s["night"] for s in steps}
    one = [rng.choice([n for n in range(1, nights + 1) if n not in step_nights])]
    three = []
    while len(three) < 3:
        night = rng.randint(1, nights)
        if night not in step_nights and all(abs(night - other) >= 3 for other in three):
            three.append(night)
    flat_one = [rng.randint(1, nights)]
    factors = {night: rng.uniform(1.3, 3.0) for night in range(1, nights + 1)}
    draws = [[pool[rng.randrange(len(pool))] for _ in range(repetitions)]
             for _ in range(nights)]
    base = 100_000.0

    def values(with_steps, outliers):
        series = []
        for night in range(1, nights + 1):
            level = 1.0
            if with_steps:
                for step in steps:
                    if night >= step["night"]:
                        level *= 1 + step["change"]
            if night in outliers:
                level *= factors[night]
            series.append([max(base * level * (1 + cv * d), base * 1e-3)
                           for d in draws[night - 1]])
        return series

    variants = {
        "clean": (steps, [], values(True, [])),
        "one": (steps, one, values(True, one)),
        "three": (steps, sorted(three), values(True, three)),
        "flat": ([], flat_one, values(False, flat_one)),
    }
    truth = {}
    series = {}
    for variant, (variant_steps, outliers, nightly) in variants.items():
        name = f"h{number:04d}/{variant}"
        truth[name] = {"history": number, "variant": variant, "cv": cv,
                       "steps": variant_steps, "outliers": sorted(outliers),
                       "factors": {str(n): factors[n] for n in outliers}}
        series[name] = nightly
    return truth, series


def synthesize(args):
    pool = noise_pool(args.real)
    os.makedirs(args.out, exist_ok=True)
    truth = {}
    nightly = {}
    for number in range(args.histories):
        history_truth, history_series = history(number, args.seed, args.nights, pool,
                                                args.repetitions)
        truth.update(history_truth)
        nightly.update(history_series)
    for night in range(1, args.nights + 1):
        commit = hashlib.sha1(f"night {night}".encode()).hexdigest()[:12]
        entries = []
        for name in sorted(nightly):
            for repetition, value in enumerate(nightly[name][night - 1]):
                entries.append({
                    "name": name, "run_name": name, "run_type": "iteration",
                    "repetitions": args.repetitions, "repetition_index": repetition,
                    "iterations": 1, "real_time": value, "cpu_time": value, "time_unit": "ns"})
        date = datetime.date(2026, 9, 30) + datetime.timedelta(days=night)
        context = {"date": f"{date.isoformat()}T02:00:00+00:00",
                   "host_name": "synthetic", "num_cpus": 2, "cpu_model": "synthetic outliers",
                   "commit": commit, "dirty": "false", "library_build_type": "release"}
        name = f"night{night:03d}-{commit}.json"
        with open(os.path.join(args.out, name), "w") as handle:
            json.dump({"context": context, "benchmarks": entries}, handle)
    write_atomically(args.truth, json.dumps(
        {"seed": args.seed, "nights": args.nights, "histories": args.histories,
         "repetitions": args.repetitions, "series": truth}, indent=1) + "\n")
    print(f"outliers: wrote {args.histories} histories x {len(VARIANTS)} variants, "
          f"{args.nights} nights, to {args.out}", file=sys.stderr)


def judge(truth, found):
    """Scores one series: (steps found, steps exact, outliers called, false alarms)."""
    changes = sorted({(int(before), int(index)) for before, index in found})
    steps = [s["night"] - 1 for s in truth["steps"]]
    used = set()
    exact = near = 0

    def covers(change, night):
        return change[0] < night <= change[1]

    for step in steps:
        hit = [c for c in changes if c not in used and covers(c, step)]
        if hit:
            exact += 1
            used.add(hit[0])
            continue
        # One night away, counted in the nights the method kept: the step
        # is the last night before the change or the first after it.
        close = [c for c in changes if c not in used and c[0] <= step <= c[1] + 1]
        if close:
            near += 1
            used.add(close[0])
    called = 0
    for outlier in (n - 1 for n in truth["outliers"]):
        hits = [c for c in changes if c not in used
                and (covers(c, outlier) or covers(c, outlier + 1))]
        if hits:
            called += 1
            used.update(hits)
    alarms = len([c for c in changes if c not in used])
    return exact + near, exact, called, alarms


def score(args):
    with open(args.truth) as handle:
        truth = json.load(handle)
    series = truth["series"]
    methods = {}
    for text in args.method:
        name, path = text.split("=", 1)
        with open(path) as handle:
            methods[name] = json.load(handle)
    result = {"seed": truth["seed"], "nights": truth["nights"],
              "histories": truth["histories"], "methods": {}}
    for method, found in methods.items():
        table = {}
        for variant in VARIANTS:
            names = [n for n in series if series[n]["variant"] == variant]
            steps = sum(len(series[n]["steps"]) for n in names)
            totals = {"histories": len(names), "steps": steps, "steps_found": 0,
                      "steps_exact": 0, "histories_all_steps_found": 0,
                      "histories_outlier_called_change": 0, "outliers_called_change": 0,
                      "outliers": sum(len(series[n]["outliers"]) for n in names),
                      "false_alarms": 0, "histories_with_false_alarm": 0}
            for name in names:
                got, exact, called, alarms = judge(series[name], found.get(name, []))
                totals["steps_found"] += got
                totals["steps_exact"] += exact
                totals["histories_all_steps_found"] += got == len(series[name]["steps"])
                totals["outliers_called_change"] += called
                totals["histories_outlier_called_change"] += called > 0
                totals["false_alarms"] += alarms
                totals["histories_with_false_alarm"] += alarms > 0
            table[variant] = totals
        result["methods"][method] = table
    write_atomically(args.out, json.dumps(result, indent=1) + "\n")


NAMES = {
    "ours": "track changes (ours, outlier nights left out)",
    "ours_unfiltered": "track changes, every night kept (`--outlier-threshold 0`, as before)",
    "otava_default": "Otava default (t-test), p <= 0.001",
    "otava_default_05": "Otava default (t-test), p <= 0.05",
    "otava_orig": "Otava orig (permutations), p <= 0.001",
}
WORDS = {"clean": "steps only", "one": "steps + 1 outlier night",
         "three": "steps + 3 outlier nights", "flat": "no step, 1 outlier night"}


def percent(part, whole):
    return f"{100 * part / whole:.1f}%" if whole else "-"


def summarize(args):
    with open(args.scores) as handle:
        scores = json.load(handle)
    histories = scores["histories"]
    lines = [
        "# Change points with outlier nights",
        "",
        f"Produced by `{args.command}`: {histories} synthetic histories of {scores['nights']} "
        "nights (9 repetitions a night, noise shaped on this machine's run, coefficient of "
        "variation 4-8%, each history its own noise seed), two steps of 8-15% each, in four "
        "variants sharing their noise; an outlier night is every repetition 1.3x to 3x slower "
        "(`Scripts/lib/changepoints/outliers.py` says exactly how they are drawn). A step is found "
        "when a change point covers its night or sits one night away; an outlier is called a "
        "change when a change point matching no step sits on it or on the night after it.",
        "",
        "| method | histories | steps found | exactly | all steps found | outlier called a change"
        " (histories) | other false alarms (histories) |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for method, table in scores["methods"].items():
        for variant in VARIANTS:
            row = table[variant]
            steps = row["steps"]
            found = percent(row["steps_found"], steps) if steps else "-"
            exact = percent(row["steps_exact"], steps) if steps else "-"
            every = percent(row["histories_all_steps_found"], row["histories"]) if steps else "-"
            called = (percent(row["histories_outlier_called_change"], row["histories"])
                      if row["outliers"] else "-")
            lines.append(
                f"| {NAMES.get(method, method)} | {WORDS[variant]} | {found} | {exact} | {every} "
                f"| {called} | {percent(row['histories_with_false_alarm'], row['histories'])} |")
    checks = acceptance(scores["methods"]["ours"])
    lines += ["", "Acceptance (issue 22), computed from the table:", ""] + [
        f"- {text}: {'PASS' if ok else 'FAIL'}{';' if k + 1 < len(checks) else '.'}"
        for k, (text, ok) in enumerate(checks)] + [""]
    write_atomically(args.out, "\n".join(lines))
    return 0 if all(ok for _, ok in checks) else 1


# A detector that finds nothing keeps the gap at 0 and calls no outlier a
# change: the acceptance also asks it to find the steps it finds without
# outlier nights (99% at 500 histories), at least this often.
MIN_FOUND = 0.90


def acceptance(ours):
    """The acceptance checks of issue 22 on our rates, as (text, passed)."""
    clean = ours["clean"]["steps_found"] / ours["clean"]["steps"]
    one = ours["one"]["steps_found"] / ours["one"]["steps"]
    called = max(ours[v]["histories_outlier_called_change"] / ours[v]["histories"]
                 for v in ("one", "three", "flat"))
    return [
        (f"steps found with one outlier night {100 * one:.1f}% against {100 * clean:.1f}% "
         f"without: {100 * abs(clean - one):.1f} points apart (at most 10)", abs(clean - one) <= 0.10),
        (f"outliers called a change in at most {100 * called:.1f}% of histories (one, three "
         f"or no step; at most 1%)", called <= 0.01),
        (f"steps found without outlier nights {100 * clean:.1f}% (at least {100 * MIN_FOUND:.0f}%)",
         clean >= MIN_FOUND),
    ]


def judge_scores(args):
    """Prints the acceptance of --scores and exits 1 when any check fails."""
    with open(args.scores) as handle:
        checks = acceptance(json.load(handle)["methods"]["ours"])
    for text, ok in checks:
        print(f"outliers: {text}: {'PASS' if ok else 'FAIL'}")
    return 0 if all(ok for _, ok in checks) else 1


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="action", required=True)
    make = commands.add_parser("synthesize")
    make.add_argument("--real", required=True)
    make.add_argument("--out", required=True)
    make.add_argument("--truth", required=True)
    make.add_argument("--histories", type=int, required=True)
    make.add_argument("--seed", type=int, required=True)
    make.add_argument("--nights", type=int, default=40)
    make.add_argument("--repetitions", type=int, default=9)
    judge_parser = commands.add_parser("score")
    judge_parser.add_argument("--truth", required=True)
    judge_parser.add_argument("--method", action="append", required=True)
    judge_parser.add_argument("--out", required=True)
    summary = commands.add_parser("summarize")
    summary.add_argument("--scores", required=True)
    summary.add_argument("--command", required=True)
    summary.add_argument("--out", required=True)
    verdict = commands.add_parser("judge")
    verdict.add_argument("--scores", required=True)
    args = parser.parse_args()
    if args.action == "synthesize":
        if args.histories < 1 or args.nights < 36:
            sys.exit("outliers: --histories must be >= 1 and --nights >= 36")
        synthesize(args)
    elif args.action == "score":
        score(args)
    elif args.action == "judge":
        sys.exit(judge_scores(args))
    else:
        sys.exit(summarize(args))


if __name__ == "__main__":
    main()
