// Policy: `swift run fuzz` with no arguments is the project's main job: every
// property of the real engine for about ten seconds with seed 1, after
// replaying the committed corpus. Every failure prints one exact command that
// replays it, and exit statuses are fixed: 0 pass, 1 fail, 2 usage or input.

import CommandLineOptions
import Foundation
import ImplementationProtocol
import PropertyFuzzing
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
    } catch let error as InputError {
      console.error(error.description)
      status = .usage
    } catch {
      console.error("\(error)")
      status = .usage
    }
    exit(status.rawValue)
  }

  static func run(_ options: FuzzOptions, console: Console) throws -> ExitStatus {
    if options.mode == .list {
      listEverything(console)
      return .success
    }
    // A candidate run of the crash shrinker writes nothing and must not
    // shrink its own crash: it only lives to pass, fail or crash.
    if options.mode == .crashChild { return try CrashChildSession(options: options).run() }
    if options.mode == .serveEngine {
      let mutant = try selectMutants(options.mutants).first
      EngineServer(
        engine: mutant?.engine ?? .real,
        name: mutant.map { "the engine with mutant \($0.name)" } ?? "the reference engine"
      ).serve()
      return .success
    }
    // Everything a run reads or writes is checked before any case runs.
    try options.files(console).preflight()
    if let directory = options.corpus, [.fuzz, .mutants, .singleCase].contains(options.mode) {
      do {
        try CorpusStore(directory: directory).validateLocation()
      } catch {
        throw InputError("option '--corpus': \(error)")
      }
    }
    StopSignal.install()
    let templates = ReplayLine.crashTemplates(
      variant: options.mutants.count == 1 ? options.mutants[0] : nil)
    CrashContext.install(tool: "fuzz", caseLine: templates.caseLine, fileLine: templates.fileLine)
    if let arguments = options.crashShrinkingArguments {
      CrashContext.enableShrinking(arguments: arguments)
    }
    let selected = try selectProperties(options.properties)
    if options.implementation != nil {
      return try ImplementationSession(options: options, console: console, selected: selected).run()
    }
    switch options.mode {
    case .list, .crashChild, .serveEngine:
      return .success
    case .crashShrink:
      return try CrashShrinkSession(
        options: options, console: console, signal: options.crashSignal ?? 0
      ).run()
    case .merge:
      return try MergeSession(options: options, console: console, files: options.merge ?? [])
        .run()
    case .replay:
      return try ReplaySession(options: options, console: console).run()
    case .evaluate:
      return try EvaluationSession(options: options, console: console).run()
    case .singleCase:
      return try SingleCaseSession(
        options: options, console: console, caseIndex: options.caseIndex ?? 0
      ).run()
    case .mutants:
      return try MutantSession(options: options, console: console, properties: selected).run()
    case .fuzz:
      if let name = options.mutants.first {
        let mutant = try selectMutants([name])[0]
        return try FuzzSession(
          options: options, console: console, engine: mutant.engine, variant: mutant.name,
          propertyNames: selected
        ).run()
      }
      return try FuzzSession(
        options: options, console: console, engine: .real, variant: nil,
        propertyNames: selected
      ).run()
    }
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

  /// The property names to run, in suite order; unknown names are an input
  /// error naming them.
  static func selectProperties(_ requested: [String]) throws -> [String] {
    let known = Suite.propertyNames
    guard !requested.isEmpty else { return known }
    let unknown = requested.filter { !known.contains($0) }
    guard unknown.isEmpty else {
      throw InputError(
        "unknown property \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (see --list)")
    }
    return known.filter(requested.contains)
  }
}

extension FuzzOptions {
  /// The supervisor's command line (argv[0] first) that the crash handler
  /// completes and runs when a case crashes, or `nil` in the modes whose
  /// crashes are not shrunk: saved cases (`--replay`, and corpus files in a
  /// run) replay as they are, as their failures do; `--mutants` and
  /// `--evaluate` switch engines in one process; a program under
  /// `--implementation` that crashes is already a failing case, shrunk in
  /// process.
  var crashShrinkingArguments: [String]? {
    guard [.fuzz, .singleCase].contains(mode), implementation == nil, mutants.count <= 1 else {
      return nil
    }
    var arguments = [CommandLine.arguments.first ?? "fuzz", FuzzMode.crashShrink.rawValue]
    arguments += ["--signal", "{signal}", "--property", "{property}", "--seed", "{seed}"]
    arguments += ["--index", "{case}", "{stdin-choices}", "--out", out]
    arguments += ["--shrink-time", "\(crashShrinkSeconds)"]
    // What the crashed run's report records about the campaign.
    if mode == .fuzz {
      if slice != .all { arguments += ["--shard", slice.description] }
      switch budget {
      case .quotas: break
      case .cases(let count): arguments += ["--cases", "\(count)"]
      case .seconds(let seconds): arguments += ["--time", "\(seconds)"]
      }
      arguments += ["--jobs", "\(jobs)"]
    }
    arguments += mutants.flatMap { ["--mutant", $0] }
    arguments += corpus.map { ["--corpus", $0] } ?? ["--no-corpus"]
    if recordCorpus { arguments.append("--record-corpus") }
    if json { arguments.append("--json") }
    if quiet { arguments.append("--quiet") }
    if noRaylib { arguments.append("--no-raylib") }
    return arguments
  }
}

extension Fuzz {
  /// The mutants named on the command line, in the order given; unknown
  /// names are an input error naming them all.
  static func selectMutants(_ names: [String]) throws -> [Mutant] {
    let unknown = names.filter { Mutant.named($0) == nil }
    guard unknown.isEmpty else {
      throw InputError(
        "unknown mutant \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (see --list)")
    }
    return names.compactMap(Mutant.named)
  }
}

/// Bad input that is not a command-line mistake: a corpus file, an unknown
/// property or mutant name. Exit status 2.
struct InputError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
