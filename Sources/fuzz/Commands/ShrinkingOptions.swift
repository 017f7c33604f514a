import CommandLineOptions
import PropertyFuzzing
import SafeAreaFuzzing

/// How much shrinking: a number of candidates, so a failure shrinks to the
/// same case on every machine; a time cap only when asked for.
struct ShrinkingOptions: OptionGroup {
  static let steps = Option<Int?>(
    "shrink-steps", "N",
    accepting: .range(0...1_000_000_000, expected: "a whole number of candidates from 0 to 10^9"),
    help: "candidates shrinking a failure may try",
    shownDefault: .prose("each property's, \(ShrinkLimit.standard.candidates) for most"))
  static let time = Option<Double?>(
    "shrink-time", "SECONDS",
    accepting: .satisfying("a non-negative number of seconds") { $0 >= 0 && $0 < 1e6 },
    help: "also cap shrinking at this time",
    shownDefault: .prose("none, since it would depend on the machine"))
  static let options: [any OptionDeclaration] = [steps, time]

  var steps: Int?
  var time: Double?

  init(_ parsed: ParsedCommand) {
    steps = parsed[Self.steps]
    time = parsed[Self.time]
  }

  func apply(to settings: inout FuzzSettings) {
    settings.shrinkSteps = steps
    settings.shrinkTime = time
  }
}
