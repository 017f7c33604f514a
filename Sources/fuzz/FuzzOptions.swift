import CommandLineOptions
import Foundation
import PropertyFuzzing
import SafeAreaFuzzing

/// What the user asked `fuzz` to do.
struct FuzzOptions {
  var seed = FuzzSettings.defaultSeed
  var cases: Int?
  /// `--time`, when given.
  var time: Double?
  var properties: [String] = []
  var replay: [String] = []
  var mutants: [String] = []
  var allMutants = false
  var json = false
  var out = "results/fuzz"
  var corpus: String? = "Corpus"
  var recordCorpus = false
  /// `--shrink-steps`, when given.
  var shrinkSteps: Int?
  /// `--shrink-time`, when given.
  var shrinkSeconds: Double?
  /// `case --on PLACE`: move the shrunk failure to a catalog device.
  var place: String?
  /// `crash --signal N`: the signal of the crash to shrink.
  var crashSignal: Int32?
  /// `crash --index N`: the crashed case's index (its choices regenerate
  /// from the seed unless `--stdin-choices`).
  var crashCase: UInt64 = 0
  /// `--stdin-choices`: the crashed choices are read from stdin.
  var stdinChoices = false
  var quiet = false
  /// `--jobs`, or the machine's cores (one for `--implementation`, whose
  /// one child process serves one case at a time).
  var jobs = 1
  var slice = CaseSlice.all
  var caseIndex: UInt64?
  var merge: [String]?
  /// `--evaluate --built-engine`: the engine this binary was built with is
  /// the task, once per `--property`. A build from the mutation tool
  /// (`MutationTesting/`'s `mutate`) holds a generated mutant behind a
  /// switch, so this times how fast each strategy finds a mutant nobody
  /// wrote by hand.
  var builtEngine = false
  var trials = 10
  var trialSeconds = 1.0
  /// What the invocation does, checked against the options given.
  var mode = FuzzMode.fuzz
  var implementation: String?
  /// `--call-timeout`, when given: replay lines carry it.
  var callTimeoutGiven: Double?
  /// `--no-raylib`: leave the comparison with real raylib out.
  var noRaylib = false

  /// The machine's cores, at most 256: cases of a case budget are the same
  /// whatever the number of jobs, so using every core changes only the
  /// time a run takes.
  static var defaultJobs: Int {
    Swift.min(256, Swift.max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// The plain values every mode of the library reads.
  var settings: FuzzSettings {
    var settings = FuzzSettings()
    settings.seed = seed
    settings.cases = cases
    settings.time = time
    settings.properties = properties
    settings.mutants = mutants
    settings.implementation = implementation
    settings.callTimeout = callTimeoutGiven
    settings.corpus = corpus
    settings.recordCorpus = recordCorpus
    settings.out = out
    settings.jobs = jobs
    settings.slice = slice
    settings.shrinkSteps = shrinkSteps
    settings.shrinkTime = shrinkSeconds
    settings.noRaylib = noRaylib
    return settings
  }

  /// What the invocation asked for: the tool's help, a command's help, or
  /// a command to run with these options.
  enum Request {
    case toolHelp
    case commandHelp(CommandSpec)
    case run(FuzzOptions)
  }

  /// Parses an invocation.
  ///
  /// - Throws: ``UsageError`` naming the option or argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    var arguments = arguments
    // Several --mutant and no command: hunted like `mutants` (the
    // spelling before subcommands).
    let options = arguments.prefix { $0 != "--" }
    if arguments.first.map({ $0.hasPrefix("--") }) ?? false,
      options.filter({ $0 == "--mutant" || $0.hasPrefix("--mutant=") }).count > 1,
      !FuzzCommands.set.selectsACommand(arguments)
    {
      arguments.insert(FuzzMode.mutants.rawValue, at: 0)
    }
    switch try FuzzCommands.set.parse(arguments) {
    case .toolHelp: return .toolHelp
    case .commandHelp(let spec): return .commandHelp(spec)
    case .command(let spec, let parsed): return .run(try FuzzOptions(spec, parsed))
    }
  }

  /// The options of a parsed command.
  init(_ spec: CommandSpec, _ parsed: ParsedArguments) throws(UsageError) {
    mode = FuzzMode.of(spec, parsed)
    try mode.checkPairs(parsed)
    if parsed.positionals.contains("") {
      throw UsageError("\(spec.name) was given an empty file name")
    }
    switch mode {
    case .merge: merge = parsed.positionals
    case .replay: replay = parsed.positionals
    default: break
    }
    for option in ["out", "corpus"] where parsed.all(option).contains("") {
      throw UsageError("option '--\(option)' needs a path, got an empty one")
    }
    jobs =
      try parsed.value("jobs", as: Int.self, expected: "a whole number from 1 to 256") {
        (1...256).contains($0)
      } ?? (parsed.string("implementation") == nil ? Self.defaultJobs : 1)
    if let text = parsed.string("shard") {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = UInt64(parts[0]), let count = UInt64(parts[1]),
        let slice = CaseSlice(index: index, of: count)
      else {
        throw UsageError("option '--shard' expects I/N with 0 <= I < N, got '\(text)'")
      }
      self.slice = slice
    }
    builtEngine = parsed.has("built-engine")
    trials =
      try parsed.value("trials", as: Int.self, expected: "a whole number from 1 to 1000") {
        (1...1000).contains($0)
      } ?? trials
    trialSeconds =
      try parsed.value(
        "trial-time", as: Double.self, expected: "a positive number of seconds"
      ) { $0 > 0 && $0 < 1e5 }
      ?? trialSeconds
    caseIndex = try parsed.value(
      "index", as: UInt64.self, expected: "a case index (a whole number)")
    seed =
      try parsed.value("seed", as: UInt64.self, expected: "a whole number from 0 to 2^64-1") ?? seed
    cases = try parsed.value("cases", as: Int.self, expected: "a positive whole number") { $0 > 0 }
    let time = try parsed.value(
      "time", as: Double.self, expected: "a positive number of seconds"
    ) { $0 > 0 && $0 < 1e7 }
    self.time = time
    shrinkSeconds = try parsed.value(
      "shrink-time", as: Double.self, expected: "a non-negative number of seconds"
    ) { $0 >= 0 && $0 < 1e6 }
    shrinkSteps = try parsed.value(
      "shrink-steps", as: Int.self, expected: "a whole number of candidates from 0 to 10^9"
    ) { (0...1_000_000_000).contains($0) }
    place = parsed.string("on")
    crashSignal = try parsed.value(
      "signal", as: Int32.self, expected: "a signal number from 1 to 64"
    ) { (1...64).contains($0) }
    if mode == .crashShrink || mode == .crashChild { crashCase = caseIndex ?? 0 }
    stdinChoices = parsed.has("stdin-choices")
    properties = parsed.all("property")
    mutants = parsed.all("mutant")
    allMutants = mode == .mutants && mutants.isEmpty
    json = parsed.has("json")
    out = parsed.string("out") ?? out
    if parsed.has("no-corpus") {
      corpus = nil
    } else if let directory = parsed.string("corpus") {
      corpus = directory
    }
    recordCorpus = parsed.has("record-corpus")
    quiet = parsed.has("quiet")
    noRaylib = parsed.has("no-raylib")
    try parseImplementation(parsed)
  }

  /// What every help page ends with: crashes and exit statuses.
  static let epilogue = [
    "a crash (a trap inside a property) prints its replay line, then is shrunk in",
    "child processes, at most --shrink-steps candidates (default \(Fuzzer.crashShrinkCandidates) for a crash); the",
    "shrunk case is kept as <out>/crash-<property>-<hash>.json with its own replay line",
    "",
    "exit status: 0 all properties hold (or every mutant was caught),",
    "             1 a property failed (or a mutant survived), 2 usage or input error",
    "             (or a report that could not be written), 3 a property was not judged",
    "             (its judge or setup failed; the message says what to run), 4 an",
    "             internal error of the harness (a counterexample that did not replay),",
    "             130/143 interrupted by SIGINT/SIGTERM (a report marked interrupted is written),",
    "             128+N killed by signal N: a case that crashed (132 SIGILL, a Swift trap)",
  ]

  /// `fuzz --help`.
  static var usage: String { FuzzCommands.set.usage(epilogue: epilogue) }

  /// `fuzz COMMAND --help`.
  static func usage(of spec: CommandSpec) -> String {
    FuzzCommands.set.usage(of: spec, epilogue: epilogue)
  }
}

extension FuzzOptions {
  /// Reads `--implementation` and `--call-timeout`, refusing the modes a
  /// program over a pipe cannot serve.
  mutating func parseImplementation(_ parsed: ParsedArguments) throws(UsageError) {
    implementation = parsed.string("implementation")
    callTimeoutGiven = try parsed.value(
      "call-timeout", as: Double.self, expected: "a positive number of seconds"
    ) { $0 > 0 && $0 <= 3600 }
    guard let command = implementation else {
      if parsed.string("call-timeout") != nil {
        throw UsageError("--call-timeout needs --implementation")
      }
      return
    }
    guard !command.allSatisfy(\.isWhitespace) else {
      throw UsageError("option '--implementation' expects a command, got an empty one")
    }
    if !parsed.all("mutant").isEmpty {
      throw UsageError("--implementation cannot be combined with --mutant")
    }
    for conflict in ["mutants", "evaluate", "merge"] where parsed.has(conflict) {
      throw UsageError("--implementation cannot be combined with --\(conflict)")
    }
    if jobs > 1 {
      throw UsageError("--implementation runs one child process; give --jobs 1 (its default)")
    }
  }
}
