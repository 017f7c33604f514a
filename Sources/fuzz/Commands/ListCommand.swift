import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz list`: the properties and mutants, one line each.
struct ListCommand: FuzzCommand {
  static let configuration = CommandConfiguration(
    "list", summary: "list the properties and mutants, one line each", options: [],
    aliases: [.flag("list")])

  let settings = SharedOptions.defaultSettings
  let output = OutputOptions()

  init(_ parsed: ParsedCommand) {}

  func run(_ fuzzer: Fuzzer, console: Console) -> ExitStatus {
    Fuzz.listEverything(console)
    return .success
  }
}
