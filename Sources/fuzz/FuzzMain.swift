// Policy: `swift run fuzz` with no arguments is the project's main job:
// every property of the real engine, each to its quota of cases with seed 1,
// after replaying the committed corpus. The tool parses, hands the library
// (`SafeAreaFuzzing`'s `Fuzzer`) a configuration, prints what its reporter
// hears, and chooses the exit status: 0 pass, 1 fail, 2 usage or input, 3
// not judged, 4 an internal error of the harness, 128+N a signal.

import CommandLineOptions
import Foundation
import PropertyFuzzing
import SafeAreaFuzzing
import SafeAreaInvariants

@main
struct Fuzz {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let options: FuzzOptions
    do {
      switch try FuzzOptions.parse(arguments) {
      case .toolHelp:
        print(FuzzOptions.usage)
        exit(ExitStatus.success.rawValue)
      case .commandHelp(let spec):
        print(FuzzOptions.usage(of: spec))
        exit(ExitStatus.success.rawValue)
      case .run(let parsed):
        options = parsed
      }
    } catch {
      FileHandle.standardError.write(Data("fuzz: \(error)\n".utf8))
      FileHandle.standardError.write(
        Data("usage: swift run fuzz [<command>] [options] (see --help)\n".utf8))
      exit(ExitStatus.usage.rawValue)
    }
    Suite.raylibDisabled = options.noRaylib
    let console = Console(quiet: options.quiet, json: options.json)
    let status: ExitStatus
    do {
      status = try run(options, console: console)
    } catch let refusal as FuzzRunRefusal {
      switch refusal {
      case .notJudged(let property, let reason):
        console.error("\(property) cannot run here (not judged): \(reason)")
        status = .notJudged
      case .implementation(let message, let hint):
        console.say("fuzz: FAILED: \(message)")
        if let hint { console.say("  \(hint)") }
        status = .failure
      }
    } catch {
      console.error("\(error)")
      status = .usage
    }
    exit(status.rawValue)
  }

  static func run(_ options: FuzzOptions, console: Console) throws -> ExitStatus {
    let fuzzer = Fuzzer(settings: options.settings)
    switch options.mode {
    case .list:
      listEverything(console)
      return .success
    case .crashChild:
      // A candidate of the crash shrinker writes nothing and must not
      // shrink its own crash: it only lives to pass, fail or crash.
      return try fuzzer.serveCrashCandidates() == 1 ? .failure : .success
    case .serveEngine:
      try fuzzer.serveEngine()
      return .success
    default:
      break
    }
    // Everything a run reads or writes is checked before any case runs.
    try fuzzer.preflight(checkingCorpus: [.fuzz, .mutants, .singleCase].contains(options.mode))
    StopSignal.install()
    let templates = ReplayLine.crashTemplates(
      variant: options.mutants.count == 1 ? options.mutants[0] : nil)
    CrashContext.install(tool: "fuzz", caseLine: templates.caseLine, fileLine: templates.fileLine)
    if let arguments = options.crashShrinkingArguments {
      CrashContext.enableShrinking(arguments: arguments)
    }
    _ = try Suite.select(properties: options.properties)
    var reporter = ConsoleReporter(console: console)
    reporter.replayingFiles = options.mode == .replay
    if options.implementation != nil {
      return try judgeImplementation(options, fuzzer: fuzzer, reporter: reporter)
    }
    let system =
      try Suite.select(mutants: options.mutants).first.map(SystemUnderTest.init(mutant:))
      ?? .reference
    switch options.mode {
    case .list, .crashChild, .serveEngine:
      return .success
    case .crashShrink:
      let crash = Fuzzer.Crash(
        signal: options.crashSignal ?? 0, index: options.crashCase,
        choices: options.stdinChoices ? try ChoiceText.readStandardInput() : nil)
      switch try fuzzer.shrinkCrash(crash, say: console.say, warn: console.error) {
      case .kept: return .failure
      case .lost: return .usage
      case .internalError: return .internalError
      }
    case .merge:
      return try merge(options.merge ?? [], fuzzer: fuzzer, console: console)
    case .replay:
      return status(of: fuzzer.replay(options.replay, against: system, reporting: reporter))
    case .evaluate:
      return try evaluate(options, fuzzer: fuzzer, console: console)
    case .singleCase:
      return status(
        of: try fuzzer.runCase(
          options.caseIndex ?? 0, on: options.place, against: system, reporting: reporter),
        placed: options.place != nil)
    case .mutants:
      return try huntMutants(fuzzer: fuzzer, console: console)
    case .fuzz:
      return status(of: try fuzzer.run(against: system, reporting: reporter))
    }
  }

  /// `--implementation`: the same modes against a program.
  static func judgeImplementation(
    _ options: FuzzOptions, fuzzer: Fuzzer, reporter: ConsoleReporter
  ) throws -> ExitStatus {
    var reporter = reporter
    reporter.implementationName = options.implementation
    let mode: Fuzzer.ImplementationMode =
      !options.replay.isEmpty
      ? .replay(options.replay)
      : options.caseIndex.map { .singleCase($0, on: options.place) } ?? .run
    switch try fuzzer.judgeImplementation(mode, reporting: reporter) {
    case .run(let result): return status(of: result)
    case .singleCase(let outcome): return status(of: outcome, placed: options.place != nil)
    case .replay(let replay): return status(of: replay)
    }
  }

  /// A run's exit status.
  static func status(of result: RunResult) -> ExitStatus {
    if let interrupted = result.interrupted { return .interrupted(by: interrupted) }
    guard result.verdict == .passed else { return ExitStatus(result.verdict) }
    return result.corpus.badFiles > 0 || result.reportPath == nil ? .usage : .success
  }

  /// One case's exit status: with `--on`, whether the case fails on the
  /// device.
  static func status(of outcome: FuzzRun.CaseOutcome, placed: Bool) -> ExitStatus {
    switch outcome {
    case .held: return .success
    case .notJudged: return .notJudged
    case .failed(let finding):
      if finding.isInternalError { return .internalError }
      guard placed else { return .failure }
      if case .placed(let placement) = finding.placement, placement.evaluation.isFailure {
        return .failure
      }
      return .success
    }
  }

  /// A replay's exit status: a failure first, then a case not judged, then
  /// a bad file.
  static func status(of replay: FuzzRun.FileReplay) -> ExitStatus {
    if let interrupted = replay.interrupted {
      return .interrupted(by: interrupted)
    }
    if !replay.replayLines.isEmpty { return .failure }
    if replay.notJudged > 0 { return .notJudged }
    return replay.badFiles > 0 ? .usage : .success
  }

  static func listEverything(_ console: Console) {
    console.say("properties:")
    let properties = InvariantSuite.properties()
    let width = properties.map(\.name.count).max() ?? 0
    for property in properties {
      console.say(
        "  " + property.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
          + property.summary)
    }
    console.say(
      "  "
        + InvariantSuite.matchesRaylibName.padding(
          toLength: width + 2, withPad: " ", startingAt: 0)
        + InvariantSuite.matchesRaylibSummary + " (needs `bash Scripts/run/setup-raylib`)")
    console.say("mutants:")
    let mutantWidth = Mutant.all.map(\.name.count).max() ?? 0
    for mutant in Mutant.all + Mutant.crashers {
      console.say(
        "  " + mutant.name.padding(toLength: mutantWidth + 2, withPad: " ", startingAt: 0)
          + mutant.summary)
    }
  }
}

extension FuzzOptions {
  /// The supervisor's command line (argv[0] first) that the crash handler
  /// completes and runs when a case crashes, or `nil` in the modes whose
  /// crashes are not shrunk: saved cases (`--replay`, and corpus files in a
  /// run) replay as they are, as their failures do; `--mutants` and
  /// `--evaluate` switch engines in one process; a program under
  /// `--implementation` that crashes is already a failing case, shrunk in
  /// process; and a replay check's child only needs to crash.
  var crashShrinkingArguments: [String]? {
    guard [.fuzz, .singleCase].contains(mode), implementation == nil, mutants.count <= 1,
      !Fuzzer.isReplayCheck
    else {
      return nil
    }
    var arguments = [CommandLine.arguments.first ?? "fuzz", FuzzMode.crashShrink.rawValue]
    arguments += ["--signal", "{signal}", "--property", "{property}", "--seed", "{seed}"]
    arguments += ["--index", "{case}", "{stdin-choices}", "--out", out]
    if let shrinkSteps { arguments += ["--shrink-steps", "\(shrinkSteps)"] }
    if let shrinkSeconds { arguments += ["--shrink-time", "\(shrinkSeconds)"] }
    // What the crashed run's report records about the campaign.
    if mode == .fuzz {
      if slice != .all { arguments += ["--shard", slice.description] }
      if let cases { arguments += ["--cases", "\(cases)"] }
      if let time { arguments += ["--time", "\(time)"] }
      arguments += ["--jobs", "\(jobs)"]
    }
    arguments += mutants.flatMap { ["--mutant", $0] }
    // A replay line adds nothing to the corpus, crash or not.
    arguments +=
      corpus.map { mode == .singleCase ? ["--no-corpus"] : ["--corpus", $0] }
      ?? ["--no-corpus"]
    if recordCorpus { arguments.append("--record-corpus") }
    if json { arguments.append("--json") }
    if quiet { arguments.append("--quiet") }
    if noRaylib { arguments.append("--no-raylib") }
    return arguments
  }
}
