import BenchmarkTracking
import CommandLineOptions
import TrackingStatistics

/// The options `compare`, `check` and `history` share: how two runs are
/// compared. Each default is `ComparisonOptions`' own, so help states the
/// value the library uses.
struct ComparisonArguments: OptionGroup {
  /// The library's defaults, which the declarations state.
  static let defaults = ComparisonOptions()

  static let metric = Option<Metric>(
    "metric", "NAME", default: defaults.metric, help: Metric.namesInProse)
  static let threshold = Option<Percentage>(
    "threshold", "P", default: Percentage(fraction: defaults.threshold),
    accepting: .range(Percentage(0)...Percentage(1_000)),
    help: "default relative threshold in percent, 5 or 5%")
  static let alpha = Option<Double>(
    "alpha", "A", default: defaults.alpha, accepting: .strictlyBetweenZeroAndOne,
    help: "significance level for adjusted p-values")
  static let correction = Option<MultipleTestingCorrection>(
    "correction", "NAME", default: defaults.correction,
    help: "bh, holm or none, across benchmarks")
  static let minimumRepetitions = Option<Int>(
    "min-repetitions", "N", default: defaults.minimumRepetitions,
    accepting: .range(1...1_000_000), help: "fewer on a side is 'inconclusive'")
  static let minimumSeparation = Option<Double>(
    "min-separation", "D", default: defaults.minimumSeparation, accepting: .range(0...1),
    help: "smallest |Cliff's delta| of a regression")
  static let allowRunShift = Flag(
    "allow-run-shift",
    help: "judge wall time even when the whole run moved (a dedicated, quiet machine)")

  static let options: [any OptionDeclaration] = [
    metric, threshold, alpha, correction, minimumRepetitions, minimumSeparation, allowRunShift,
  ]

  /// The comparison the options ask for.
  var comparison: ComparisonOptions
  /// `--threshold`, when given: it then overrides the relative thresholds
  /// the runs declare.
  var givenThreshold: Percentage?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    comparison = Self.defaults
    comparison.metric = parsed[Self.metric]
    comparison.threshold = parsed[Self.threshold].fraction
    comparison.alpha = parsed[Self.alpha]
    comparison.correction = parsed[Self.correction]
    comparison.minimumRepetitions = parsed[Self.minimumRepetitions]
    comparison.minimumSeparation = parsed[Self.minimumSeparation]
    comparison.discountsMachineShift = !parsed[Self.allowRunShift]
    givenThreshold = parsed.wasGiven(Self.threshold) ? parsed[Self.threshold] : nil
  }
}

extension ValueCheck where Value == Double {
  /// A level or p-value: `a number strictly between 0 and 1`.
  static var strictlyBetweenZeroAndOne: ValueCheck {
    .satisfying("a number strictly between 0 and 1") { $0 > 0 && $0 < 1 }
  }
}
