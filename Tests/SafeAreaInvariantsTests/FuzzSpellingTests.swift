import CommandLineOptions
import PropertyFuzzing
import SafeAreaFuzzing
import Testing

@testable import fuzz

/// `fuzz`'s command line parsed in process: every earlier spelling builds
/// the same command as today's, the crash handler's re-entry parses back
/// into the settings of the run that crashed, and the defaults the help
/// states are the library's.
@Suite("fuzz spellings and settings")
struct FuzzSpellingTests {
  static func parse(_ arguments: [String]) throws(UsageError) -> any FuzzCommand {
    guard
      case .command(let command as any FuzzCommand) = try FuzzTool.tool.parse(
        FuzzTool.respelled(arguments))
    else {
      preconditionFailure("\(arguments) is not a command")
    }
    return command
  }

  static func parse(_ arguments: String) throws(UsageError) -> any FuzzCommand {
    try parse(arguments.split(separator: " ").map(String.init))
  }

  @Test(
    arguments: [
      ("--seed 1", "run --seed 1"),
      ("--replay a.json --replay b.json --quiet", "replay a.json b.json --quiet"),
      (
        "--case 27 --property clip.wellFormed --seed 2",
        "case --index 27 --property clip.wellFormed --seed 2"
      ),
      ("--mutants --cases 9", "mutants --cases 9"),
      (
        "--mutant clip.replace --mutant clip.negativeWidth",
        "mutants --mutant clip.replace --mutant clip.negativeWidth"
      ),
      ("--evaluate --trials 3", "evaluate --trials 3"),
      ("--merge a.json --merge b.json", "merge a.json b.json"),
      ("--list", "list"),
      ("--serve-engine --mutant clip.replace", "serve-engine --mutant clip.replace"),
      (
        "--crash-signal 4 --crash-case 9 --property clip.wellFormed",
        "crash --signal 4 --index 9 --property clip.wellFormed"
      ),
      ("--crash-child --property clip.wellFormed", "crash --child --property clip.wellFormed"),
    ])
  func anEarlierSpellingBuildsTodaysCommand(earlier: String, today: String) throws {
    let old = try Self.parse(earlier)
    let new = try Self.parse(today)
    #expect(type(of: old) == type(of: new))
    #expect(Self.summary(old) == Self.summary(new))
  }

  /// The settings and printing of a command, as text, to compare two
  /// parses.
  static func common(_ command: any FuzzCommand) -> [String] {
    let settings = command.settings
    return [
      "\(settings.seed)", "\(settings.properties)", "\(settings.mutants)", "\(settings.budget)",
      settings.corpus ?? "-", settings.out, "\(settings.jobs)", "\(settings.slice)",
      "\(command.output.quiet)", "\(command.output.json)",
    ]
  }

  /// Everything a command holds, as text.
  static func summary(_ command: any FuzzCommand) -> [String] {
    switch command {
    case let replay as ReplayCommand: common(replay) + replay.files
    case let merge as MergeCommand: common(merge) + merge.files
    case let single as CaseCommand: common(single) + ["\(single.index)"]
    case let evaluate as EvaluateCommand: common(evaluate) + ["\(evaluate.trials)"]
    case let crash as CrashCommand: common(crash) + ["\(String(describing: crash.crash))"]
    default: common(command)
    }
  }

  @Test(
    arguments: [
      "--seed 9 --property clip.wellFormed --cases 40 --shard 1/3 --jobs 2 --shrink-steps 7 --corpus C --quiet --no-raylib",
      "--seed 9 --property clip.wellFormed --time 2.5 --mutant clip.replace --record-corpus --json --shrink-time 0.5",
      "case --seed 4 --property clip.wellFormed --index 3 --corpus C --out R",
      "case --seed 4 --property clip.wellFormed --index 3 --mutant clip.replace --record-corpus",
    ])
  func theCrashReentryParsesBackIntoTheCrashedRunsSettings(arguments: String) throws {
    let crashed = try Self.parse(arguments)
    let reentry = try #require(
      CrashCommand.reentry(
        crashed.settings, output: crashed.output, campaign: crashed is RunCommand))
    let filled = reentry.dropFirst().compactMap { argument -> String? in
      switch argument {
      case "{signal}": "4"
      case "{property}": "clip.wellFormed"
      case "{seed}": "\(crashed.settings.seed)"
      case "{case}": "12"
      case "{stdin-choices}": nil
      default: argument
      }
    }
    let supervisor = try #require(try Self.parse(Array(filled)) as? CrashCommand)
    var expected = Self.common(crashed)
    if crashed is CaseCommand {
      // A replay line adds nothing to the corpus, crash or not; its jobs
      // are the machine's.
      expected[4] = "-"
    }
    #expect(Self.common(supervisor) == expected)
    #expect(supervisor.settings.shrinkSteps == crashed.settings.shrinkSteps)
    #expect(supervisor.settings.shrinkTime == crashed.settings.shrinkTime)
    #expect(supervisor.settings.noRaylib == crashed.settings.noRaylib)
    // Nothing is recorded into a corpus a replay line does not touch.
    #expect(
      supervisor.settings.recordCorpus
        == (crashed is RunCommand && crashed.settings.recordCorpus))
    #expect(supervisor.crash?.signal == 4 && supervisor.crash?.index == 12)
  }

  @Test func noCrashIsShrunkInAnotherProcessForAProgramOrSeveralMutants() throws {
    let program = try Self.parse(["--implementation", "true"])
    #expect(CrashCommand.reentry(program.settings, output: program.output, campaign: true) == nil)
  }

  /// The defaults help states are the library's, written from the
  /// declarations.
  @Test func theHelpStatesTheLibrarysDefaults() {
    let help = FuzzTool.usage(of: RunCommand.self)
    #expect(help.contains("seed of the run (default \(FuzzSettings.defaultSeed))"))
    #expect(help.contains("(default: each property's quota, \(Property.defaultQuota) for most)"))
    #expect(
      help.contains("(default: each property's, \(ShrinkLimit.standard.candidates) for most)"))
    #expect(help.contains("the regression corpus (default \(FuzzSettings.defaultCorpus))"))
    #expect(help.contains("where reports and pictures go (default \(FuzzSettings.defaultOut))"))
    #expect(help.contains("of --implementation (default \(Int(FuzzSettings.defaultCallTimeout)))"))
    let defaults = try? Self.parse([])
    #expect(defaults?.settings.corpus == FuzzSettings.defaultCorpus)
    #expect(defaults?.settings.out == FuzzSettings.defaultOut)
    #expect(defaults?.settings.seed == FuzzSettings.defaultSeed)
  }
}
