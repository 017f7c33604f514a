import CommandLineOptions
import Testing

/// Issue 38's acceptance: declaring a new option is one declaration. The
/// command below gains `--rounds` by the one line that declares it (and its
/// place in the command's list); its help line, its usage error and its
/// typed reading follow with no other edit.
@Suite("A new option is one declaration")
struct NewOptionTests {
  struct Measure: ParsableCommand {
    /// The new option: name, value name, type, default, accepted values,
    /// help. Nothing else mentions its default or its range.
    static let rounds = Option<Int>(
      "rounds", "N", default: 12, accepting: .range(2...500), help: "rounds to measure")

    static let configuration = CommandConfiguration(
      "measure", summary: "measure something", options: [rounds])

    var rounds: Int
    init(_ parsed: ParsedCommand) throws(UsageError) { rounds = parsed[Self.rounds] }
  }

  static let tool = CommandLineTool(invocation: "tool", commands: [Measure.self])

  @Test func itsHelpLineStatesTheDeclaredDefault() {
    let help = Self.tool.usage(of: Measure.self)
    #expect(help.contains("  --rounds N  rounds to measure (default 12)"))
  }

  @Test func aBadValueGetsTheDerivedUsageError() {
    let message = usageMessage { () throws(UsageError) in
      try Self.tool.parse(["measure", "--rounds", "1"])
    }
    #expect(message == "option '--rounds' expects a whole number from 2 to 500, got '1'")
  }

  @Test func itsValueReadsBackTyped() throws {
    guard case .command(let command as Measure) = try Self.tool.parse(["measure", "--rounds=40"])
    else {
      Issue.record("measure is parsed")
      return
    }
    #expect(command.rounds == 40)
    guard case .command(let defaulted as Measure) = try Self.tool.parse(["measure"]) else {
      Issue.record("measure is parsed")
      return
    }
    #expect(defaulted.rounds == 12)
  }
}
