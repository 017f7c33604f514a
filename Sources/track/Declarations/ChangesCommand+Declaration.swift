import BenchmarkTracking
import CommandLineOptions

/// `track changes`: E-divisive over every benchmark's whole history.
struct ChangesCommand: TrackCommand {
  static let results = Option.path(
    "results", "DIR", default: "results", help: "results root holding benchmarks/")
  static let json = Flag(
    "json",
    help: "print JSON instead of text (a run's run_number counts from 1 as the "
      + "text's 'run N' does; its index is run_number - 1)")

  static let ownOptions: [any OptionDeclaration] = [results, json, ComparisonArguments.metric]
  static let configuration = CommandConfiguration(
    "changes", summary: "find change points over each benchmark's whole history (E-divisive)",
    options: ownOptions + ChangePointArguments.options)

  var results: String
  var json: Bool
  var metric: Metric
  var changePoints: ChangePointArguments

  init(_ parsed: ParsedCommand) throws(UsageError) {
    results = parsed[Self.results]
    json = parsed[Self.json]
    metric = parsed[ComparisonArguments.metric]
    changePoints = try ChangePointArguments(parsed)
  }

  func run() throws -> Outcome { try runChanges(self) }
}
