#!/usr/bin/env python3
"""Writes the synthetic history beside this file (benchmarks/, paired/).

The history page's layout check (Scripts/ci/check-history-page) draws its
pages from this history, so it holds what makes labels long or odd:
three machines (14 nights, 5 nights, 1 run), steps up and down, a step
across a unit boundary (985 us to 1.04 ms), an outlier night, a benchmark
that ran once, values from 97 ns to 2.3 ms and from 412 to 1.23 G
instructions, a run of nights on one commit, a benchmark name too long for
a card, and paired nights with a regression and a gap. Every entry carries
both times and an `instructions` counter, so the same files serve the
wall-time page and the instruction page (the check links them as
benchmarks/ and instructions/ of one results root).

Seeded: running it again writes the same bytes.
usage: python3 generate.py
"""
import hashlib
import json
import math
import os
import random
import shutil
import sys

if len(sys.argv) > 1:
    sys.exit(__doc__.strip())
here = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(30)
LONG = "raster/fillRoundedRectangle/antialiased/with-a-rather-long-benchmark-name/1179x2556"


def commit(machine, night):
    return hashlib.sha1(f"{machine}-{night}".encode()).hexdigest()[:12]


def series(name, night, nights):
    """(nanoseconds, instructions) of a benchmark on a night, or None."""
    late = night >= nights - 6
    table = {
        "fuzz/clip.wellFormed": (1020, 3360 * (1.019 if late else 1)),
        "geometry/clipRect": (97 * (1.7 if night == 5 else 1), 412 * (1.5 if night == 5 else 1)),
        "memory/memset/640x1136": (48200 * (0.85 if night >= nights - 7 else 1), 1.22e6),
        "fuzz/raster.matchesReference": (985e3 * (1.056 if late else 1), 12.34e6),
        LONG: (2.3e6, 1.234e9),
        "geometry/insets.new": (41, 188) if night == nights - 1 else None,
    }
    return table.get(name)


def write(path, document):
    with open(path, "w") as file:
        json.dump(document, file, separators=(",", ":"))
        file.write("\n")


def runs(machine, cpu, cpus, nights, hour, names, first_day):
    for night in range(nights):
        # Nights 3 and 4 measure one commit: a band of identical code.
        label = commit(machine, 3 if night == 4 else night)
        entries = []
        for name in names:
            values = series(name, night, nights)
            if values is None:
                continue
            time, instructions = values
            for index in range(3):
                noise = 1 + rng.gauss(0, 0.004)
                entries.append({
                    "name": name, "run_name": name, "run_type": "iteration",
                    "repetitions": 3, "repetition_index": index, "iterations": 100,
                    "real_time": round(time * noise, 3), "cpu_time": round(time * noise, 3),
                    "time_unit": "ns",
                    "instructions": round(instructions * (1 + rng.gauss(0, 0.0002)), 1)})
        day = f"2026-11-{first_day + night:02d}"
        context = {"date": f"{day}T{hour:02d}:00:00+00:00", "host_name": machine,
                   "num_cpus": cpus, "cpu_model": cpu, "commit": label,
                   "library_build_type": "release"}
        name = f"{day.replace('-', '')}T{hour:02d}0000Z-{label}.json"
        write(os.path.join(here, "benchmarks", name), {"context": context, "benchmarks": entries})


def paired(machine, cpu, cpus, nights):
    """Four nights of the first machine, each against the night before:
    10, 11 and 12 one chain, then 14 (13 was not paired: a new chain);
    memset 6% slower on night 12 (confirmed by fresh rounds), the long
    name unsure on night 11 (a wide interval)."""
    for night in [9, 10, 11, 13]:
        benchmarks = []
        for name, factor, spread in [("memory/memset/640x1136", 1.06 if night == 11 else 1, 0.004),
                                     (LONG, 1.0, 0.05 if night == 10 else 0.004)]:
            rounds = []
            # A screened regression counts once fresh rounds find it again.
            for index in range(41 if factor > 1 else 21):
                base = 48200 * (1 + rng.gauss(0, 0.003))
                head = base * factor * math.exp(rng.gauss(0, spread))
                phase = "warmup" if index == 0 else "screening" if index < 21 else "confirmation"
                rounds.append({"phase": phase,
                               "order": "AB" if index % 2 == 0 else "BA",
                               "base_real_time": round(base, 2), "base_cpu_time": round(base, 2),
                               "head_real_time": round(head, 2), "head_cpu_time": round(head, 2)})
            benchmarks.append({"name": name, "rounds": rounds})
        day = f"2026-11-{night + 1:02d}"
        context = {"base": commit(machine, night - 1), "head": commit(machine, night),
                   "date": f"{day}T02:30:00+00:00", "host_name": machine, "cpu_model": cpu,
                   "num_cpus": cpus}
        options = {"metric": "cpu_time", "threshold_percent": 2.5, "alpha": 0.05, "batch": 10,
                   "min_rounds": 10, "max_rounds": 200}
        name = f"{day.replace('-', '')}T023000Z-{context['base']}-{context['head']}.json"
        write(os.path.join(here, "paired", name),
              {"format": "safearea-paired/1", "context": context, "options": options,
               "benchmarks": benchmarks})


for folder in ["benchmarks", "paired"]:
    shutil.rmtree(os.path.join(here, folder), ignore_errors=True)
    os.makedirs(os.path.join(here, folder))
every = ["fuzz/clip.wellFormed", "geometry/clipRect", "memory/memset/640x1136",
         "fuzz/raster.matchesReference", LONG, "geometry/insets.new"]
a = ("ci-nightly", "Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz", 2)
runs(*a, nights=14, hour=2, names=every, first_day=1)
runs("ci-runner-with-a-rather-long-host-name", "AMD EPYC 7763 64-Core Processor", 4,
     nights=5, hour=3, names=every[:3], first_day=10)
runs("laptop", "ARM Neoverse-N1", 8, nights=1, hour=4, names=every[:4], first_day=14)
paired(*a, nights=14)
