import CommandLineOptions
import SafeAreaFuzzing
import Testing

@testable import fuzz

/// Issue 38's acceptance, for `fuzz`: declaring a new option is one
/// declaration. `run` below gains `--rounds` by the line that declares it
/// and its place in the command's options; `fuzz run --help`, the usage
/// errors and the typed value follow, and every other command refuses it
/// naming `run`, with no other edit.
@Suite("fuzz: a new option is one declaration")
struct FuzzNewOptionTests {
  /// `run` with one option more.
  struct RunWithRounds: FuzzCommand {
    /// The new option: nothing else states its default or its range.
    static let rounds = Option<Int>(
      "rounds", "N", default: 3, accepting: .range(1...9), help: "rounds per case")

    static let configuration: CommandConfiguration = {
      var configuration = RunCommand.configuration
      configuration.options.append(rounds)
      return configuration
    }()

    var run: RunCommand
    var rounds: Int
    var settings: FuzzSettings { run.settings }
    var output: OutputOptions { run.output }

    init(_ parsed: ParsedCommand) throws(UsageError) {
      run = try RunCommand(parsed)
      rounds = parsed[Self.rounds]
    }

    func run(_ fuzzer: Fuzzer, console: Console) throws -> fuzz.ExitStatus { .success }
  }

  /// `fuzz` with `run` replaced by ``RunWithRounds``.
  static let tool = CommandLineTool(
    invocation: FuzzTool.tool.invocation,
    commands: FuzzTool.tool.commands.map { $0 == RunCommand.self ? RunWithRounds.self : $0 },
    defaultCommand: RunWithRounds.self)

  static func parse(_ arguments: [String]) throws(UsageError) -> RunWithRounds? {
    guard case .command(let command as RunWithRounds) = try tool.parse(arguments) else {
      return nil
    }
    return command
  }

  @Test func itsHelpLineStatesTheDeclaredDefault() {
    let help = Self.tool.usage(of: RunWithRounds.self, epilogue: FuzzTool.epilogue)
    #expect(help.contains(" --rounds N ") && help.contains("rounds per case (default 3)"))
    #expect(help.hasSuffix(FuzzTool.epilogue.joined(separator: "\n")))
  }

  @Test func aBadValueGetsTheDerivedUsageError() {
    let message = #expect(throws: UsageError.self) { try Self.parse(["--rounds", "0"]) }?.message
    #expect(message == "option '--rounds' expects a whole number from 1 to 9, got '0'")
  }

  @Test func anotherCommandRefusesItNamingRun() {
    let message = #expect(throws: UsageError.self) {
      try Self.tool.parse(["replay", "x.json", "--rounds", "2"])
    }?.message
    #expect(message == "--rounds cannot be used with replay (it is an option of run)")
  }

  @Test func itsValueReadsBackTypedBesideRunsOwn() throws {
    let command = try #require(try Self.parse(["--rounds=5", "--seed", "7"]))
    #expect(command.rounds == 5)
    #expect(command.settings.seed == 7)
    #expect(try #require(try Self.parse([])).rounds == 3)
  }
}
