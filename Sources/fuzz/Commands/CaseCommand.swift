import CommandLineOptions
import SafeAreaFuzzing

/// `fuzz case --property P --index N`: exactly one case of one property,
/// as a replay line asks, optionally moved to a catalog device (`--on`).
struct CaseCommand: FuzzCommand {
  static let index = Option<UInt64?>(
    "index", "N", accepting: .expecting("a case index (a whole number)"),
    help: "the case's index (required)")
  static let place = Option<String?>(
    "on", "DEVICE",
    help: "move the shrunk failure to a catalog device (`iPhone 16 Pro, landscapeLeft`)")
  static let configuration = CommandConfiguration(
    "case", summary: "run exactly one case of one property, as a replay line asks",
    options: [SharedOptions.seed, SharedOptions.property, index, SharedOptions.mutant, place]
      + ShrinkingOptions.options + CorpusOptions.options + OutputOptions.text
      + ImplementationOptions.options + [SharedOptions.noRaylib],
    aliases: [.renamed("case", to: index)])

  var settings = SharedOptions.defaultSettings
  var output: OutputOptions
  /// `--index`: the case to run.
  var index: UInt64
  /// `--on DEVICE`: the catalog device the shrunk failure moves to.
  var place: String?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    let corpus = try CorpusOptions(parsed)
    let mutant = parsed[SharedOptions.mutant]
    try corpus.refuseRecordingWithout(mutant: mutant)
    guard let property = parsed[SharedOptions.property] else {
      throw UsageError("case needs exactly one --property")
    }
    guard let index = parsed[Self.index] else {
      throw UsageError("case needs --index N (the case to run)")
    }
    let implementation = try ImplementationOptions(parsed)
    try implementation.refuseConflicts(mutant: mutant)
    implementation.apply(to: &settings)
    corpus.apply(to: &settings)
    ShrinkingOptions(parsed).apply(to: &settings)
    output = OutputOptions(text: parsed)
    settings.out = output.out
    settings.seed = parsed[SharedOptions.seed]
    settings.properties = [property]
    settings.mutants = mutant.map { [$0] } ?? []
    settings.noRaylib = parsed[SharedOptions.noRaylib]
    self.index = index
    place = parsed[Self.place]
  }

  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus {
    let system = try Fuzz.prepare(
      fuzzer, checkingCorpus: true,
      crashShrinking: CrashCommand.reentry(settings, output: output, campaign: false))
    let reporter = ConsoleReporter(console: console)
    if settings.implementation != nil {
      return try Fuzz.judgeImplementation(
        .singleCase(index, on: place), fuzzer: fuzzer, reporter: reporter, placed: place != nil)
    }
    return Fuzz.status(
      of: try fuzzer.runCase(index, on: place, against: system, reporting: reporter),
      placed: place != nil)
  }
}
