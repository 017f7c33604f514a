import CommandLineOptions
import PropertyFuzzing
import SafeAreaFuzzing

/// `fuzz crash` (hidden), the crash handler's re-entry: `--signal N`
/// shrinks a crash in child processes; `--child` runs each line of choices
/// on stdin in a fork, the shrinker's candidates.
struct CrashCommand: FuzzCommand {
  static let signal = Option<Int32?>(
    "signal", "N", accepting: .range(1...64, expected: "a signal number from 1 to 64"),
    help: "the signal of the crash to shrink")
  static let index = Option<UInt64?>(
    "index", "N", accepting: .expecting("a case index (a whole number)"),
    help: "the crashed case's index")
  static let stdinChoices = Flag(
    "stdin-choices", help: "the crashed choices come on stdin (a shrink candidate)")
  static let child = Flag(
    "child", help: "run each line of choices on stdin in a fork; answer held/failed/signal N")
  static let configuration = CommandConfiguration(
    "crash", summary: "internal: shrink a crash in child processes (the crash handler runs it)",
    options: [
      signal, index, stdinChoices, child, SharedOptions.seed, SharedOptions.property,
      SharedOptions.mutant, SharedOptions.jobs, SharedOptions.shard,
    ] + ShrinkingOptions.options + BudgetOptions.options + CorpusOptions.options
      + OutputOptions.options + [SharedOptions.noRaylib],
    aliases: [
      .renamed("crash-signal", to: signal), .renamed("crash-case", to: index),
      .renamedFlag("crash-child", to: child),
    ],
    isHidden: true)

  var settings = SharedOptions.defaultSettings
  var output: OutputOptions
  /// The crash to shrink, or `nil` for `--child`.
  var crash: (signal: Int32, index: UInt64, stdinChoices: Bool)?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    let corpus = try CorpusOptions(parsed)
    try BudgetOptions(parsed).apply(to: &settings)
    let child = parsed[Self.child]
    guard let property = parsed[SharedOptions.property] else {
      throw UsageError("\(child ? "crash --child" : "crash") needs exactly one --property")
    }
    if !child {
      guard let signal = parsed[Self.signal] else {
        throw UsageError("crash needs --signal N or --child")
      }
      guard let index = parsed[Self.index] else {
        throw UsageError("crash --signal needs --index (the crashed case)")
      }
      crash = (signal, index, parsed[Self.stdinChoices])
    }
    corpus.apply(to: &settings)
    ShrinkingOptions(parsed).apply(to: &settings)
    output = OutputOptions(parsed)
    settings.out = output.out
    settings.seed = parsed[SharedOptions.seed]
    settings.properties = [property]
    settings.mutants = parsed[SharedOptions.mutant].map { [$0] } ?? []
    settings.jobs = parsed[SharedOptions.jobs] ?? settings.jobs
    settings.slice = parsed[SharedOptions.shard]
    settings.noRaylib = parsed[SharedOptions.noRaylib]
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    guard let crash else {
      // A candidate of the crash shrinker writes nothing and must not
      // shrink its own crash: it only lives to pass, fail or crash.
      return try fuzzer.serveCrashCandidates() == 1 ? .failure : .success
    }
    _ = try Fuzz.prepare(fuzzer)
    let choices = crash.stdinChoices ? try ChoiceText.readStandardInput() : nil
    switch try fuzzer.shrinkCrash(
      Fuzzer.Crash(signal: crash.signal, index: crash.index, choices: choices),
      say: console.say, warn: console.error)
    {
    case .kept: return .failure
    case .lost: return .usage
    case .internalError: return .internalError
    }
  }

  /// The supervisor's command line (argv[0] first) that the crash handler
  /// completes and runs when a case of `run` (a `campaign`) or `case`
  /// crashes, written from this command's declarations, or `nil` when the
  /// crash is not shrunk: a program under `--implementation` that crashes
  /// is already a failing case, shrunk in process; several mutants switch
  /// engines in one process; a replay check's child only needs to crash.
  /// The other commands install none: saved cases (`replay`) replay as
  /// they are, as their failures do, and `mutants` and `evaluate` switch
  /// engines in one process.
  static func reentry(_ settings: FuzzSettings, output: OutputOptions, campaign: Bool)
    -> [String]?
  {
    guard settings.implementation == nil, settings.mutants.count <= 1, !Fuzzer.isReplayCheck
    else { return nil }
    func option(_ declaration: some OptionDeclaration, _ value: String) -> [String] {
      ["--" + declaration.name, value]
    }
    func flag(_ declaration: Flag, _ given: Bool) -> [String] {
      given ? ["--" + declaration.name] : []
    }
    var arguments = [CommandLine.arguments.first ?? "fuzz", configuration.name]
    arguments += option(signal, "{signal}") + option(SharedOptions.property, "{property}")
    arguments += option(SharedOptions.seed, "{seed}") + option(index, "{case}")
    arguments += ["{stdin-choices}"] + option(OutputOptions.out, output.out)
    arguments += settings.shrinkSteps.map { option(ShrinkingOptions.steps, "\($0)") } ?? []
    arguments += settings.shrinkTime.map { option(ShrinkingOptions.time, "\($0)") } ?? []
    // What the crashed run's report records about the campaign.
    if campaign {
      if settings.slice != .all { arguments += option(SharedOptions.shard, "\(settings.slice)") }
      arguments += settings.cases.map { option(BudgetOptions.cases, "\($0)") } ?? []
      arguments += settings.time.map { option(BudgetOptions.time, "\($0)") } ?? []
      arguments += option(SharedOptions.jobs, "\(settings.jobs)")
    }
    arguments += settings.mutants.flatMap { option(SharedOptions.mutant, $0) }
    // A replay line adds nothing to the corpus, crash or not.
    if let corpus = settings.corpus, campaign {
      arguments +=
        option(CorpusOptions.corpus, corpus) + flag(CorpusOptions.record, settings.recordCorpus)
    } else {
      arguments += flag(CorpusOptions.noCorpus, true)
    }
    arguments += flag(OutputOptions.json, output.json) + flag(OutputOptions.quiet, output.quiet)
    arguments += flag(SharedOptions.noRaylib, settings.noRaylib)
    return arguments
  }
}
