// Policy: `fuzz` is a set of subcommands (`run`, `case`, `replay`,
// `mutants`, `evaluate`, `merge`, `list`, `serve-engine`, and the hidden
// `crash` the crash handler re-enters), each a type declaring only the
// options it takes, from groups declared once (`*Options.swift`); the
// parser refuses any other option by name, and help and usage errors are
// written from the same declarations. `run` is the default, so `swift run
// fuzz --seed 1` is the main job. The flags that chose a mode before
// subcommands existed (`--replay F`, `--case N`, `--mutants`, `--list`,
// ...) still select their command, so every replay line ever printed goes
// on working.

import CommandLineOptions
import SafeAreaFuzzing

/// A command of `fuzz`: the library's settings its options make, how much
/// it prints, and what it runs.
protocol FuzzCommand: ParsableCommand {
  /// The plain values the library's modes read.
  var settings: FuzzSettings { get }
  /// Where results go and how much is printed.
  var output: OutputOptions { get }

  /// Runs the command.
  ///
  /// - Returns: the exit status.
  func run(_ fuzzer: Fuzzer, console: Console) throws -> ExitStatus
}

/// `fuzz`'s commands, how an invocation chooses one, and the help.
enum FuzzTool {
  static let tool = CommandLineTool(
    invocation: "swift run fuzz",
    commands: [
      RunCommand.self, CaseCommand.self, ReplayCommand.self, MutantsCommand.self,
      EvaluateCommand.self, MergeCommand.self, ListCommand.self, ServeEngineCommand.self,
      CrashCommand.self,
    ],
    defaultCommand: RunCommand.self)

  /// The arguments with several `--mutant` and no command read as
  /// `mutants` (the spelling before subcommands); others as given.
  static func respelled(_ arguments: [String]) -> [String] {
    let mutant = "--" + SharedOptions.mutants.name
    let mutants = arguments.prefix { $0 != "--" }.filter {
      $0 == mutant || $0.hasPrefix(mutant + "=")
    }
    guard arguments.first?.hasPrefix("--") ?? false, mutants.count > 1,
      !tool.selectsACommand(arguments)
    else { return arguments }
    return [MutantsCommand.configuration.name] + arguments
  }

  /// What every help page ends with: crashes and exit statuses.
  static let epilogue = [
    "a crash (a trap inside a property) prints its replay line, then is shrunk in",
    "child processes, at most --\(ShrinkingOptions.steps.name) candidates "
      + "(default \(Fuzzer.crashShrinkCandidates) for a crash); the",
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
  static var usage: String { tool.usage(epilogue: epilogue) }

  /// `fuzz COMMAND --help`.
  static func usage(of command: any ParsableCommand.Type) -> String {
    tool.usage(of: command, epilogue: epilogue)
  }
}
