import BenchmarkTracking
import CommandLineOptions
import TrackingHistory

/// Change-point options from the options `changes` and `history` share
/// (``TrackCommand/changePointOptions``); absent ones keep
/// `ChangePointOptions`' defaults.
///
/// - Parameter arguments: the parsed arguments of `changes` or `history`.
/// - Throws: ``UsageError`` naming the option and the bad value.
func changePointOptions(_ arguments: ParsedArguments) throws(UsageError) -> ChangePointOptions {
  let defaults = ChangePointOptions()
  let significance =
    try arguments.value(
      "significance", as: Double.self, expected: "a p-value strictly between 0 and 1"
    ) { $0 > 0 && $0 < 1 } ?? defaults.significance
  let permutations =
    try arguments.value(
      "permutations", as: Int.self, expected: "a whole number from 1 to 1000000"
    ) { (1...1_000_000).contains($0) } ?? defaults.permutations
  let seed = try arguments.value("seed", as: UInt64.self, expected: "a whole number >= 0")
  let minimum = try arguments.value(
    "min-change", expected: "a percentage from 0 to 1000", convert: percentage)
  let outliers =
    try arguments.value(
      "outlier-threshold", as: Double.self,
      expected: "a number from 0 to 1000 (0: keep every night)"
    ) { $0.isFinite && (0...1_000).contains($0) } ?? defaults.outlierThreshold
  return ChangePointOptions(
    significance: significance, permutations: permutations, seed: seed ?? defaults.seed,
    minimumChange: minimum.map { $0 / 100 } ?? defaults.minimumChange,
    outlierThreshold: outliers)
}
