import BenchmarkTracking
import CommandLineOptions

/// `track ab BASE HEAD`: a paired, interleaved comparison of two bench
/// executables. The defaults of the stopping rule are `PairedOptions`' own.
struct ABCommand: TrackCommand {
  /// The library's defaults, which the declarations state.
  static let defaults = PairedOptions()
  /// Rounds and family sizes: `a whole number from 1 to 100000`.
  static let count = ValueCheck<Int>.range(1...100_000)

  static let filter = Option<String>(
    "filter", "REGEX", default: "", help: "Google Benchmark filter of the benchmarks",
    shownDefault: .value("all"))
  static let out = Option<String?>.path(
    "out", "FILE", help: "result file",
    shownDefault: .value("DIR/paired/<time>-<base>-<head>.json"))
  static let results = Option.path(
    "results", "DIR", default: "results", help: "results root for the default --out")
  static let baseLabel = Option<String>(
    "base-label", "TEXT", default: "base", help: "name of the base side, e.g. its commit")
  static let headLabel = Option<String>(
    "head-label", "TEXT", default: "head", help: "name of the head side")
  static let metric = Option<Metric>(
    "metric", "NAME", default: defaults.metric, choices: [.realTime, .cpuTime],
    help: "cpu_time or real_time")
  static let threshold = Option<Percentage>(
    "threshold", "P", default: Percentage(fraction: defaults.threshold),
    accepting: .satisfying("a percentage above 0 and below 100") {
      $0.percent > 0 && $0.percent < 100
    }, help: "smallest change that is a verdict, percent")
  static let alpha = Option<Double>(
    "alpha", "A", default: defaults.alpha, accepting: .strictlyBetweenZeroAndOne,
    help: "family-wise error level over the benchmarks")
  static let batch = Option<Int>(
    "batch", "N", default: defaults.batch, accepting: count, help: "rounds between two looks")
  static let minimumRounds = Option<Int>(
    "min-rounds", "N", default: defaults.minimumRounds, accepting: count,
    help: "rounds a phase needs before it decides")
  static let maximumRounds = Option<Int>(
    "max-rounds", "N", default: defaults.maximumRounds, accepting: count,
    help: "rounds after which a phase is inconclusive")
  static let budget = Option<Double>(
    "budget", "SECONDS", default: 840, accepting: .satisfying("seconds above 0") { $0 > 0 },
    help: "stop adding rounds after this long")
  static let family = Option<Int?>(
    "family", "N", accepting: count, help: "correct as if N benchmarks were compared",
    shownDefault: .prose("those compared"))
  static let minimumTime = Option<Double>(
    "min-time", "SECONDS", default: 0.05,
    accepting: .satisfying("seconds above 0 (e.g. 0.05)") { $0 > 0 && $0 <= 60 },
    help: "--benchmark_min_time of each process")
  static let seed = Option<UInt64>("seed", "S", default: 1, help: "seed of the round order")
  static let design = Option<PairedDesign>(
    "design", "NAME", default: .interleaved,
    help: "interleaved or duet (both at once, a core each)")
  static let markdown = Option<String?>.path(
    "markdown", "FILE", help: "also write the verdict table as Markdown")

  static let ownOptions: [any OptionDeclaration] = [
    filter, out, results, baseLabel, headLabel, metric, threshold, alpha, batch, minimumRounds,
    maximumRounds, budget, family, minimumTime, seed, design, markdown,
  ]
  static let configuration = CommandConfiguration(
    "ab", summary: "paired comparison: run two bench executables in interleaved rounds, judge each",
    operands: Operands("BASE HEAD", count: 2...2, noun: "file"), options: ownOptions)

  var base: String
  var head: String
  var filter: String
  var out: String?
  var results: String
  var baseLabel: String
  var headLabel: String
  /// The stopping rule.
  var options: PairedOptions
  var budget: Double
  var minimumTime: Double
  var seed: UInt64
  var design: PairedDesign
  var markdown: String?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try Track.refuseEmptyOperands(parsed, of: Self.configuration)
    base = parsed.operands[0]
    head = parsed.operands[1]
    filter = parsed[Self.filter]
    out = parsed[Self.out]
    results = parsed[Self.results]
    baseLabel = parsed[Self.baseLabel]
    headLabel = parsed[Self.headLabel]
    options = Self.defaults
    options.metric = parsed[Self.metric]
    options.threshold = parsed[Self.threshold].fraction
    options.alpha = parsed[Self.alpha]
    options.batch = parsed[Self.batch]
    options.minimumRounds = parsed[Self.minimumRounds]
    options.maximumRounds = parsed[Self.maximumRounds]
    options.family = parsed[Self.family]
    if let problem = options.problem { throw UsageError(problem) }
    budget = parsed[Self.budget]
    minimumTime = parsed[Self.minimumTime]
    seed = parsed[Self.seed]
    design = parsed[Self.design]
    markdown = parsed[Self.markdown]
  }

  func run() throws -> Outcome { try runAB(self) }
}
