import CommandLineOptions
import Testing

/// A tool of typed commands keeps every rule of ``CommandSet``: the first
/// word names a command, an earlier spelling selects one, the default runs
/// otherwise, each command takes only its own options, and a hidden command
/// runs but is not listed.
@Suite("Command-line tools")
struct CommandLineToolTests {
  /// Options `run` and `replay` share, declared once with their result.
  struct Output: OptionGroup {
    static let quiet = Flag("quiet", help: "quiet")
    static let out = Option.path("out", "DIR", default: "results", help: "where reports go")
    static let options: [any OptionDeclaration] = [quiet, out]
    var quiet: Bool
    var out: String
    init(_ parsed: ParsedCommand) throws(UsageError) {
      quiet = parsed[Self.quiet]
      out = parsed[Self.out]
    }
  }

  struct Run: ParsableCommand {
    static let seed = Option<UInt64>("seed", "N", default: 1, help: "seed")
    static let time = Option<Double?>("time", "SECONDS", accepting: .positive, help: "time")
    static let cases = Option<Int?>("cases", "N", accepting: .positive, help: "cases")
    static let configuration = CommandConfiguration(
      "run", summary: "the default", options: [seed, time, cases] + Output.options)
    var seed: UInt64
    var output: Output
    init(_ parsed: ParsedCommand) throws(UsageError) {
      try parsed.refuseTogether([Self.time, Self.cases])
      seed = parsed[Self.seed]
      output = try Output(parsed)
    }
  }

  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      "replay", summary: "replay files",
      operands: Operands("FILE...", count: 1...Int.max, noun: "file"),
      options: Output.options, aliases: [.operand("replay")])
    var files: [String]
    var output: Output
    init(_ parsed: ParsedCommand) throws(UsageError) {
      files = parsed.operands
      output = try Output(parsed)
    }
  }

  struct Case: ParsableCommand {
    static let index = Option<UInt64?>("index", "N", help: "index")
    static let configuration = CommandConfiguration(
      "case", summary: "one case", options: [index], aliases: [.renamed("case", to: index)])
    var index: UInt64
    init(_ parsed: ParsedCommand) throws(UsageError) {
      guard let index = parsed[Self.index] else { throw UsageError("case needs --index N") }
      self.index = index
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      "list", summary: "list", options: [], aliases: [.flag("list")])
    init(_ parsed: ParsedCommand) throws(UsageError) {}
  }

  struct Internal: ParsableCommand {
    static let child = Flag("child", help: "child")
    static let configuration = CommandConfiguration(
      "internal", summary: "hidden", options: [child],
      aliases: [.renamedFlag("old-child", to: child)], isHidden: true)
    var child: Bool
    init(_ parsed: ParsedCommand) throws(UsageError) { child = parsed[Self.child] }
  }

  static let tool = CommandLineTool(
    invocation: "tool", commands: [Run.self, Replay.self, Case.self, List.self, Internal.self],
    defaultCommand: Run.self)

  func command(_ arguments: [String]) throws -> any ParsableCommand {
    guard case .command(let command) = try Self.tool.parse(arguments) else {
      throw UsageError("not a command")
    }
    return command
  }

  @Test func noCommandIsTheDefault() throws {
    let run = try #require(try command(["--seed", "3", "--out=x"]) as? Run)
    #expect(run.seed == 3)
    #expect(run.output.out == "x")
    #expect(try command([]) is Run)
  }

  @Test func aNamedCommandTakesOnlyItsOwnOptions() throws {
    let replay = try #require(try command(["replay", "a.json", "b.json", "--quiet"]) as? Replay)
    #expect(replay.files == ["a.json", "b.json"])
    #expect(replay.output.quiet)
    #expect(throws: UsageError("--seed cannot be used with replay (it is an option of run)")) {
      try Self.tool.parse(["replay", "a.json", "--seed", "1"])
    }
    #expect(throws: UsageError("expected at least 1 file, got 0")) {
      try Self.tool.parse(["replay"])
    }
  }

  @Test func earlierSpellingsSelectTheirCommand() throws {
    let replay = try #require(
      try command(["--replay", "a.json", "--quiet", "--replay=b.json"]) as? Replay)
    #expect(replay.files == ["a.json", "b.json"])
    #expect(replay.output.quiet)
    #expect((try command(["--case", "27"]) as? Case)?.index == 27)
    #expect((try command(["--case=28"]) as? Case)?.index == 28)
    #expect(try command(["--list"]) is List)
    #expect((try command(["--old-child"]) as? Internal)?.child == true)
    #expect(Self.tool.selectsACommand(["--case=3"]))
    #expect(!Self.tool.selectsACommand(["--", "--list"]))
  }

  @Test func whatFollowsTheSeparatorIsAnOperand() throws {
    let replay = try #require(
      try command(["--replay", "a.json", "--", "b.json", "--list"]) as? Replay)
    #expect(replay.files == ["a.json", "b.json", "--list"])
  }

  @Test(
    arguments: [
      (["--replay", "a", "--list"], "--replay and --list cannot be used together"),
      (["--replay"], "option '--replay' needs a value"),
      (["rnu"], "unknown command 'rnu' (commands: run, replay, case, list; see --help)"),
      (["--time", "1", "--cases", "2"], "--time and --cases cannot be used together"),
      (["case"], "case needs --index N"),
      (
        ["case", "--index", "x"],
        "option '--index' expects a whole number from 0 to 2^64-1, got 'x'"
      ),
      (["run", "--out", ""], "option '--out' needs a path, got an empty one"),
      (["list", "extra"], "unexpected argument 'extra' (see --help)"),
    ] as [([String], String)])
  func mistakesNameTheArgument(arguments: [String], message: String) {
    #expect(usageMessage { () throws(UsageError) in try Self.tool.parse(arguments) } == message)
  }

  @Test func helpIsTheToolsOrTheCommands() throws {
    guard case .toolHelp = try Self.tool.parse(["--help"]) else {
      Issue.record("--help is the tool's help")
      return
    }
    guard case .commandHelp(let type) = try Self.tool.parse(["replay", "--help"]) else {
      Issue.record("replay --help is the command's help")
      return
    }
    #expect(type is Replay.Type)
    let tool = Self.tool.usage()
    #expect(tool.contains("replay FILE...  replay files"))
    #expect(tool.contains("tool [options]          (the run command)"))
    #expect(!tool.contains("internal"), "hidden commands are not listed")
    let own = Self.tool.usage(of: Replay.self)
    #expect(own.contains("usage: tool replay [options] FILE..."))
    #expect(own.contains("--out DIR  where reports go (default results)"))
    #expect(!own.contains("--seed"))
    #expect(own.contains("earlier spellings, still accepted: --replay FILE..."))
    #expect(Self.tool.usage(of: Case.self).contains("--case (now --index)"))
  }
}
