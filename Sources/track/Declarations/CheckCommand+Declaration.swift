import BenchmarkTracking
import CommandLineOptions

/// `track check CONTENDER`: the CI gate, against a named or given baseline
/// or on a paired result.
struct CheckCommand: TrackCommand {
  static let baseline = Option<String?>.path(
    "baseline", "NAME|FILE", help: "a named baseline (DIR/baselines/NAME.json) or a run")
  static let paired = Flag(
    "paired", help: "CONTENDER is a paired result (track ab); gate on its verdicts")
  static let results = Option.path(
    "results", "DIR", default: "results", help: "results root holding baselines/")

  static let ownOptions: [any OptionDeclaration] =
    [baseline, paired, results] + VerdictArguments.options
  static let configuration = CommandConfiguration(
    "check", summary: "CI gate: compare CONTENDER with a baseline; exit 1 only on a regression",
    operands: Operands("CONTENDER", count: 1...1, noun: "file"),
    options: ownOptions + ComparisonArguments.options)

  var contender: String
  /// `--baseline`; `nil` only with `--paired`.
  var baseline: String?
  var paired: Bool
  var results: String
  var verdict: VerdictArguments
  var comparison: ComparisonArguments

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try Track.refuseEmptyOperands(parsed, of: Self.configuration)
    contender = parsed.operands[0]
    baseline = parsed[Self.baseline]
    paired = parsed[Self.paired]
    results = parsed[Self.results]
    verdict = try VerdictArguments(parsed)
    comparison = try ComparisonArguments(parsed)
    if paired {
      // What --paired judges by is stored in the result.
      let ignored: [any OptionDeclaration] =
        [
          Self.baseline, Self.results, VerdictArguments.thresholds, VerdictArguments.group,
          VerdictArguments.json,
        ] + ComparisonArguments.options
      let given = parsed.given(among: ignored)
      guard given.isEmpty else {
        throw UsageError(
          "--paired judges by the rule stored in the result; "
            + given.map { "--" + $0.name }.joined(separator: ", ") + " cannot be combined with it")
      }
    } else if baseline == nil {
      throw UsageError("check needs --baseline NAME|FILE")
    }
  }

  func run() throws -> Outcome { try runCheck(self) }
}
