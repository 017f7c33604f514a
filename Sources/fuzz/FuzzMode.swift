// Policy: `fuzz` is a set of subcommands (`run`, `case`, `replay`,
// `mutants`, `evaluate`, `merge`, `list`, `serve-engine`, and the hidden
// `crash` the crash handler re-enters), each declaring only the options it
// takes, from groups declared once below; the parser refuses any other
// option by name. `run` is the default, so `swift run fuzz --seed 1` is the
// main job. The flags that chose a mode before subcommands existed
// (`--replay F`, `--case N`, `--mutants`, `--list`, ...) still select their
// command, so every replay line ever printed goes on working.

import CommandLineOptions
import PropertyFuzzing

/// What one invocation of `fuzz` does: its subcommand.
enum FuzzMode: String, CaseIterable {
  /// `run`: fuzz the engine (or one `--mutant`, or an `--implementation`).
  case fuzz = "run"
  /// `mutants`: every mutant must be caught.
  case mutants
  /// `replay FILE...`: re-run saved cases.
  case replay
  /// `case --index N`: run one case of one property.
  case singleCase = "case"
  /// `evaluate`: measure the generators' bias.
  case evaluate
  /// `merge FILE...`: merge shard reports.
  case merge
  /// `list`: list properties and mutants.
  case list
  /// `serve-engine`: serve the reference engine (or one `--mutant`) over
  /// the line protocol on stdin/stdout, the harness's check of its own wire.
  case serveEngine = "serve-engine"
  /// `crash --signal N` (hidden): shrink a crash in child processes; the
  /// crash handler starts it.
  case crashShrink = "crash"
  /// `crash --child` (hidden): run each line of choices on stdin in a fork;
  /// the crash shrinker's candidates.
  case crashChild = "crash-child"

  /// The mode of a parsed command.
  static func of(_ spec: CommandSpec, _ parsed: ParsedArguments) -> FuzzMode {
    if spec.name == FuzzMode.crashShrink.rawValue, parsed.has("child") { return .crashChild }
    return FuzzMode(rawValue: spec.name) ?? .fuzz
  }
}

/// The declarations of `fuzz`'s commands and their options.
enum FuzzCommands {
  // MARK: - Option groups, each declared once

  static let seed = OptionSpec.value("seed", "N", help: "seed of the run (default 1)")
  static let property = OptionSpec.value(
    "property", "NAME", repeatable: true, help: "only this property (repeatable; default all)")
  static let oneProperty = OptionSpec.value("property", "NAME", help: "the property")
  static let mutant = OptionSpec.value("mutant", "NAME", help: "a mutant instead of the engine")
  static let mutants = OptionSpec.value(
    "mutant", "NAME", repeatable: true, help: "only this mutant (repeatable; default all)")
  /// How much shrinking: a number of candidates, so a failure shrinks to
  /// the same case on every machine; a time cap only when asked for.
  static let shrinking: [OptionSpec] = [
    .value(
      "shrink-steps", "N",
      help: "candidates shrinking a failure may try (default: each property's, "
        + "\(ShrinkLimit.standard.candidates) for most)"),
    .value(
      "shrink-time", "SECONDS",
      help: "also cap shrinking at this time (none by default: it would depend on the machine)"),
  ]
  static let jobs = OptionSpec.value(
    "jobs", "N", help: "threads to run cases on; results do not depend on it (default: the cores)")

  /// How much to run.
  static let budget: [OptionSpec] = [
    .value(
      "cases", "N",
      help: "cases per property (default: each property's quota, \(Property.defaultQuota) for most)"
    ),
    .value(
      "time", "SECONDS",
      help: "a total time budget instead of cases (campaigns, nightly; the cases then depend "
        + "on the machine)"),
  ]

  /// Where results go and how much is printed.
  static let output: [OptionSpec] = [
    .flag("json", help: "print the JSON summary on stdout (text goes to stderr)"),
    .value("out", "DIR", help: "where reports and pictures go (default results/fuzz)"),
    .flag("quiet", help: "print only failures and the final line"),
  ]

  /// The regression corpus.
  static let corpus: [OptionSpec] = [
    .value("corpus", "DIR", help: "the regression corpus (default Corpus)"),
    .flag("no-corpus", help: "do not replay or write the corpus"),
    .flag("record-corpus", help: "also save cases that kill mutants into the corpus"),
  ]

  /// What is judged besides the built-in engine.
  static let implementation: [OptionSpec] = [
    .value(
      "implementation", "COMMAND", help: "fuzz a program speaking the line protocol (sh -c COMMAND)"
    ),
    .value("call-timeout", "SECONDS", help: "per-call timeout of --implementation (default 2)"),
    .flag(
      "no-raylib",
      help: "leave out raster.matchesRaylib (the Canvas against real raylib, "
        + "Scripts/run/setup-raylib)"),
  ]

  static let shard = OptionSpec.value(
    "shard", "I/N", help: "run slice I of N of every property's case space")

  // MARK: - Commands

  static let run = CommandSpec(
    FuzzMode.fuzz.rawValue,
    summary: "fuzz every property (the default command; `swift run fuzz --seed 1` is the main job)",
    options: [seed] + budget + [property, mutant] + shrinking + [jobs, shard] + corpus + output
      + implementation)

  static let singleCase = CommandSpec(
    FuzzMode.singleCase.rawValue,
    summary: "run exactly one case of one property, as a replay line asks",
    options: [
      seed, oneProperty, .value("index", "N", help: "the case's index (required)"), mutant,
      .value(
        "on", "DEVICE",
        help: "move the shrunk failure to a catalog device (`iPhone 16 Pro, landscapeLeft`)"),
    ] + shrinking + corpus + output.filter { $0.name != "json" } + implementation,
    aliases: [.renamed("case", to: "index")])

  static let replay = CommandSpec(
    FuzzMode.replay.rawValue, operands: "FILE...", operandCount: 1...Int.max, operandNoun: "file",
    summary: "re-run saved cases (corpus files, kept crashes) exactly",
    options: [mutant] + output.filter { $0.name != "json" } + implementation,
    aliases: [.operand("replay")])

  static let mutantsCommand = CommandSpec(
    FuzzMode.mutants.rawValue,
    summary: "hunt the mutants (every one, or each --mutant): exit 1 if one survives",
    options: [seed] + budget + [property, mutants] + shrinking + [jobs] + corpus + output,
    aliases: [.flag("mutants")])

  static let evaluate = CommandSpec(
    FuzzMode.evaluate.rawValue,
    summary: "measure how fast each mutant is found, edge-biased vs uniform",
    options: [
      seed, property, mutant,
      .value("trials", "N", help: "trials per task and strategy (default 10)"),
      .value("trial-time", "SECONDS", help: "time limit of one trial (default 1)"),
      .flag(
        "built-engine",
        help: "time the engine as built on each --property (mutant schemata)"),
    ] + output,
    aliases: [.flag("evaluate")])

  static let merge = CommandSpec(
    FuzzMode.merge.rawValue, operands: "FILE...", operandCount: 1...Int.max, operandNoun: "file",
    summary: "merge the JSON reports of a campaign's shards into one",
    options: output + [jobs, implementation[2]],
    aliases: [.flag("merge")])

  static let list = CommandSpec(
    FuzzMode.list.rawValue, summary: "list the properties and mutants, one line each",
    options: [], aliases: [.flag("list")])

  static let serveEngine = CommandSpec(
    FuzzMode.serveEngine.rawValue,
    summary: "serve the reference engine (or --mutant) over the line protocol on stdin/stdout",
    options: [mutant], aliases: [.flag("serve-engine")])

  /// The crash handler's re-entry: shrink a crash (`--signal`), or run
  /// candidates in forks for the shrinker (`--child`).
  static let crash = CommandSpec(
    FuzzMode.crashShrink.rawValue,
    summary: "internal: shrink a crash in child processes (the crash handler runs it)",
    options: [
      .value("signal", "N", help: "the signal of the crash to shrink"),
      .value("index", "N", help: "the crashed case's index"),
      .flag("stdin-choices", help: "the crashed choices come on stdin (a shrink candidate)"),
      .flag(
        "child", help: "run each line of choices on stdin in a fork; answer held/failed/signal N"),
      seed, oneProperty, mutant, jobs, shard,
    ] + shrinking + budget + corpus + output + [implementation[2]],
    isHidden: true,
    aliases: [
      .renamed("crash-signal", to: "signal"), .renamed("crash-case", to: "index"),
      .renamedFlag("crash-child", to: "child"),
    ])

  /// Every command, in the order help lists them.
  static let set = CommandSet(
    invocation: "swift run fuzz",
    commands: [
      run, singleCase, replay, mutantsCommand, evaluate, merge, list, serveEngine, crash,
    ],
    defaultCommand: FuzzMode.fuzz.rawValue)
}

extension FuzzMode {
  /// Options that are each accepted but contradict each other.
  func checkPairs(_ parsed: ParsedArguments) throws(UsageError) {
    let given = Set(parsed.values.keys).union(parsed.flags)
    if given.contains("no-corpus"), given.contains("corpus") {
      throw UsageError("--no-corpus and --corpus cannot be used together")
    }
    if given.contains("no-corpus"), given.contains("record-corpus") {
      throw UsageError("--no-corpus and --record-corpus cannot be used together")
    }
    if given.contains("cases"), given.contains("time") {
      throw UsageError("give either --cases or --time, not both")
    }
    if [.fuzz, .singleCase].contains(self), given.contains("record-corpus"),
      !given.contains("mutant")
    {
      throw UsageError(
        "--record-corpus needs --mutant (failures of the real engine are always saved)")
    }
    if given.contains("built-engine"), given.contains("mutant") {
      throw UsageError("--built-engine and --mutant cannot be used together")
    }
    if given.contains("built-engine"), parsed.all("property").isEmpty {
      throw UsageError("--built-engine needs at least one --property (the tasks)")
    }
    if [.singleCase, .crashShrink, .crashChild].contains(self), parsed.all("property").count != 1 {
      throw UsageError(
        "\(self == .crashChild ? "crash --child" : rawValue) needs exactly one --property")
    }
    if self == .singleCase, !given.contains("index") {
      throw UsageError("case needs --index N (the case to run)")
    }
    if self == .crashShrink, !given.contains("signal") {
      throw UsageError("crash needs --signal N or --child")
    }
    if self == .crashShrink, !given.contains("index") {
      throw UsageError("crash --signal needs --index (the crashed case)")
    }
  }
}
