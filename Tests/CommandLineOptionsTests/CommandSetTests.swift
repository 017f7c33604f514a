import CommandLineOptions
import Testing

/// Subcommands: the first word names one, an earlier spelling's option may
/// select one, and otherwise the default runs; each takes only its own
/// options.
@Suite("Command sets")
struct CommandSetTests {
  static let set = CommandSet(
    invocation: "tool",
    commands: [
      CommandSpec(
        "run", summary: "the default",
        options: [.value("seed", "N", help: "seed"), .flag("quiet", help: "quiet")]),
      CommandSpec(
        "replay", operands: "FILE...", operandCount: 1...Int.max, summary: "replay files",
        options: [.flag("quiet", help: "quiet")], aliases: [.operand("replay")]),
      CommandSpec(
        "case", summary: "one case", options: [.value("index", "N", help: "index")],
        aliases: [.renamed("case", to: "index")]),
      CommandSpec(
        "list", summary: "list", options: [], aliases: [.flag("list")]),
      CommandSpec(
        "internal", summary: "hidden", options: [.flag("child", help: "child")], isHidden: true,
        aliases: [.renamedFlag("old-child", to: "child")]),
    ],
    defaultCommand: "run")

  func command(_ arguments: [String]) throws -> (String, ParsedArguments) {
    guard case .command(let spec, let parsed) = try Self.set.parse(arguments) else {
      throw UsageError("not a command")
    }
    return (spec.name, parsed)
  }

  @Test func noCommandIsTheDefault() throws {
    let (name, parsed) = try command(["--seed", "3"])
    #expect(name == "run")
    #expect(parsed.string("seed") == "3")
    #expect(try command([]).0 == "run")
  }

  @Test func aNamedCommandTakesOnlyItsOwnOptions() throws {
    let (name, parsed) = try command(["replay", "a.json", "b.json", "--quiet"])
    #expect(name == "replay")
    #expect(parsed.positionals == ["a.json", "b.json"])
    #expect(throws: UsageError("--seed cannot be used with replay (it is an option of run)")) {
      try Self.set.parse(["replay", "a.json", "--seed", "1"])
    }
    #expect(throws: UsageError("expected at least 1 argument, got 0")) {
      try Self.set.parse(["replay"])
    }
  }

  @Test func earlierSpellingsSelectTheirCommand() throws {
    let (replay, files) = try command(["--replay", "a.json", "--quiet", "--replay=b.json"])
    #expect(replay == "replay")
    #expect(files.positionals == ["a.json", "b.json"])
    #expect(files.has("quiet"))
    let (single, index) = try command(["--case", "27"])
    #expect(single == "case")
    #expect(index.string("index") == "27")
    #expect(try command(["--list"]).0 == "list")
    let (hidden, child) = try command(["--old-child"])
    #expect(hidden == "internal")
    #expect(child.has("child"))
  }

  @Test func operandsKeepTheirOrderAndWhatFollowsTheSeparatorIsNoOption() throws {
    let (_, files) = try command(["--replay", "a.json", "--", "b.json", "--list"])
    #expect(files.positionals == ["a.json", "b.json", "--list"])
    #expect(Self.set.selectsACommand(["--case=3"]))
    #expect(!Self.set.selectsACommand(["--", "--list"]))
  }

  @Test func optionsOfTwoCommandsAreAMistakeNamingBoth() {
    #expect(throws: UsageError("--replay and --list cannot be used together")) {
      try Self.set.parse(["--replay", "a", "--list"])
    }
    #expect(throws: UsageError("option '--replay' needs a value")) {
      try Self.set.parse(["--replay"])
    }
  }

  @Test func anUnknownWordIsAnUnknownCommand() {
    #expect(
      throws: UsageError("unknown command 'rnu' (commands: run, replay, case, list; see --help)")
    ) {
      try Self.set.parse(["rnu"])
    }
  }

  @Test func helpIsTheToolsOrTheCommands() throws {
    guard case .toolHelp = try Self.set.parse(["--help"]) else {
      Issue.record("--help is the tool's help")
      return
    }
    guard case .commandHelp(let spec) = try Self.set.parse(["replay", "--help"]) else {
      Issue.record("replay --help is the command's help")
      return
    }
    #expect(spec.name == "replay")
    let tool = Self.set.usage()
    #expect(tool.contains("replay FILE...  replay files"))
    #expect(!tool.contains("internal"), "hidden commands are not listed")
    let own = Self.set.usage(of: spec)
    #expect(own.contains("usage: tool replay [options] FILE..."))
    #expect(own.contains("--quiet"))
    #expect(!own.contains("--seed"))
    #expect(own.contains("earlier spellings, still accepted: --replay FILE..."))
  }
}
