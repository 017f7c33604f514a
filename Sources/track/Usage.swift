import CommandLineOptions

// Policy: the option lines of the help are rendered from the commands'
// declarations (``Track/commands``), defaults included, so an option the
// parser accepts is always documented as it behaves; the prose around them
// explains what one line cannot.

/// The text of `track --help`.
let usageText: String = {
  var lines = [
    "usage: track <command> [options]",
    "",
    "Reads Google Benchmark JSON files (bare NaN/Infinity accepted), compares runs",
    "with the Mann-Whitney U test, keeps a per-machine history and draws it.",
    "",
    "commands:",
  ]
  for command in Track.commands {
    let configuration = command.configuration
    let heading = [configuration.name, configuration.operands.synopsis].filter { !$0.isEmpty }
    lines.append("  " + heading.joined(separator: " "))
    lines.append("      " + configuration.summary)
    lines += helpLines(for: command.ownOptions).map { "  " + $0 }
  }
  lines += ["", "comparison options (compare, check and history):"]
  lines += helpLines(for: ComparisonArguments.options)
  lines += ["", "change-point options (changes and history):"]
  lines += helpLines(for: ChangePointArguments.options)
  lines += [
    "",
    "verdicts (compare and check), one per benchmark, with its reason:",
    "  regression    slower beyond the threshold, AND significant (Mann-Whitney U,",
    "                p adjusted across benchmarks <= alpha), AND beyond the runs' own",
    "                spread (IQR/median), AND separated (|Cliff's delta| >= 0.8)",
    "  improvement   the same, faster",
    "  unchanged     within the threshold, and the data could have shown a change",
    "                of the threshold's size",
    "  inconclusive  the data cannot tell: too few repetitions, too noisy, not",
    "                significant, or the repetitions cannot reach the p-value the",
    "                correction needs (the reason says how many would)",
    "With --metric instructions or a simulated cost (estimated_cycles,",
    "pipeline_cycles, l1_misses, ll_misses, branch_mispredictions:",
    "Scripts/run/bench-instructions --simulate), counts are judged by their",
    "medians against the threshold and the counts' range (load does not change",
    "them; one repetition is enough).",
    "",
    "thresholds: each benchmark declares its group and thresholds where the runner",
    "registers it, and the runner writes them into the run's context (key",
    "safe_area_benchmarks); compare and check use the contender's, else the",
    "baseline's. A change must exceed both the relative threshold (percent) and",
    "the absolute one (ns or instructions). A run without them (older runs, other",
    "runners) is judged by the defaults: --threshold (5%), no absolute threshold.",
    "--threshold sets every benchmark's relative threshold; --group memory-bound",
    "or cpu-bound judges only that group (groups: `bench --list-group NAME`).",
    "A thresholds file (--thresholds) replaces the declared thresholds, for old",
    "runs and experiments; later rules win, --threshold overrides its default:",
    #"  {"default": {"real_time": {"relative": 5}, "instructions": {"relative": 1}},"#,
    #"   "rules": [{"match": "memory/*", "real_time": {"relative": 10, "absolute": 50}}]}"#,
    "",
    "named baselines: `track baseline --save main [RUN]` copies RUN (default the",
    "newest run) to DIR/baselines/main.json; `track check --baseline main RUN` then",
    "gates a CI job. `baseline --list` lists them. Without --save, `baseline`",
    "prints the machine's baseline run (nothing when there is none); --set",
    "records DIR/baselines/<machine>.json; --previous-commit prints the commit of",
    "the machine's newest earlier run (the nightly pairs tonight with it). With",
    "--metric instructions, history reads DIR/instructions/ and writes",
    "DIR/history-instructions.html and .md; with a simulated cost it reads",
    "DIR/simulated/ and writes DIR/history-METRIC.html and .md.",
    "",
    "--json prints one JSON object: metric, correction, alpha, counts per verdict,",
    "and per benchmark its verdict, reason_code, reason, medians, change, p_value,",
    "adjusted_p_value, minimum_p_value, required_p_value, cliffs_delta, spread,",
    "thresholds and repetitions_needed. `check` then prints its PASS/FAIL line on",
    "standard error.",
    "",
    "`changes` runs E-divisive means (q-hat, alpha 1) on each benchmark's run",
    "medians over the whole history, per machine, testing each split with seeded",
    "permutations; a failed candidate with p up to ten times the level is listed",
    "as inconclusive. Outlier nights (further than --outlier-threshold robust",
    "deviations above or below the nights on both sides) are left out of the test",
    "and of the levels, and listed; the history chart keeps its scale for the",
    "other nights and draws them at its edge. `history` puts those changes at the",
    "top of its page. Runs are numbered from 1, the oldest run 1: the text's",
    "`at run 7` and `outliers ... run 17` are --json's run_number; --json's index",
    "is the same run counted from 0 (run_number - 1).",
    "",
    "`ab BASE HEAD` runs two bench executables side by side (Scripts/run/bench-ab builds",
    "commits first): one process per benchmark per side per round, rounds interleaved",
    "in seeded order (AB/BA in pairs), the first round dropped. After every batch each",
    "benchmark's median log(head/base) gets an exact order-statistic interval at",
    "1 - alpha/benchmarks: wholly above +threshold is a regression, below -threshold an",
    "improvement, inside unchanged; else more rounds, up to --max-rounds (then",
    "inconclusive, with the rounds it would need) or --budget. A regression counts",
    "only when fresh rounds find it again. Every round's times and log-ratio go to",
    "the result file; `check --paired FILE` gates on it (verdicts recomputed from the",
    "rounds).",
    "",
    "Every command also takes --help.",
    "",
    "exit status: 0 ok (no regression: improvements, unchanged and inconclusive",
    "included; check says PASS), 1 a regression, 2 bad input (missing or",
    "malformed file; a NaN, infinite, zero or negative value of the compared",
    "metric; a bad thresholds file or option; the message names the file and",
    "the benchmark or field).",
  ]
  return lines.joined(separator: "\n")
}()
