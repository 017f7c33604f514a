"""Scores change points against the steps injected into a synthetic history.

Reads otava_compare.py's JSON (which carries ours and both Otava modes for
every series) and the injected steps; for each method, each step is "exact"
when a change point sits at its night, "off by one" when one sits a night
away, "missed" otherwise; every other change point is a false alarm.

usage: evaluate.py (--table TABLE.json | --ours OURS.json) --seed S
                   --step BENCH:NIGHT:PERCENT ...
With --ours (the JSON of `track changes --json`), only ours is scored.
Prints one JSON object.
"""

import argparse
import json

METHODS = ["ours", "otava_default", "otava_orig"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--table")
    parser.add_argument("--ours")
    parser.add_argument("--step", action="append", default=[])
    parser.add_argument("--seed", type=int, required=True)
    args = parser.parse_args()
    if args.ours:
        with open(args.ours) as handle:
            ours = json.load(handle)
        table = {"rows": [
            {"benchmark": b["name"], "ours": [c for c in b["changes"] if c["kind"] != "inconclusive"]}
            for m in ours["machines"] for b in m["benchmarks"]]}
        methods = ["ours"]
    else:
        with open(args.table) as handle:
            table = json.load(handle)
        methods = METHODS
    steps = []
    for text in args.step:
        name, night, percent = text.rsplit(":", 2)
        steps.append({"benchmark": name, "night": int(night), "percent": float(percent)})

    result = {"seed": args.seed, "methods": {}}
    for method in methods:
        found = {(row["benchmark"], c["index"] + 1): c for row in table["rows"] for c in row[method]}
        matched = set()
        outcomes = []
        for step in steps:
            key = (step["benchmark"], step["night"])
            near = [(step["benchmark"], step["night"] + d) for d in (-1, 1)]
            if key in found:
                outcome, matched_key = "exact", key
            elif any(k in found for k in near):
                matched_key = next(k for k in near if k in found)
                outcome = "off by one"
            else:
                outcome, matched_key = "missed", None
            if matched_key:
                matched.add(matched_key)
            change = found[matched_key]["relative_change"] if matched_key else None
            outcomes.append({**step, "outcome": outcome,
                             "found_night": matched_key[1] if matched_key else None,
                             "measured_change": change})
        false_alarms = [{"benchmark": k[0], "night": k[1], "relative_change": c["relative_change"]}
                        for k, c in sorted(found.items()) if k not in matched]
        result["methods"][method] = {"steps": outcomes, "false_alarms": false_alarms}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
