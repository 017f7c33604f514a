// Policy: one table says which options each mode accepts, and every
// invocation is checked against it before anything runs. An option a mode
// would ignore is a usage error naming both options, so a typo or a
// misunderstanding never silently changes what a run means. To add a mode,
// add a case, its selecting option, and its row.

import CommandLineOptions

/// What one invocation of `fuzz` does.
enum FuzzMode: String, CaseIterable {
  /// Fuzz the engine (or one `--mutant`): the default.
  case fuzz
  /// `--mutants` (or several `--mutant`): hunt mutants.
  case mutants
  /// `--replay FILE`: re-run saved cases.
  case replay
  /// `--case N`: run one case of one property.
  case singleCase
  /// `--evaluate`: measure the generators' bias.
  case evaluate
  /// `--merge FILES`: merge shard reports.
  case merge
  /// `--list`: list properties and mutants.
  case list
  /// `--crash-signal N` (internal): shrink a crash in child processes; the
  /// crash handler starts it.
  case crashShrink
  /// `--crash-child` (internal): run one choice sequence read from stdin;
  /// the crash shrinker's candidate runs.
  case crashChild
  /// `--serve-engine`: serve the reference engine (or one `--mutant`) over
  /// the line protocol on stdin/stdout, the harness's check of its own wire.
  case serveEngine

  /// The option that selects the mode (`nil` for plain fuzzing).
  var selector: String? {
    switch self {
    case .fuzz: nil
    case .mutants: "mutants"
    case .replay: "replay"
    case .singleCase: "case"
    case .evaluate: "evaluate"
    case .merge: "merge"
    case .list: "list"
    case .crashShrink: "crash-signal"
    case .crashChild: "crash-child"
    case .serveEngine: "serve-engine"
    }
  }

  /// The options the mode accepts besides its selector and `--help`.
  var accepted: Set<String> {
    switch self {
    case .fuzz:
      [
        "seed", "cases", "time", "property", "mutant", "json", "out", "corpus", "no-corpus",
        "record-corpus", "shrink-time", "jobs", "shard", "quiet", "implementation",
        "call-timeout", "no-raylib",
      ]
    case .mutants:
      [
        "seed", "cases", "time", "property", "mutant", "json", "out", "corpus", "no-corpus",
        "record-corpus", "shrink-time", "jobs", "quiet",
      ]
    case .replay: ["mutant", "out", "quiet", "implementation", "call-timeout", "no-raylib"]
    case .singleCase:
      [
        "seed", "property", "mutant", "out", "corpus", "no-corpus", "record-corpus",
        "shrink-time", "quiet", "implementation", "call-timeout", "no-raylib",
      ]
    case .evaluate:
      [
        "seed", "property", "mutant", "trials", "trial-time", "built-engine", "json", "out",
        "quiet",
      ]
    case .merge: ["json", "out", "quiet", "jobs", "no-raylib"]
    case .list: []
    case .crashShrink:
      [
        "seed", "property", "mutant", "out", "corpus", "no-corpus", "record-corpus",
        "shrink-time", "json", "quiet", "crash-case", "stdin-choices", "shard", "cases", "time",
        "jobs", "no-raylib",
      ]
    case .crashChild: ["property", "mutant", "no-raylib"]
    case .serveEngine: ["mutant"]
    }
  }

  /// The mode of a parsed command line, checked against the table.
  ///
  /// - Throws: ``UsageError`` naming two options that cannot be used
  ///   together, or an option the mode would ignore together with the
  ///   option that selected the mode.
  static func of(_ parsed: ParsedArguments) throws(UsageError) -> FuzzMode {
    let given = Set(parsed.values.keys).union(parsed.flags).subtracting(["help"])
    let selectors = allCases.compactMap(\.selector).filter(given.contains)
    if selectors.count > 1 {
      throw UsageError("--\(selectors[0]) and --\(selectors[1]) cannot be used together")
    }
    let mode: FuzzMode
    if let selector = selectors.first {
      mode = allCases.first { $0.selector == selector } ?? .fuzz
    } else if parsed.all("mutant").count > 1 {
      mode = .mutants
    } else {
      mode = .fuzz
    }
    let stray = given.subtracting(mode.accepted).subtracting(mode.selector.map { [$0] } ?? [])
    // Options in the order the table lists them, so the message is stable.
    if let option = FuzzOptions.specs.map(\.name).first(where: stray.contains) {
      throw UsageError(mode.refusal(of: option, multipleMutants: selectors.isEmpty))
    }
    try mode.checkPairs(parsed, given: given)
    return mode
  }

  /// Why `option` is refused in this mode, naming the option that chose it.
  func refusal(of option: String, multipleMutants: Bool) -> String {
    if self == .mutants, multipleMutants {
      return "--\(option) cannot be used with several --mutant (they are hunted like --mutants)"
    }
    if let selector {
      return "--\(option) cannot be used with --\(selector)"
    }
    let homes = Self.allCases.filter { $0.accepted.contains(option) }
      .compactMap(\.selector).map { "--\($0)" }
    return "--\(option) is used only with " + homes.joined(separator: " or ")
  }

  /// Options that are each accepted but contradict each other.
  func checkPairs(_ parsed: ParsedArguments, given: Set<String>) throws(UsageError) {
    if given.contains("no-corpus"), given.contains("corpus") {
      throw UsageError("--no-corpus and --corpus cannot be used together")
    }
    if given.contains("no-corpus"), given.contains("record-corpus") {
      throw UsageError("--no-corpus and --record-corpus cannot be used together")
    }
    if given.contains("cases"), given.contains("time") {
      throw UsageError("give either --cases or --time, not both")
    }
    if self == .mutants, given.contains("mutants"), given.contains("mutant") {
      throw UsageError("give either --mutants or --mutant NAME, not both")
    }
    if [.fuzz, .singleCase].contains(self), given.contains("record-corpus"),
      !given.contains("mutant")
    {
      throw UsageError(
        "--record-corpus needs --mutant (failures of the real engine are always saved)")
    }
    if [.replay, .singleCase, .crashShrink, .crashChild, .serveEngine].contains(self),
      parsed.all("mutant").count > 1
    {
      throw UsageError("--\(selector ?? "") takes at most one --mutant")
    }
    if given.contains("built-engine"), given.contains("mutant") {
      throw UsageError("--built-engine and --mutant cannot be used together")
    }
    if given.contains("built-engine"), parsed.all("property").isEmpty {
      throw UsageError("--built-engine needs at least one --property (the tasks)")
    }
    if [.singleCase, .crashShrink, .crashChild].contains(self), parsed.all("property").count != 1 {
      throw UsageError("--\(selector ?? "") needs exactly one --property")
    }
    if self == .crashShrink, !given.contains("crash-case") {
      throw UsageError("--crash-signal needs --crash-case (the crashed case)")
    }
  }
}
