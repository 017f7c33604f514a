import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz mutants`: every mutant (or each `--mutant`) must be caught.
struct MutantsCommand: FuzzCommand {
  static let configuration = CommandConfiguration(
    "mutants", summary: "hunt the mutants (every one, or each --mutant): exit 1 if one survives",
    options: [SharedOptions.seed] + BudgetOptions.options
      + [SharedOptions.properties, SharedOptions.mutants] + ShrinkingOptions.options
      + [SharedOptions.jobs] + CorpusOptions.options + OutputOptions.options,
    aliases: [.flag("mutants")])

  var settings = SharedOptions.defaultSettings
  var output: OutputOptions

  init(_ parsed: ParsedCommand) throws(UsageError) {
    let corpus = try CorpusOptions(parsed)
    try BudgetOptions(parsed).apply(to: &settings)
    corpus.apply(to: &settings)
    ShrinkingOptions(parsed).apply(to: &settings)
    output = OutputOptions(parsed)
    settings.out = output.out
    settings.seed = parsed[SharedOptions.seed]
    settings.properties = parsed[SharedOptions.properties]
    settings.mutants = parsed[SharedOptions.mutants]
    settings.jobs = parsed[SharedOptions.jobs] ?? settings.jobs
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    _ = try Fuzz.prepare(fuzzer, checkingCorpus: true)
    return try Fuzz.huntMutants(fuzzer: fuzzer, console: console)
  }
}
