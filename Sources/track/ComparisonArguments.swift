import BenchmarkTracking
import CommandLineOptions
import TrackingStatistics

/// Comparison options from the options `compare` and `history` share
/// (``TrackCommand/comparisonOptions``); absent ones keep
/// `ComparisonOptions`' defaults.
///
/// - Parameter arguments: the parsed arguments of `compare` or `history`.
/// - Throws: ``UsageError`` naming the option and the bad value.
func comparisonOptions(_ arguments: ParsedArguments) throws(UsageError) -> ComparisonOptions {
  var options = ComparisonOptions()
  options.metric = try arguments.value("metric", as: Metric.self) ?? options.metric
  options.correction =
    try arguments.value("correction", as: MultipleTestingCorrection.self) ?? options.correction
  let percent = try arguments.value(
    "threshold", expected: "a percentage from 0 to 1000", convert: percentage)
  options.threshold = percent.map { $0 / 100 } ?? options.threshold
  options.alpha =
    try arguments.value(
      "alpha", as: Double.self, expected: "a number strictly between 0 and 1"
    ) { $0 > 0 && $0 < 1 } ?? options.alpha
  options.minimumRepetitions =
    try arguments.value(
      "min-repetitions", as: Int.self, expected: "a whole number from 1 to 1000000"
    ) { (1...1_000_000).contains($0) } ?? options.minimumRepetitions
  options.minimumSeparation =
    try arguments.value(
      "min-separation", as: Double.self, expected: "a number from 0 to 1"
    ) { (0...1).contains($0) } ?? options.minimumSeparation
  options.discountsMachineShift = !arguments.has("allow-run-shift")
  return options
}

/// A percentage from 0 to 1000, written with or without a trailing `%`.
func percentage(_ text: String) -> Double? {
  let digits = text.hasSuffix("%") ? text.dropLast() : Substring(text)
  guard let value = Double(digits), (0...1_000).contains(value) else { return nil }
  return value
}
