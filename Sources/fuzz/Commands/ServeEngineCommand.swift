import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz serve-engine`: the reference engine (or one `--mutant`) served
/// over the line protocol on stdin/stdout, the harness's check of its own
/// wire.
struct ServeEngineCommand: FuzzCommand {
  static let configuration = CommandConfiguration(
    "serve-engine",
    summary: "serve the reference engine (or --mutant) over the line protocol on stdin/stdout",
    options: [SharedOptions.mutant], aliases: [.flag("serve-engine")])

  var settings = SharedOptions.defaultSettings
  let output = OutputOptions()

  init(_ parsed: ParsedCommand) {
    settings.mutants = parsed[SharedOptions.mutant].map { [$0] } ?? []
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    try fuzzer.serveEngine()
    return .success
  }
}
