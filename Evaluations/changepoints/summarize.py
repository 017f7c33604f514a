"""Summarises evaluate.py's trials into results/changepoints-eval/.

usage: summarize.py --trials TRIALS.jsonl [--levels DIR LEVEL...] --primary-table TABLE.md
                    --primary-text TRACK.txt --out DIR --command CMD
Writes DIR/eval.json and DIR/README.md (atomically).
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "Scripts", "lib"))
from results_file import atomic_write as write_atomically  # noqa: E402

NAMES = {"ours": "track changes (ours)", "otava_default": "Otava default (t-test)",
         "otava_orig": "Otava orig (permutations)"}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trials", required=True)
    parser.add_argument("--primary-table", required=True)
    parser.add_argument("--primary-text", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--command", required=True)
    parser.add_argument("--setup", required=True)
    parser.add_argument("--levels", nargs="+", default=[])
    args = parser.parse_args()
    with open(args.trials) as handle:
        trials = [json.loads(line) for line in handle if line.strip()]

    def score(trials, method):
        per_step = {}
        perfect = 0
        alarms = 0
        clean = 0
        for trial in trials:
            result = trial["methods"][method]
            for step in result["steps"]:
                key = f"{step['percent']:+g}% {step['benchmark']} night {step['night']}"
                counts = per_step.setdefault(key, {"exact": 0, "off by one": 0, "missed": 0})
                counts[step["outcome"]] += 1
            alarms += len(result["false_alarms"])
            clean += not result["false_alarms"]
            perfect += all(s["outcome"] == "exact" for s in result["steps"]) and not result["false_alarms"]
        return {"steps": per_step, "false_alarms": alarms,
                "trials_without_false_alarm": clean,
                "trials_all_exact_and_nothing_else": perfect}

    summary = {method: score(trials, method) for method in NAMES}
    by_level = {}
    if args.levels:
        folder, levels = args.levels[0], args.levels[1:]
        for level in levels:
            with open(os.path.join(folder, f"levels-{level}.jsonl")) as handle:
                level_trials = [json.loads(line) for line in handle if line.strip()]
            by_level[level] = {"summary": score(level_trials, "ours"), "per_trial": level_trials}
    document = {"trials": len(trials), "summary": summary, "per_trial": trials,
                "ours_at_other_levels": by_level, "command": args.command}
    write_atomically(os.path.join(args.out, "eval.json"), json.dumps(document, indent=2) + "\n")

    primary = trials[0]
    lines = [
        "# Change points over a synthetic 30-night history",
        "",
        f"Produced by `{args.command}`. {args.setup}",
        "",
        f"## Seed {primary['seed']}: the acceptance run",
        "",
        "| method | " + " | ".join(
            f"{s['percent']:+g}% {s['benchmark']} night {s['night']}"
            for s in primary["methods"]["ours"]["steps"]) + " | other change points |",
        "|---|" + "---|" * (len(primary["methods"]["ours"]["steps"]) + 1),
    ]
    for method, name in NAMES.items():
        result = primary["methods"][method]
        cells = []
        for step in result["steps"]:
            if step["outcome"] == "missed":
                cells.append("missed")
            else:
                cells.append(f"{step['outcome']}: night {step['found_night']} "
                             f"({step['measured_change'] * 100:+.1f}%)")
        others = ", ".join(f"{a['benchmark']} night {a['night']} ({a['relative_change'] * 100:+.1f}%)"
                           for a in result["false_alarms"]) or "none"
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {others} |")
    lines += ["", "`track changes` on that series:", "", "```"]
    with open(args.primary_text) as handle:
        lines += handle.read().rstrip("\n").split("\n")
    lines += ["```", "", "### Otava beside ours, same series", ""]
    with open(args.primary_table) as handle:
        lines += handle.read().rstrip("\n").split("\n")
    lines += ["", f"## All {len(trials)} seeds (noise seeds 1..{len(trials)}, same steps)", "",
              "| method | step | exact night | off by one | missed |", "|---|---|---:|---:|---:|"]
    for method, name in NAMES.items():
        for step, counts in summary[method]["steps"].items():
            lines.append(f"| {name} | {step} | {counts['exact']} | {counts['off by one']} | "
                         f"{counts['missed']} |")
    lines += ["", "| method | false alarms (all seeds) | seeds without one | "
              "seeds with all three exact and nothing else |", "|---|---:|---:|---:|"]
    for method, name in NAMES.items():
        s = summary[method]
        lines.append(f"| {name} | {s['false_alarms']} | {s['trials_without_false_alarm']}/{len(trials)} | "
                     f"{s['trials_all_exact_and_nothing_else']}/{len(trials)} |")
    if by_level:
        lines += ["", "Ours at looser significance levels, same seeds (0.001 is the default):", "",
                  "| p <= | " + " | ".join(summary["ours"]["steps"]) +
                  " | false alarms | seeds all exact and nothing else |",
                  "|---|" + "---:|" * (len(summary["ours"]["steps"]) + 2)]
        rows = [("0.001", summary["ours"])] + [(level, v["summary"]) for level, v in by_level.items()]
        for level, s in rows:
            cells = [f"{c['exact']} exact, {c['off by one']} +-1" for c in s["steps"].values()]
            lines.append(f"| {level} | " + " | ".join(cells) +
                         f" | {s['false_alarms']} | {s['trials_all_exact_and_nothing_else']}/{len(trials)} |")
    write_atomically(os.path.join(args.out, "README.md"), "\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
