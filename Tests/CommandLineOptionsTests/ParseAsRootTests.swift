import CommandLineOptions
import Testing

/// A tool that is one command (`mutate`, `bench`, `raylib-peer`): `--help`
/// is added, strays are refused, and another parser's options can pass
/// through untouched.
@Suite("Tools of one command")
struct ParseAsRootTests {
  struct Runner: ParsableCommand {
    static let iterations = Option<Int>(
      "fixed-iterations", "N", default: 0, accepting: .positive, help: "iterations",
      shownDefault: .unstated)
    static let configuration = CommandConfiguration(
      "bench", summary: "runs benchmarks", options: [iterations],
      passesThrough: { $0.hasPrefix("benchmark_") })
    var iterations: Int
    var passedThrough: [String]
    init(_ parsed: ParsedCommand) throws(UsageError) {
      iterations = parsed[Self.iterations]
      passedThrough = parsed.passedThrough
    }
  }

  @Test func otherOptionsPassThroughInOrder() throws {
    guard
      case .command(let runner) = try Runner.parseAsRoot([
        "--benchmark_filter=x", "--fixed-iterations", "3", "--benchmark_repetitions=2",
      ])
    else {
      Issue.record("a run")
      return
    }
    #expect(runner.iterations == 3)
    #expect(runner.passedThrough == ["--benchmark_filter=x", "--benchmark_repetitions=2"])
  }

  @Test func helpIsAddedAndListedLast() throws {
    guard case .help = try Runner.parseAsRoot(["--help"]) else {
      Issue.record("--help is the help")
      return
    }
    #expect(
      Runner.optionHelpLines == [
        "  --fixed-iterations N  iterations", "  --help                show this help",
      ])
  }

  @Test func strayArgumentsAndUnknownOptionsAreRefused() {
    #expect(
      usageMessage { () throws(UsageError) in try Runner.parseAsRoot(["x"]) }
        == "unexpected argument 'x' (see --help)")
    #expect(
      usageMessage { () throws(UsageError) in try Runner.parseAsRoot(["--v=2"]) }
        == "unknown option '--v' (see --help)")
    #expect(
      usageMessage { () throws(UsageError) in try Runner.parseAsRoot(["--fixed-iterations=0"]) }
        == "option '--fixed-iterations' expects a positive whole number, got '0'")
  }

  /// bench declares --help itself, to hand it on to Google Benchmark.
  struct HelpfulRunner: ParsableCommand {
    static let help = Flag("help", help: "this help, then the other parser's")
    static let configuration = CommandConfiguration(
      "bench", summary: "runs benchmarks", options: [help],
      passesThrough: { $0.hasPrefix("benchmark_") })
    var wantsHelp: Bool
    init(_ parsed: ParsedCommand) throws(UsageError) { wantsHelp = parsed[Self.help] }
  }

  @Test func aCommandDeclaringHelpReadsItItself() throws {
    guard case .command(let runner) = try HelpfulRunner.parseAsRoot(["--help"]) else {
      Issue.record("the command reads its own --help")
      return
    }
    #expect(runner.wantsHelp)
    #expect(try HelpfulRunner.parse(["--benchmark_filter=x"]).wantsHelp == false)
    #expect(HelpfulRunner.optionHelpLines == ["  --help  this help, then the other parser's"])
  }
}
