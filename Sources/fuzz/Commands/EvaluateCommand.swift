import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz evaluate`: how fast each mutant is found, edge-biased against
/// uniform.
struct EvaluateCommand: FuzzCommand {
  static let trials = Option<Int>(
    "trials", "N", default: 10, accepting: .range(1...1000),
    help: "trials per task and strategy")
  static let trialTime = Option<Double>(
    "trial-time", "SECONDS", default: 1,
    accepting: .satisfying("a positive number of seconds") { $0 > 0 && $0 < 1e5 },
    help: "time limit of one trial")
  static let builtEngine = Flag(
    "built-engine", help: "time the engine as built on each --property (mutant schemata)")
  static let configuration = CommandConfiguration(
    "evaluate", summary: "measure how fast each mutant is found, edge-biased vs uniform",
    options: [
      SharedOptions.seed, SharedOptions.properties, SharedOptions.mutant, trials, trialTime,
      builtEngine,
    ] + OutputOptions.options,
    aliases: [.flag("evaluate")])

  var settings = SharedOptions.defaultSettings
  var output: OutputOptions
  var trials: Int
  var trialSeconds: Double
  /// `--built-engine`: the engine this binary was built with is the task,
  /// once per `--property`. A build from the mutation tool
  /// (`MutationTesting/`'s `mutate`) holds a generated mutant behind a
  /// switch, so this times how fast each strategy finds a mutant nobody
  /// wrote by hand.
  var builtEngine: Bool

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try parsed.refuseTogether([Self.builtEngine, SharedOptions.mutant])
    builtEngine = parsed[Self.builtEngine]
    settings.properties = parsed[SharedOptions.properties]
    if builtEngine, settings.properties.isEmpty {
      throw UsageError("--built-engine needs at least one --property (the tasks)")
    }
    output = OutputOptions(parsed)
    settings.out = output.out
    settings.seed = parsed[SharedOptions.seed]
    settings.mutants = parsed[SharedOptions.mutant].map { [$0] } ?? []
    trials = parsed[Self.trials]
    trialSeconds = parsed[Self.trialTime]
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    _ = try Fuzz.prepare(fuzzer)
    return try Fuzz.evaluate(self, fuzzer: fuzzer, console: console)
  }
}
