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
import SafeAreaMutants

@main
struct Fuzz {
  static func main() {
    let command: any FuzzCommand
    do {
      switch try FuzzTool.tool.parse(FuzzTool.respelled(Array(CommandLine.arguments.dropFirst()))) {
      case .toolHelp:
        print(FuzzTool.usage)
        exit(ExitStatus.success.rawValue)
      case .commandHelp(let type):
        print(FuzzTool.usage(of: type))
        exit(ExitStatus.success.rawValue)
      case .command(let parsed as any FuzzCommand):
        command = parsed
      case .command(let other):
        preconditionFailure("\(type(of: other)) is not a fuzz command")
      }
    } catch {
      FileHandle.standardError.write(Data("fuzz: \(error)\n".utf8))
      FileHandle.standardError.write(
        Data("usage: swift run fuzz [<command>] [options] (see --help)\n".utf8))
      exit(ExitStatus.usage.rawValue)
    }
    Suite.raylibDisabled = command.settings.noRaylib
    let console = Console(quiet: command.output.quiet, json: command.output.json)
    let status: ExitStatus
    do {
      status = try command.run(Fuzzer(settings: command.settings), console: console)
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

  /// What a command that runs cases does first: checks, before any case
  /// runs, everything it reads and writes; installs the signal and crash
  /// handlers (shrinking crashes with `crashShrinking`, the supervisor's
  /// command line, when given); checks the names given.
  ///
  /// - Returns: the system under test the settings name.
  static func prepare(
    _ fuzzer: Fuzzer, checkingCorpus: Bool = false, crashShrinking: [String]? = nil
  ) throws -> SystemUnderTest {
    try fuzzer.preflight(checkingCorpus: checkingCorpus)
    StopSignal.install()
    let mutants = fuzzer.settings.mutants
    let templates = ReplayLine.crashTemplates(variant: mutants.count == 1 ? mutants[0] : nil)
    CrashContext.install(tool: "fuzz", caseLine: templates.caseLine, fileLine: templates.fileLine)
    if let crashShrinking { CrashContext.enableShrinking(arguments: crashShrinking) }
    _ = try Suite.select(properties: fuzzer.settings.properties)
    return try Suite.select(mutants: mutants).first.map(SystemUnderTest.init(mutant:)) ?? .reference
  }

  /// `--implementation`: `run`, `case` or `replay` against a program.
  static func judgeImplementation(
    _ mode: Fuzzer.ImplementationMode, fuzzer: Fuzzer, reporter: ConsoleReporter,
    placed: Bool = false
  ) throws -> ExitStatus {
    var reporter = reporter
    reporter.implementationName = fuzzer.settings.implementation
    switch try fuzzer.judgeImplementation(mode, reporting: reporter) {
    case .run(let result): return status(of: result)
    case .singleCase(let outcome): return status(of: outcome, placed: placed)
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
