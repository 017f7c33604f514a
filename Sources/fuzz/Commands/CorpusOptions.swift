import CommandLineOptions
import SafeAreaFuzzing

/// The regression corpus: which folder, none, and whether a mutant's
/// failures are kept in it too.
struct CorpusOptions: OptionGroup {
  static let corpus = Option.path(
    "corpus", "DIR", default: FuzzSettings.defaultCorpus, help: "the regression corpus")
  static let noCorpus = Flag("no-corpus", help: "do not replay or write the corpus")
  static let record = Flag(
    "record-corpus", help: "also save cases that kill mutants into the corpus")
  static let options: [any OptionDeclaration] = [corpus, noCorpus, record]

  /// The corpus folder, or `nil` (`--no-corpus`).
  var corpus: String?
  var record: Bool

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try parsed.refuseTogether([Self.noCorpus, Self.corpus])
    try parsed.refuseTogether([Self.noCorpus, Self.record])
    corpus = parsed[Self.noCorpus] ? nil : parsed[Self.corpus]
    record = parsed[Self.record]
  }

  /// Refuses `--record-corpus` for the real engine, in the commands that
  /// would save its failures anyway (`run`, `case`).
  ///
  /// - Throws: ``UsageError`` naming `--mutant`.
  func refuseRecordingWithout(mutant: String?) throws(UsageError) {
    if record, mutant == nil {
      throw UsageError(
        "--record-corpus needs --mutant (failures of the real engine are always saved)")
    }
  }

  func apply(to settings: inout FuzzSettings) {
    settings.corpus = corpus
    settings.recordCorpus = record
  }
}
