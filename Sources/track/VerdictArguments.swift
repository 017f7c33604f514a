import BenchmarkTracking
import CommandLineOptions

/// The options `compare` and `check` share: thresholds file, group and
/// output.
struct VerdictArguments: OptionGroup {
  static let thresholds = Option<String?>.path(
    "thresholds", "FILE", help: "thresholds file; overrides those the runs declare",
    shownDefault: .prose("the runs'"))
  static let group = Option<BenchmarkGroup?>(
    "group", "NAME", help: "judge only the memory-bound or cpu-bound benchmarks")
  static let json = Flag(
    "json", help: "print a machine-readable JSON summary instead of the table")
  static let markdown = Option<String?>.path(
    "markdown", "FILE", help: "also write the table as Markdown")

  static let options: [any OptionDeclaration] = [thresholds, group, json, markdown]

  /// `--thresholds FILE`, when given.
  var thresholds: String?
  /// `--group`, when given.
  var group: BenchmarkGroup?
  /// `--json`.
  var json: Bool
  /// `--markdown FILE`, when given.
  var markdown: String?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    thresholds = parsed[Self.thresholds]
    group = parsed[Self.group]
    json = parsed[Self.json]
    markdown = parsed[Self.markdown]
  }
}
