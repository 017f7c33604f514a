import BenchmarkTracking
import CommandLineOptions
import TrackingHistory

/// The options `changes` and `history` share: how change points are
/// found. Each default is `ChangePointOptions`' own.
struct ChangePointArguments: OptionGroup {
  /// The library's defaults, which the declarations state.
  static let defaults = ChangePointOptions()

  static let significance = Option<Double>(
    "significance", "P", default: defaults.significance,
    accepting: .satisfying("a p-value strictly between 0 and 1") { $0 > 0 && $0 < 1 },
    help: "p-value a change point needs")
  static let permutations = Option<Int>(
    "permutations", "N", default: defaults.permutations, accepting: .range(1...1_000_000),
    help: "shuffles per significance test")
  static let seed = Option<UInt64>(
    "seed", "S", default: defaults.seed, help: "seed of the shuffles")
  static let minimumChange = Option<Percentage>(
    "min-change", "P", default: Percentage(fraction: defaults.minimumChange),
    accepting: .range(Percentage(0)...Percentage(1_000)),
    help: "drop changes under P percent")
  static let outlierThreshold = Option<Double>(
    "outlier-threshold", "K", default: defaults.outlierThreshold,
    accepting: .range(0...1_000, expected: "a number from 0 to 1000 (0: keep every night)"),
    help: "leave out nights K robust deviations from their neighbours; 0 keeps every night")

  static let options: [any OptionDeclaration] = [
    significance, permutations, seed, minimumChange, outlierThreshold,
  ]

  /// How change points are found.
  var changePoints: ChangePointOptions

  init(_ parsed: ParsedCommand) throws(UsageError) {
    changePoints = ChangePointOptions(
      significance: parsed[Self.significance], permutations: parsed[Self.permutations],
      seed: parsed[Self.seed], minimumChange: parsed[Self.minimumChange].fraction,
      outlierThreshold: parsed[Self.outlierThreshold])
  }
}
