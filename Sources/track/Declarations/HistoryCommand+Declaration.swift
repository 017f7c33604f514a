import BenchmarkTracking
import CommandLineOptions

/// `track history`: the history page and summary from every stored run.
struct HistoryCommand: TrackCommand {
  static let results = Option.path(
    "results", "DIR", default: "results", help: "results root holding benchmarks/")
  static let html = Option<String?>.path(
    "html", "FILE", help: "page to write", shownDefault: .value("DIR/history.html"))
  static let markdown = Option<String?>.path(
    "markdown", "FILE", help: "summary to write", shownDefault: .value("DIR/history.md"))

  static let ownOptions: [any OptionDeclaration] = [results, html, markdown]
  static let configuration = CommandConfiguration(
    "history", summary: "regenerate the history page from every stored run",
    options: ownOptions + ComparisonArguments.options + ChangePointArguments.options)

  var results: String
  var html: String?
  var markdown: String?
  var comparison: ComparisonArguments
  var changePoints: ChangePointArguments

  init(_ parsed: ParsedCommand) throws(UsageError) {
    results = parsed[Self.results]
    html = parsed[Self.html]
    markdown = parsed[Self.markdown]
    comparison = try ComparisonArguments(parsed)
    changePoints = try ChangePointArguments(parsed)
  }

  func run() throws -> Outcome { try runHistory(self) }
}
