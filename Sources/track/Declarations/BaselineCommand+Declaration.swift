import BenchmarkTracking
import CommandLineOptions

/// `track baseline [RUN]`: prints, records, saves or lists baselines.
struct BaselineCommand: TrackCommand {
  static let results = Option.path("results", "DIR", default: "results", help: "results root")
  static let contender = Option<String?>.path(
    "for", "FILE", help: "the contender", shownDefault: .prose("newest run in DIR/benchmarks"))
  static let set = Option<String?>.path(
    "set", "FILE", help: "record FILE as its machine's baseline instead")
  static let save = Option<String?>.path(
    "save", "NAME",
    help: "copy RUN (default: newest in DIR/benchmarks) to DIR/baselines/NAME.json")
  static let list = Flag("list", help: "list the named baselines")
  static let previousCommit = Flag(
    "previous-commit",
    help: "print the commit of the machine's newest earlier run instead (with --for)")

  static let ownOptions: [any OptionDeclaration] = [
    results, contender, set, save, list, previousCommit,
  ]
  static let configuration = CommandConfiguration(
    "baseline", summary: "print the baseline run for a contender's machine, or save a named one",
    operands: Operands("[RUN]", count: 0...1, noun: "file"), options: ownOptions)

  /// RUN, the run `--save` copies.
  var runPath: String?
  var results: String
  /// `--for FILE`: the contender of the default action and of
  /// `--previous-commit`.
  var contender: String?
  var set: String?
  var save: String?
  var list: Bool
  var previousCommit: Bool

  init(_ parsed: ParsedCommand) throws(UsageError) {
    try Track.refuseEmptyOperands(parsed, of: Self.configuration)
    runPath = parsed.operands.first
    results = parsed[Self.results]
    contender = parsed[Self.contender]
    set = parsed[Self.set]
    save = parsed[Self.save]
    list = parsed[Self.list]
    previousCommit = parsed[Self.previousCommit]
    // --for names the contender of the default action and of --previous-commit.
    let modes: [any OptionDeclaration] =
      previousCommit
      ? [Self.set, Self.save, Self.list, Self.previousCommit]
      : [Self.set, Self.contender, Self.save, Self.list]
    let chosen = parsed.given(among: modes).map { "--" + $0.name }
    guard chosen.count <= 1 else {
      throw UsageError("\(chosen.joined(separator: " and ")) cannot be combined")
    }
    if runPath != nil && save == nil {
      throw UsageError("a RUN operand is taken only with --save NAME")
    }
  }

  func run() throws -> Outcome { try runBaseline(self) }
}
