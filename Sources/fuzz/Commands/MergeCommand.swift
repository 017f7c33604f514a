import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz merge FILE...`: one report from the JSON reports of a campaign's
/// shards.
struct MergeCommand: FuzzCommand {
  static let configuration = CommandConfiguration(
    "merge", summary: "merge the JSON reports of a campaign's shards into one",
    operands: Operands("FILE...", count: 1...Int.max, noun: "file"),
    options: OutputOptions.options
      + [SharedOptions.jobs, SharedOptions.noRaylib],
    aliases: [.flag("merge")])

  var settings = SharedOptions.defaultSettings
  var output: OutputOptions
  /// The shards' reports.
  var files: [String]

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try SharedOptions.refuseEmptyOperands(parsed)
    files = parsed.operands
    output = OutputOptions(parsed)
    settings.out = output.out
    settings.jobs = parsed[SharedOptions.jobs] ?? settings.jobs
    settings.noRaylib = parsed[SharedOptions.noRaylib]
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    _ = try Fuzz.prepare(fuzzer)
    return try Fuzz.merge(files, fuzzer: fuzzer, console: console)
  }
}
