import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz run`, the default command: every property (or those named)
/// against the engine, one `--mutant`, or an `--implementation`.
struct RunCommand: FuzzCommand {
  static let configuration = CommandConfiguration(
    "run",
    summary: "fuzz every property (the default command; `swift run fuzz --seed 1` is the main job)",
    options: [SharedOptions.seed] + BudgetOptions.options
      + [SharedOptions.properties, SharedOptions.mutant] + ShrinkingOptions.options
      + [SharedOptions.jobs, SharedOptions.shard] + CorpusOptions.options + OutputOptions.options
      + ImplementationOptions.options + [SharedOptions.noRaylib])

  var settings = SharedOptions.defaultSettings
  var output: OutputOptions

  init(_ parsed: ParsedCommand) throws(UsageError) {
    let corpus = try CorpusOptions(parsed)
    try BudgetOptions(parsed).apply(to: &settings)
    let mutant = parsed[SharedOptions.mutant]
    try corpus.refuseRecordingWithout(mutant: mutant)
    let implementation = try ImplementationOptions(parsed)
    try implementation.refuseConflicts(mutant: mutant, jobs: parsed[SharedOptions.jobs])
    implementation.apply(to: &settings)
    corpus.apply(to: &settings)
    ShrinkingOptions(parsed).apply(to: &settings)
    output = OutputOptions(parsed)
    settings.out = output.out
    settings.seed = parsed[SharedOptions.seed]
    settings.properties = parsed[SharedOptions.properties]
    settings.mutants = mutant.map { [$0] } ?? []
    settings.jobs = parsed[SharedOptions.jobs] ?? settings.jobs
    settings.slice = parsed[SharedOptions.shard]
    settings.noRaylib = parsed[SharedOptions.noRaylib]
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    let system = try Fuzz.prepare(
      fuzzer, checkingCorpus: true,
      crashShrinking: CrashCommand.reentry(settings, output: output, campaign: true))
    let reporter = ConsoleReporter(console: console)
    if settings.implementation != nil {
      return try Fuzz.judgeImplementation(.run, fuzzer: fuzzer, reporter: reporter)
    }
    return Fuzz.status(of: try fuzzer.run(against: system, reporting: reporter))
  }
}
