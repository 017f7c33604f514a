import BenchmarkTracking
import CommandLineOptions

// Policy: each subcommand declares its operands and options once, here;
// the parser checks arguments against them and the help is rendered from
// them, so the two cannot disagree. Every subcommand also accepts --help.

/// A `track` subcommand: what it takes and which options it accepts.
enum TrackCommand: String, CaseIterable {
  /// Compares two runs benchmark by benchmark.
  case compare
  /// Compares a contender with a named or given baseline as a CI gate.
  case check
  /// Regenerates the history page from every stored run.
  case history
  /// Prints (or records) the baseline run for a machine.
  case baseline
  /// Adds instruction counts from callgrind dumps to a run.
  case importCallgrind = "import-callgrind"
  /// Finds change points over each benchmark's whole history.
  case changes
  /// Runs two bench executables side by side, in interleaved rounds, and
  /// judges each benchmark sequentially.
  case ab

  /// The positional operands, as help shows them.
  var operands: String {
    switch self {
    case .compare: "BASELINE CONTENDER"
    case .check: "CONTENDER"
    case .history, .changes: ""
    case .baseline: "[RUN]"
    case .importCallgrind: "RUN DUMP..."
    case .ab: "BASE HEAD"
    }
  }

  /// How many positional operands the command takes.
  var operandCount: ClosedRange<Int> {
    switch self {
    case .compare: 2...2
    case .check: 1...1
    case .history, .changes: 0...0
    case .baseline: 0...1
    case .importCallgrind: 2...Int.max
    case .ab: 2...2
    }
  }

  /// One line saying what the command does.
  var summary: String {
    switch self {
    case .compare: "compare two runs benchmark by benchmark"
    case .check: "CI gate: compare CONTENDER with a baseline; exit 1 only on a regression"
    case .history: "regenerate the history page from every stored run"
    case .baseline: "print the baseline run for a contender's machine, or save a named one"
    case .importCallgrind:
      "add per-iteration 'instructions' (and simulated-cost) counters from callgrind dumps"
    case .changes: "find change points over each benchmark's whole history (E-divisive)"
    case .ab: "paired comparison: run two bench executables in interleaved rounds, judge each"
    }
  }

  /// The options only this command takes, in the order help lists them.
  var ownOptions: [OptionSpec] {
    switch self {
    case .compare:
      Self.verdictOptions
    case .check:
      [
        .value(
          "baseline", "NAME|FILE", help: "a named baseline (DIR/baselines/NAME.json) or a run"),
        .flag(
          "paired", help: "CONTENDER is a paired result (track ab); gate on its verdicts"),
        .value("results", "DIR", help: "results root holding baselines/ (default results)"),
      ] + Self.verdictOptions
    case .history:
      [
        .value("results", "DIR", help: "results root holding benchmarks/ (default results)"),
        .value("html", "FILE", help: "page to write (default DIR/history.html)"),
        .value("markdown", "FILE", help: "summary to write (default DIR/history.md)"),
      ]
    case .baseline:
      [
        .value("results", "DIR", help: "results root (default results)"),
        .value("for", "FILE", help: "the contender (default: newest run in DIR/benchmarks)"),
        .value("set", "FILE", help: "record FILE as its machine's baseline instead"),
        .value(
          "save", "NAME",
          help: "copy RUN (default: newest in DIR/benchmarks) to DIR/baselines/NAME.json"),
        .flag("list", help: "list the named baselines"),
        .flag(
          "previous-commit",
          help: "print the commit of the machine's newest earlier run instead (with --for)"),
      ]
    case .importCallgrind:
      [
        .value("out", "FILE", help: "where to write the result (required)"),
        .flag(
          "pipeline",
          help: "also add pipeline_cycles: the code costed by llvm-mca plus the simulated"
            + " read misses and mispredictions (needs objdump and llvm-mca)"),
        .value("llvm-mca", "PATH", help: "the llvm-mca to run with --pipeline (default llvm-mca)"),
      ]
    case .changes:
      [
        .value("results", "DIR", help: "results root holding benchmarks/ (default results)"),
        .flag(
          "json",
          help: "print JSON instead of text (a run's run_number counts from 1 as the "
            + "text's 'run N' does; its index is run_number - 1)"),
      ] + Self.comparisonOptions.filter { $0.name == "metric" } + []
    case .ab:
      [
        .value("filter", "REGEX", help: "Google Benchmark filter of the benchmarks (default all)"),
        .value("out", "FILE", help: "result file (default DIR/paired/<time>-<base>-<head>.json)"),
        .value("results", "DIR", help: "results root for the default --out (default results)"),
        .value("base-label", "TEXT", help: "name of the base side, e.g. its commit (default base)"),
        .value("head-label", "TEXT", help: "name of the head side (default head)"),
        .value("metric", "NAME", help: "cpu_time or real_time (default cpu_time)"),
        .value("threshold", "P", help: "smallest change that is a verdict, percent (default 2.5)"),
        .value("alpha", "A", help: "family-wise error level over the benchmarks (default 0.05)"),
        .value("batch", "N", help: "rounds between two looks (default 10)"),
        .value("min-rounds", "N", help: "rounds a phase needs before it decides (default 10)"),
        .value("max-rounds", "N", help: "rounds after which a phase is inconclusive (default 200)"),
        .value("budget", "SECONDS", help: "stop adding rounds after this long (default 840)"),
        .value(
          "family", "N", help: "correct as if N benchmarks were compared (default: those compared)"),
        .value("min-time", "SECONDS", help: "--benchmark_min_time of each process (default 0.05)"),
        .value("seed", "S", help: "seed of the round order (default 1)"),
        .value("design", "NAME", help: "interleaved (default) or duet (both at once, a core each)"),
        .value("markdown", "FILE", help: "also write the verdict table as Markdown"),
      ]
    }
  }

  /// Whether the command also takes ``comparisonOptions``.
  var comparesRuns: Bool { self == .compare || self == .check || self == .history }

  /// Whether the command also takes ``changePointOptions``.
  var findsChanges: Bool { self == .changes || self == .history }

  /// Every option the command accepts.
  var options: [OptionSpec] {
    ownOptions + (comparesRuns ? Self.comparisonOptions : [])
      + (findsChanges ? Self.changePointOptions : []) + [Self.help]
  }

  /// `--help`, which every command takes.
  static let help = OptionSpec.flag("help", help: "show this help")

  /// The options `compare` and `check` share: thresholds file, group and
  /// output.
  static let verdictOptions: [OptionSpec] = [
    .value(
      "thresholds", "FILE",
      help: "thresholds file; overrides those the runs declare (default: the runs')"),
    .value("group", "NAME", help: "judge only the memory-bound or cpu-bound benchmarks"),
    .flag("json", help: "print a machine-readable JSON summary instead of the table"),
    .value("markdown", "FILE", help: "also write the table as Markdown"),
  ]

  /// The options `compare`, `check` and `history` share: how two runs are
  /// compared.
  static let comparisonOptions: [OptionSpec] = [
    .value("metric", "NAME", help: "\(Metric.namesInProse) (default real_time)"),
    .value("threshold", "P", help: "default relative threshold in percent, 5 or 5% (default 5)"),
    .value("alpha", "A", help: "significance level for adjusted p-values (default 0.02)"),
    .value("correction", "NAME", help: "bh, holm or none, across benchmarks (default bh)"),
    .value("min-repetitions", "N", help: "fewer on a side is 'inconclusive' (default 5)"),
    .value(
      "min-separation", "D", help: "smallest |Cliff's delta| of a regression (default 0.8)"),
    .flag(
      "allow-run-shift",
      help: "judge wall time even when the whole run moved (a dedicated, quiet machine)"),
  ]

  /// The options `changes` and `history` share: how change points are found.
  static let changePointOptions: [OptionSpec] = [
    .value("significance", "P", help: "p-value a change point needs (default 0.001)"),
    .value("permutations", "N", help: "shuffles per significance test (default 9999)"),
    .value("seed", "S", help: "seed of the shuffles (default 1)"),
    .value("min-change", "P", help: "drop changes under P percent (default 0)"),
    .value(
      "outlier-threshold", "K",
      help: "leave out nights K robust deviations from their neighbours (default 5, 0 off)"),
  ]

  /// The value names of options that take a path, which may not be empty.
  static let pathValueNames: Set<String> = ["FILE", "DIR", "NAME|FILE", "NAME"]

  /// The command as the shared parser declares it.
  var spec: CommandSpec {
    CommandSpec(
      rawValue, operands: operands, operandCount: operandCount, operandNoun: "file",
      summary: summary,
      options: options.filter { $0.name != "help" })
  }

  /// Every command; one must be named.
  static let set = CommandSet(invocation: "track", commands: allCases.map(\.spec))

  /// Checks what the parser cannot: no option that takes a path, and no
  /// operand, is empty.
  ///
  /// - Throws: ``UsageError`` naming the option.
  func validate(_ parsed: ParsedArguments) throws(UsageError) {
    for option in options where option.valueName.map(Self.pathValueNames.contains) == true {
      if parsed.all(option.name).contains("") {
        throw UsageError("option '--\(option.name)' needs a path, got an empty one")
      }
    }
    if parsed.positionals.contains("") {
      throw UsageError("an empty file name was given (\(operands))")
    }
  }
}
