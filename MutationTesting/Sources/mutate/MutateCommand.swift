import CommandLineOptions
import MutationTesting

/// `mutate`'s options, each declared once with the default `RunOptions`
/// gives it, so help states the value a run uses.
struct MutateCommand: ParsableCommand {
  /// The library's defaults, paths relative to the package root.
  static let defaults = RunOptions(root: "")

  static let module = Option<[String]>(
    "module", "NAME", accepting: .oneOf(RunOptions.moduleNames),
    help: choiceList(RunOptions.moduleNames), shownDefault: .value(defaults.modules.joined()))
  static let operators = Option<Set<String>>(
    "operators", "LIST", default: [],
    expected: "a comma-separated list of " + choiceList(RunOptions.operatorNames),
    help: "only these operators (comma-separated); a sample"
  ) { text in
    let names = Set(text.split(separator: ",").map(String.init))
    return names.isSubset(of: RunOptions.operatorNames) ? names : nil
  }
  static let selection = Flag(
    "selection",
    help: "choose the judges' checks by coverage even for a run of fewer than 100 mutants "
      + "(from 100 on, the default)")
  static let noSelection = Flag(
    "no-selection",
    help: "run every check on every mutant (no coverage build): the slow form, to compare with")
  static let cases = Option<Int>(
    "cases", "N", default: defaults.cases, accepting: .positive,
    help: "cases per property for each mutant; the judges' fuzz checks use it too, "
      + "at most 200 over the pipe")
  static let seed = Option<Int>("seed", "N", default: defaults.seed, help: "fuzz seed")
  static let jobs = Option<Int?>(
    "jobs", "N", accepting: .positive, help: "mutants run at once",
    shownDefault: .prose("the number of cores"))
  static let sample = Option<Int>(
    "sample", "N", default: defaults.sample,
    accepting: .satisfying("0 or a positive whole number") { $0 >= 0 },
    help: "run only N mutants drawn with --sample-seed (CI)", shownDefault: .unstated)
  static let sampleSeed = Option<Int>(
    "sample-seed", "N", default: defaults.sampleSeed, help: "seed of the sample")
  static let timeout = Option<Double>(
    "timeout", "SECONDS", default: defaults.timeout,
    accepting: .satisfying("a positive number of seconds") { $0 > 0 },
    help: "a mutant still running after this long counts as killed by timeout")
  static let work = Option<String?>.path(
    "work", "DIR", help: "scratch copy, kept between runs for incremental builds",
    shownDefault: .value(defaults.work))
  static let results = Option<String?>.path(
    "results", "DIR", help: "where the report goes", shownDefault: .value(defaults.results))
  static let equivalents = Option<String?>.path(
    "equivalents", "FILE", help: "mutants judged equivalent",
    shownDefault: .value(defaults.equivalents))
  static let minScore = Option<Percentage>(
    "min-score", "P", default: Percentage(defaults.minScore),
    help: "exit 1 when the score is below P percent")
  static let buildConfiguration = Option<String>(
    "configuration", "C", default: defaults.configuration,
    accepting: .satisfying("release or debug") { ["release", "debug"].contains($0) },
    help: "release or debug: CI's sample builds debug, which builds faster and runs slower")
  static let buildOnly = Flag("build-only", help: "build the schema and stop")
  static let files = Option<[String]>(
    "files", "PATH", help: "only mutants in files whose path starts with PATH; a sample")
  static let listMutants = Flag(
    "list-mutants",
    help: "print every mutant (id, file, line, column, operator, original, replacement, key) "
      + "and the rewritten sources without building, and stop (for comparing versions)")

  static let configuration = CommandConfiguration(
    "mutate", summary: "mutation testing of every module with mutant schemata",
    options: [
      module, operators, selection, noSelection, cases, seed, jobs, sample, sampleSeed, timeout,
      work, results, equivalents, minScore, buildConfiguration, buildOnly, files, listMutants,
    ])

  /// The run's options, paths still relative to the working folder and
  /// defaults still relative to no root.
  var given: RunOptions
  /// `--work`, `--results` and `--equivalents`, when given.
  var work: String?
  var results: String?
  var equivalents: String?
  /// `--list-mutants`: list and stop.
  var listsMutants: Bool

  init(_ parsed: ParsedCommand) throws(UsageError) {
    given = Self.defaults
    given.modules = parsed[Self.module].isEmpty ? Self.defaults.modules : parsed[Self.module]
    given.operators = parsed[Self.operators]
    given.selection = parsed[Self.selection]
    given.noSelection = parsed[Self.noSelection]
    given.cases = parsed[Self.cases]
    given.seed = parsed[Self.seed]
    given.jobs = parsed[Self.jobs] ?? Self.defaults.jobs
    given.sample = parsed[Self.sample]
    given.sampleSeed = parsed[Self.sampleSeed]
    given.timeout = parsed[Self.timeout]
    given.minScore = parsed[Self.minScore].percent
    given.configuration = parsed[Self.buildConfiguration]
    given.buildOnly = parsed[Self.buildOnly]
    given.files = parsed[Self.files]
    work = parsed[Self.work]
    results = parsed[Self.results]
    equivalents = parsed[Self.equivalents]
    listsMutants = parsed[Self.listMutants]
  }

  /// The run's options for the package at `root`: paths given are taken
  /// from the working folder `here`, the defaults from `root`.
  func options(root: String, here: String) -> RunOptions {
    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : here + "/" + path }
    var options = given
    let rooted = RunOptions(root: root)
    options.root = rooted.root
    options.work = work.map(absolute) ?? rooted.work
    options.results = results.map(absolute) ?? rooted.results
    options.equivalents = equivalents.map(absolute) ?? rooted.equivalents
    return options
  }
}
