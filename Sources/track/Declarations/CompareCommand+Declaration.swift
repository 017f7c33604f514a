import BenchmarkTracking
import CommandLineOptions

/// `track compare BASELINE CONTENDER`: two runs, benchmark by benchmark.
struct CompareCommand: TrackCommand {
  static let ownOptions = VerdictArguments.options
  static let configuration = CommandConfiguration(
    "compare", summary: "compare two runs benchmark by benchmark",
    operands: Operands("BASELINE CONTENDER", count: 2...2, noun: "file"),
    options: ownOptions + ComparisonArguments.options)

  var baseline: String
  var contender: String
  var verdict: VerdictArguments
  var comparison: ComparisonArguments

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try Track.refuseEmptyOperands(parsed, of: Self.configuration)
    baseline = parsed.operands[0]
    contender = parsed.operands[1]
    verdict = try VerdictArguments(parsed)
    comparison = try ComparisonArguments(parsed)
  }

  func run() throws -> Outcome { try runCompare(self) }
}
