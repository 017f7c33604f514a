import CommandLineOptions
import Testing

/// Each shape of declaration reads its value typed, and refuses a bad one
/// with the words the declaration implies.
@Suite("Option values and their usage errors")
struct OptionValueTests {
  enum Metric: String, CaseIterable, Sendable {
    case realTime = "real_time"
    case cpuTime = "cpu_time"
    case instructions
  }

  struct Probe: ParsableCommand {
    static let seed = Option<UInt64>("seed", "S", default: 1, help: "seed")
    static let batch = Option<Int>(
      "batch", "N", default: 10, accepting: .range(1...100_000), help: "batch")
    static let alpha = Option<Double>(
      "alpha", "A", default: 0.05,
      accepting: .satisfying("a number strictly between 0 and 1") { $0 > 0 && $0 < 1 },
      help: "alpha")
    static let threshold = Option<Percentage>(
      "threshold", "P", default: Percentage(fraction: 0.05),
      accepting: .range(Percentage(0)...Percentage(1000)), help: "threshold")
    static let cases = Option<Int?>("cases", "N", accepting: .positive, help: "cases")
    static let metric = Option<Metric>("metric", "NAME", default: .realTime, help: "metric")
    static let paired = Option<Metric>(
      "paired-metric", "NAME", default: .cpuTime, choices: [.realTime, .cpuTime], help: "paired")
    static let group = Option<Metric?>("group", "NAME", help: "group")
    static let out = Option.path("out", "DIR", default: "results", help: "out")
    static let property = Option<[String]>("property", "NAME", help: "property")
    static let index = Option<[UInt64]>("index", "N", help: "index")
    static let shard = Option<(Int, Int)?>(
      "shard", "I/N", expected: "I/N with 0 <= I < N", help: "shard"
    ) { text in
      let parts = text.split(separator: "/").compactMap { Int(String($0)) }
      guard parts.count == 2, parts[0] >= 0, parts[0] < parts[1] else { return nil }
      return (parts[0], parts[1])
    }
    static let module = Option<[String]>(
      "module", "NAME", accepting: .oneOf(["engine", "PropertyFuzzing", "all"]), help: "module")
    static let quiet = Flag("quiet", help: "quiet")
    static let configuration = CommandConfiguration(
      "probe", summary: "reads every shape",
      options: [
        seed, batch, alpha, threshold, cases, metric, paired, group, out, property, index, shard,
        module, quiet,
      ])

    let parsed: ParsedCommand
    init(_ parsed: ParsedCommand) throws(UsageError) { self.parsed = parsed }
  }

  func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
    guard case .command(let probe) = try Probe.parseAsRoot(arguments) else {
      throw UsageError("help")
    }
    return probe.parsed
  }

  @Test func absentOptionsReadTheirDefaults() throws {
    let parsed = try parse([])
    #expect(parsed[Probe.seed] == 1)
    #expect(parsed[Probe.batch] == 10)
    #expect(parsed[Probe.threshold].fraction == 0.05)
    #expect(parsed[Probe.cases] == nil)
    #expect(parsed[Probe.metric] == .realTime)
    #expect(parsed[Probe.group] == nil)
    #expect(parsed[Probe.out] == "results")
    #expect(parsed[Probe.property] == [])
    #expect(parsed[Probe.shard] == nil)
    #expect(!parsed[Probe.quiet])
    #expect(!parsed.wasGiven(Probe.seed))
  }

  @Test func givenOptionsReadTyped() throws {
    let parsed = try parse([
      "--seed=18446744073709551615", "--batch", "7", "--alpha", "0.5", "--threshold", "2.5%",
      "--cases=3", "--metric", "instructions", "--paired-metric=real_time", "--group", "cpu_time",
      "--out", "x", "--property", "a", "--property=b", "--index", "4", "--index", "5",
      "--shard", "1/4", "--module", "all", "--quiet",
    ])
    #expect(parsed[Probe.seed] == UInt64.max)
    #expect(parsed[Probe.batch] == 7)
    #expect(parsed[Probe.alpha] == 0.5)
    #expect(parsed[Probe.threshold].fraction == 0.025)
    #expect(parsed[Probe.cases] == 3)
    #expect(parsed[Probe.metric] == .instructions)
    #expect(parsed[Probe.paired] == .realTime)
    #expect(parsed[Probe.group] == .cpuTime)
    #expect(parsed[Probe.out] == "x")
    #expect(parsed[Probe.property] == ["a", "b"])
    #expect(parsed[Probe.index] == [4, 5])
    #expect(parsed[Probe.shard].map { [$0.0, $0.1] } == [1, 4])
    #expect(parsed[Probe.module] == ["all"])
    #expect(parsed[Probe.quiet])
    #expect(parsed.wasGiven(Probe.seed))
  }

  @Test(
    arguments: [
      (["--seed", "x"], "option '--seed' expects a whole number from 0 to 2^64-1, got 'x'"),
      (["--seed=-1"], "option '--seed' expects a whole number from 0 to 2^64-1, got '-1'"),
      (["--batch", "0"], "option '--batch' expects a whole number from 1 to 100000, got '0'"),
      (["--alpha", "1"], "option '--alpha' expects a number strictly between 0 and 1, got '1'"),
      (
        ["--alpha", "nan"], "option '--alpha' expects a number strictly between 0 and 1, got 'nan'"
      ),
      (
        ["--threshold=1001"], "option '--threshold' expects a percentage from 0 to 1000, got '1001'"
      ),
      (
        ["--threshold=inf%"], "option '--threshold' expects a percentage from 0 to 1000, got 'inf%'"
      ),
      (["--cases", "0"], "option '--cases' expects a positive whole number, got '0'"),
      (
        ["--metric", "wall"],
        "option '--metric' expects real_time, cpu_time or instructions, got 'wall'"
      ),
      (
        ["--paired-metric", "instructions"],
        "option '--paired-metric' expects real_time or cpu_time, got 'instructions'"
      ),
      (["--group", ""], "option '--group' expects real_time, cpu_time or instructions, got ''"),
      (["--out", ""], "option '--out' needs a path, got an empty one"),
      (
        ["--index", "4", "--index", "x"],
        "option '--index' expects a whole number from 0 to 2^64-1, got 'x'"
      ),
      (["--shard", "4/4"], "option '--shard' expects I/N with 0 <= I < N, got '4/4'"),
      (
        ["--module", "all", "--module", "engin"],
        "option '--module' expects engine, PropertyFuzzing or all, got 'engin'"
      ),
      (["--seed", "1", "--seed", "2"], "option '--seed' may be given only once"),
      (["--seed"], "option '--seed' needs a value (S)"),
      (["--quiet=yes"], "option '--quiet' takes no value"),
      (["--bogus"], "unknown option '--bogus' (see --help)"),
      (["stray"], "unexpected argument 'stray' (see --help)"),
    ] as [([String], String)])
  func aBadValueIsRefusedWithTheDeclaredWords(arguments: [String], message: String) {
    #expect(usageMessage { () throws(UsageError) in try parse(arguments) } == message)
  }

  @Test func helpWinsOverABadValue() throws {
    guard case .help = try Probe.parseAsRoot(["--seed", "x", "--help"]) else {
      Issue.record("--help is the help")
      return
    }
    #expect(Probe.optionHelpLines.last == "  --help                show this help")
  }
}
