"""The regression zoo's table from one `measure` run's files: per change,
its simulated-cost and quiet wall-time ratios and every mode's verdict;
the A/A pairs' false alarms; the Spearman rank correlation of the two
ratios over the changes and their worst disagreement. Written through
Scripts/lib/results_file.py to results/regression-zoo/.
With --wall-from, the stored and paired wall-time columns are read from an
earlier run's results (the same BASE; the builds are cached by patch, so
the same binaries) instead of WORKDIR, and the table says so.
usage: summarize.py WORKDIR ZOO.TSV BASE_COMMIT [--wall-from RESULTS.json] KEY..."""
import json
import math
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Scripts", "lib"))
import results_file  # noqa: E402

work, tsv, base_commit, keys = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
wall_from = None
if keys[:1] == ["--wall-from"]:
    wall_from, keys = keys[1], keys[2:]
    earlier = json.load(open(wall_from))
    if earlier["base_commit"] != base_commit:
        sys.exit(f"summarize.py: {wall_from} measured BASE {earlier['base_commit'][:12]}, not {base_commit[:12]}")
    earlier_rows = {r["key"]: r for r in earlier["rows"]}
    missing = [k for k in keys if k not in earlier_rows]
    if missing:
        sys.exit(f"summarize.py: {wall_from} has no wall figures for {', '.join(missing)}")
zoo = {}
for line in open(tsv):
    fields = line.rstrip("\n").split("\t")
    if len(fields) == 3 and fields[0] != "key" and not fields[0].startswith("#"):
        zoo[fields[0]] = {"benchmark": fields[1], "kind": fields[2]}


def verdict(metric, key):
    path = f"{work}/verdict-{metric}-{key}.json"
    try:
        data = json.load(open(path))
    except (OSError, ValueError):
        return {"verdict": "failed", "change": None}
    item = next((b for b in data["benchmarks"] if b["name"].startswith(zoo[key]["benchmark"])), None)
    if not item:
        return {"verdict": "missing", "change": None}
    return {"verdict": item["verdict"], "change": item.get("change"), "reason": item.get("reason")}


def median_counter(path, name, counter):
    try:
        data = json.load(open(path))
    except (OSError, ValueError):
        return math.nan
    values = [b[counter] for b in data["benchmarks"]
              if b.get("run_type") != "aggregate" and b["name"].startswith(name) and counter in b]
    return statistics.median(values) if values else math.nan


def paired(key):
    try:
        data = json.load(open(f"{work}/paired-{key}.json"))
    except (OSError, ValueError):
        return {"verdict": "failed", "ratio": None, "detectable": None, "rounds": 0}
    item = data["benchmarks"][0]
    ratios = [r["log_ratio"] for r in item["rounds"] if r["phase"] != "warmup"]
    return {"verdict": item["verdict"], "ratio": math.exp(statistics.median(ratios)) if ratios else None,
            "detectable": item.get("detectable_change"), "rounds": len(ratios), "reason": item["reason"]}


# Each deterministic figure's ratio field, checked against the paired wall
# ratio; the first is the simulated-cost mode's headline (the pipeline model).
FIGURES = {"pipeline_ratio": "pipeline_cycles", "simulated_ratio": "estimated_cycles",
           "instruction_ratio": "instructions"}
rows = []
for key in keys:
    entry = dict(zoo[key], key=key)
    slug = entry["benchmark"].replace("/", "_")
    base = f"{work}/sim-base-{slug}.json"
    head = f"{work}/sim-{key}.json"
    for field, counter in FIGURES.items():
        ratio = median_counter(head, entry["benchmark"], counter) / median_counter(base, entry["benchmark"], counter)
        entry[field] = None if math.isnan(ratio) else ratio
    entry["modes"] = {m: verdict(m, key) for m in ("pipeline_cycles", "estimated_cycles", "instructions")}
    if wall_from:
        entry["modes"]["real_time"] = earlier_rows[key]["modes"]["real_time"]
        entry["paired"] = earlier_rows[key]["paired"]
    else:
        entry["modes"]["real_time"] = verdict("real_time", key)
        entry["paired"] = paired(key)
    rows.append(entry)


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman_of(field):
    """The rank correlation of a figure's ratios with the paired wall ratios,
    and the change whose two ranks differ most."""
    changes = [r for r in rows if r["kind"] != "A/A" and r["paired"]["ratio"] and r[field]]
    if len(changes) < 3:
        return None, None, len(changes)
    a = ranks([r[field] for r in changes])
    b = ranks([r["paired"]["ratio"] for r in changes])
    ma, mb = statistics.mean(a), statistics.mean(b)
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    rho = cov / math.sqrt(sum((x - ma) ** 2 for x in a) * sum((y - mb) ** 2 for y in b))
    index = max(range(len(changes)), key=lambda i: abs(a[i] - b[i]))
    worst = {"key": changes[index]["key"], "simulated_rank": a[index], "wall_rank": b[index],
             "simulated_ratio": changes[index][field], "wall_ratio": changes[index]["paired"]["ratio"]}
    return rho, worst, len(changes)


correlations = {field: spearman_of(field) for field in FIGURES}
spearman, worst, _ = correlations["pipeline_ratio"]


def pct(value):
    return "n/a" if value is None else f"{(value - 1) * 100:+.1f}%"


def cell(mode):
    change = mode.get("change")
    word = "**regression**" if mode["verdict"] == "regression" else mode["verdict"]
    return f"{change * 100:+.1f}% {word}" if change is not None else word


caught = {m: [r["key"] for r in rows if r["kind"] != "A/A" and
              (r["modes"][m]["verdict"] if m != "paired" else r["paired"]["verdict"]) == "regression"]
          for m in ("pipeline_cycles", "estimated_cycles", "instructions", "real_time", "paired")}
false = {m: [r["key"] for r in rows if r["kind"] == "A/A" and
             (r["modes"][m]["verdict"] if m != "paired" else r["paired"]["verdict"]) == "regression"]
         for m in caught}
ten = [r for r in rows if r["key"].endswith("-10")]
three = [r for r in rows if r["key"].endswith("-3")]
deterministic = ("pipeline_cycles", "estimated_cycles", "instructions")
ten_missed = [r["key"] for r in ten if not any(r["modes"][m]["verdict"] == "regression" for m in deterministic)]
three_missed = [r["key"] for r in three if r["modes"]["pipeline_cycles"]["verdict"] != "regression"]
three_missed_estimated = [r["key"] for r in three if r["modes"]["estimated_cycles"]["verdict"] != "regression"]

stamp, commit = results_file.stamp_and_commit()
total = len([r for r in rows if r["kind"] != "A/A"])
wall_source = (f" The two wall-time columns are those of `{os.path.basename(wall_from)}` (the same BASE "
               "and the same cached builds), measured at a quieter time." if wall_from else "")
lines = ["# Regression zoo: which mode catches which change\n",
         f"`Evaluations/regression-zoo/measure` applied each patch of `Evaluations/regression-zoo/patches/` "
         f"to {base_commit[:12]} and judged it against that commit's build on its benchmark "
         f"(measured at {commit}, {stamp}). Simulated cost: one callgrind run of 3 repetitions a side "
         "with cache and branch simulation and per-instruction counts (`bench-instructions --simulate "
         "--pipeline`), judged by `track compare --metric pipeline_cycles` (the pipeline model), "
         "`estimated_cycles` (the cache model) and `instructions`; stored "
         "wall: a run of every zoo benchmark, 10 repetitions, by each side at a different time "
         "(`--metric real_time`); paired: `track ab` (CPU time, at least 40 and at most 80 rounds a phase). "
         "\"wall ratio\" is the median ratio over all the paired rounds; \"visible from\" the smallest "
         "change the paired interval would have called a regression." + wall_source + "\n",
         "| change | benchmark | pipeline ratio | cache-model ratio | instructions ratio | wall ratio (paired median) | "
         "pipeline cycles | estimated cycles | instructions | stored wall | paired | visible from |",
         "|---|---|---:|---:|---:|---:|---|---|---|---|---|---:|"]
for r in rows:
    p = r["paired"]
    paired_word = "**regression**" if p["verdict"] == "regression" else p["verdict"]
    lines.append(
        f"| `{r['key']}` | `{r['benchmark']}` | {pct(r['pipeline_ratio'])} | {pct(r['simulated_ratio'])} | "
        f"{pct(r['instruction_ratio'])} | {pct(p['ratio'])} | {cell(r['modes']['pipeline_cycles'])} | "
        f"{cell(r['modes']['estimated_cycles'])} | {cell(r['modes']['instructions'])} | "
        f"{cell(r['modes']['real_time'])} | {paired_word} ({p['rounds']} rounds) | "
        f"{pct(None if p['detectable'] is None else 1 + p['detectable'])} |")
lines += ["", "| mode | changes called a regression | false regressions on the A/A pairs |", "|---|---:|---:|"]
for m, name in (("pipeline_cycles", "simulated cost (pipeline cycles)"),
                ("estimated_cycles", "simulated cost (estimated cycles, cache model)"),
                ("instructions", "instructions"), ("real_time", "stored wall time"), ("paired", "paired wall time")):
    lines.append(f"| {name} | {len(caught[m])} of {total} | {len(false[m])} of "
                 f"{len([r for r in rows if r['kind'] == 'A/A'])} |")
lines += ["", "| check | result |", "|---|---|",
          "| every ~10% change called a regression by a deterministic mode | "
          + ("yes" if not ten_missed else "no: " + ", ".join(ten_missed)) + " |",
          "| every ~3% change called a regression by simulated cost (pipeline cycles) | "
          + ("yes" if not three_missed else "no: " + ", ".join(three_missed)) + " |"]
names = {"pipeline_ratio": "pipeline cycles", "simulated_ratio": "estimated cycles (cache model)",
         "instruction_ratio": "instructions"}
for field, (rho, bad, count) in correlations.items():
    if rho is None:
        continue
    lines.append(f"| Spearman rank correlation, {names[field]} against paired wall ratio, {count} changes "
                 f"(target 0.8) | {rho:.2f} |")
    lines.append(f"| its worst disagreement | `{bad['key']}`: {pct(bad['simulated_ratio'])} "
                 f"(rank {bad['simulated_rank']:g}), wall {pct(bad['wall_ratio'])} "
                 f"(rank {bad['wall_rank']:g}) |")
markdown = "\n".join(lines) + "\n"
document = {"base_commit": base_commit, "commit": commit, "time": stamp, "rows": rows,
            "caught": caught, "false_alarms": false, "ten_percent_missed_by_deterministic": ten_missed,
            "three_percent_missed_by_simulated": three_missed,
            "three_percent_missed_by_estimated_cycles": three_missed_estimated,
            "spearman": spearman, "worst": worst, "wall_from": wall_from and os.path.basename(wall_from),
            "correlations": {f: {"spearman": c[0], "worst": c[1], "changes": c[2]} for f, c in correlations.items()}}
path = results_file.write_results("regression-zoo", stamp, commit, document, markdown)
print(markdown, end="")
print(path + ".json")
