import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// Runs the `track` executable (a dependency of this test target, so it is
/// built beside the tests) and checks exit statuses and messages.
@Suite("track command line")
struct TrackCommandTests {
  func track(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws
    -> ExecutableOutcome
  {
    try runBuiltExecutable("track", arguments, sourceLocation: sourceLocation)
  }

  /// Writes two runs of one benchmark into a temporary directory.
  func pair(baseline: [Double], contender: [Double]) throws -> (String, String) {
    let directory = try Fixtures.temporaryDirectory()
    let first = directory + "/a.json"
    let second = directory + "/b.json"
    try Fixtures.runText(benchmarks: [("draw", baseline)]).writeAtomically(toFile: first)
    try Fixtures.runText(benchmarks: [("draw", contender)]).writeAtomically(toFile: second)
    return (first, second)
  }

  static let steady: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]

  @Test func regressionExitsOneImprovementZero() throws {
    let (base, slow) = try pair(baseline: Self.steady, contender: Self.steady.map { $0 * 1.2 })
    let regressed = try track("compare", base, slow)
    #expect(regressed.status == 1)
    #expect(regressed.output.contains("draw"))
    #expect(regressed.output.contains("regression"))
    let improved = try track("compare", slow, base)
    #expect(improved.status == 0)
    #expect(improved.output.contains("1 improvement"))
  }

  @Test func optionsTakeSpaceOrEqualsForms() throws {
    let (base, slow) = try pair(baseline: Self.steady, contender: Self.steady.map { $0 * 1.2 })
    #expect(try track("compare", base, slow, "--threshold", "25").status == 0)
    #expect(try track("compare", base, slow, "--threshold=25%").status == 0)
    #expect(
      try track("compare", base, slow, "--metric=instructions", "--alpha", "0.01").status == 1)
  }

  @Test(
    arguments: [
      (["compare", "only-one.json"], "expected 2 files, got 1: only-one.json"),
      (["compare", "a", "b", "--threshold"], "option '--threshold' needs a value"),
      (["compare", "a", "b", "--threshold=abc"], "'--threshold' expects a percentage"),
      (["compare", "a", "b", "--threshold=1001%"], "'--threshold' expects a percentage"),
      (
        ["compare", "a", "b", "--metric", "wall"],
        "expects real_time, cpu_time, instructions, estimated_cycles"
      ),
      (["compare", "a", "b", "--correction=bonferroni"], "expects holm, bh or none"),
      (["compare", "a", "b", "--alpha", "1"], "strictly between 0 and 1, got '1'"),
      (["compare", "a", "b", "--min-repetitions=0"], "'--min-repetitions' expects a whole"),
      (["compare", "a", "b", "--min-separation=2"], "'--min-separation' expects a number"),
      (["compare", "a", "b", "--alpha=0.1", "--alpha=0.2"], "'--alpha' may be given only once"),
      (["compare", "a", "b", "--bogus=1"], "unknown option '--bogus'"),
      (["history", "stray"], "unexpected argument 'stray'"),
      (["import-callgrind", "run.json"], "expected at least 2 files, got 1"),
      (["import-callgrind", "run.json", "dump"], "import-callgrind needs --out FILE"),
      (["baseline", "--set", "a", "--for", "b"], "--set and --for cannot be combined"),
      (["baseline", "--save", "../up"], "'--save' name '../up' has a part starting with '.'"),
      (["baseline", "--save", "a b"], "may hold only letters"),
      (["baseline", "stray.json"], "a RUN operand is taken only with --save NAME"),
      (["check", "run.json"], "check needs --baseline NAME|FILE"),
      (["check", "a", "b", "--baseline", "x"], "expected 1 file, got 2"),
      (["frobnicate"], "unknown command 'frobnicate'"),
    ])
  func usageErrorsExitTwoAndSaySo(arguments: [String], message: String) throws {
    let outcome = try runBuiltExecutable("track", arguments)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains(message), "\(outcome.errors)")
  }

  @Test func badFilesExitTwoNamingTheFile() throws {
    let (base, _) = try pair(baseline: Self.steady, contender: Self.steady)
    let missing = try track("compare", base, "/nonexistent/b.json")
    #expect(missing.status == 2)
    #expect(missing.errors.contains("/nonexistent/b.json: cannot be read: no such file"))
    let truncated = (base as NSString).deletingLastPathComponent + "/cut.json"
    try String(Fixtures.runText(benchmarks: [("draw", [1])]).prefix(80))
      .writeAtomically(toFile: truncated)
    let cut = try track("compare", base, truncated)
    #expect(cut.status == 2)
    #expect(cut.errors.contains("cut.json: malformed JSON at line"))
  }

  @Test func helpDocumentsCommandsAndExitCodes() throws {
    let help = try track("--help")
    #expect(help.status == 0)
    for word in [
      "compare", "check", "history", "baseline", "--threshold", "--thresholds", "--json",
      "--save", "inconclusive", "exit status", "2 bad input",
    ] {
      #expect(help.output.contains(word), "\(word)")
    }
  }

  @Test(arguments: ["compare", "check", "history", "baseline", "import-callgrind"])
  func everyCommandTakesHelp(command: String) throws {
    let help = try track(command, "--help")
    #expect(help.status == 0)
    #expect(help.errors.isEmpty, "\(help.errors)")
    #expect(help.output.contains("usage: track"))
  }

  @Test func historyAndBaselineWriteTheirFiles() throws {
    let root = try Fixtures.temporaryDirectory()
    let runs = root + "/benchmarks"
    try Fixtures.runText(benchmarks: [("draw", Self.steady)]).writeAtomically(
      toFile: runs + "/20261101T000000Z-a.json")
    try Fixtures.runText(benchmarks: [("draw", Self.steady.map { $0 * 2 })]).writeAtomically(
      toFile: runs + "/20261102T000000Z-b.json")
    let history = try track("history", "--results", root)
    #expect(history.status == 0)
    let html = try String(contentsOfFile: root + "/history.html", encoding: .utf8)
    #expect(html.contains("<svg"))
    let markdown = try String(contentsOfFile: root + "/history.md", encoding: .utf8)
    #expect(markdown.contains("**regression**"))

    let baseline = try track("baseline", "--results=\(root)")
    #expect(baseline.output == runs + "/20261101T000000Z-a.json\n")
    let set = try track("baseline", "--results", root, "--set", runs + "/20261102T000000Z-b.json")
    #expect(set.status == 0)
    #expect(FileManager.default.fileExists(atPath: root + "/baselines/host-a_CPU-A_2cpu.json"))
  }
}
