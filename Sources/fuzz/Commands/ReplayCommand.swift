import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz replay FILE...`: saved cases (corpus files, kept crashes) run
/// again exactly.
struct ReplayCommand: FuzzCommand {
  static let configuration = CommandConfiguration(
    "replay", summary: "re-run saved cases (corpus files, kept crashes) exactly",
    operands: Operands("FILE...", count: 1...Int.max, noun: "file"),
    options: [SharedOptions.mutant] + OutputOptions.text + ImplementationOptions.options
      + [SharedOptions.noRaylib],
    aliases: [.operand("replay")])

  var settings = SharedOptions.defaultSettings
  var output: OutputOptions
  /// The files to replay, in order.
  var files: [String]

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try SharedOptions.refuseEmptyOperands(parsed)
    files = parsed.operands
    let mutant = parsed[SharedOptions.mutant]
    let implementation = try ImplementationOptions(parsed)
    try implementation.refuseConflicts(mutant: mutant)
    implementation.apply(to: &settings)
    output = OutputOptions(text: parsed)
    settings.out = output.out
    settings.mutants = mutant.map { [$0] } ?? []
    settings.noRaylib = parsed[SharedOptions.noRaylib]
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    let system = try Fuzz.prepare(fuzzer)
    var reporter = ConsoleReporter(console: console)
    reporter.replayingFiles = true
    if settings.implementation != nil {
      return try Fuzz.judgeImplementation(.replay(files), fuzzer: fuzzer, reporter: reporter)
    }
    return Fuzz.status(of: fuzzer.replay(files, against: system, reporting: reporter))
  }
}
