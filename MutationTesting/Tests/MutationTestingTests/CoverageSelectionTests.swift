import Foundation
import Testing

@testable import MutationTesting

/// The choice of checks by coverage: a mutant runs only what executes its line.
@Suite struct CoverageSelectionTests {
  static let t1 = "BenchmarkTrackingTests.VerdictTests/regressionExitsOne()"
  static let t2 = "BenchmarkTrackingTests.VerdictTests/regressionExitsOne2(seed:)"
  static let t3 = "BenchmarkTrackingTests.JSONParserTests/readsNumbers()"
  let context = CheckContext(
    src: "/s", fuzz: "/b/fuzz", track: "/b/track", tests: "/b/Tests.xctest", host: "/b/c-host")
  let settings = CheckSettings(cases: 300, seed: 1, timeout: 60)

  func plan(selectable: Bool = true) -> CoveragePlan {
    func unit(_ key: String, _ seconds: Double, _ lines: Set<Int>) -> CoveragePlan.Unit {
      CoveragePlan.Unit(key: key, seconds: seconds, lines: ["F.swift": lines])
    }
    return CoveragePlan(
      seconds: 1,
      checks: [
        CoveragePlan.Check(
          check: "tests:BenchmarkTrackingTests", kind: "tests", selectable: selectable,
          filters: ["BenchmarkTrackingTests"],
          units: [unit(Self.t1, 0.5, [1, 2]), unit(Self.t2, 4.0, [2]), unit(Self.t3, 0.1, [3])]),
        CoveragePlan.Check(
          check: "changepoints", kind: "commands", selectable: true, filters: [],
          units: [unit("eval-outliers --fast", 3.0, [2, 4])]),
      ],
      known: ["F.swift": [1, 2, 3, 4, 5]])
  }

  func select(_ line: Int, _ plan: CoveragePlan? = nil) -> CoveragePlan.Selection {
    (plan ?? self.plan()).select(
      file: "F.swift", line: line, context: context, settings: settings, out: "/o")
  }

  func whole(_ check: String) -> [CheckCommand] {
    Checks.commands(check, context: context, settings: settings, out: "/o")
  }

  @Test(arguments: [
    (t1, "BenchmarkTrackingTests", true), (t1, "BenchmarkTrackingTests.VerdictTests", true),
    (t1, t1, true), (t1, "BenchmarkTracking", false),
    (t1, "BenchmarkTrackingTests.Verdict", false),
  ])
  func aNameHoldsItsModuleSuiteAndTestsAndNothingThatOnlyStartsAlike(
    test: String, name: String, holds: Bool
  ) {
    #expect(CoveragePlan.testMatches(test, name) == holds)
  }

  @Test func aTestsFilterMatchesThatTestAndNotOneWhoseNameOnlyStartsAlike() {
    let pattern = Pattern(CoveragePlan.testFilter(Self.t1))
    #expect(pattern.match(Self.t1 + "/VerdictTests.swift:12:3") != nil)
    #expect(pattern.match(Self.t2) == nil)
    #expect(pattern.search("Other." + Self.t1) == nil)
  }

  @Test func lcovLinesAreReadRelativeToTheCopyAndSummed() {
    let text =
      "SF:/s/F.swift\nDA:3,0\nDA:4,7\nend_of_record\nSF:/s/F.swift\nDA:4,1\nDA:5,2\nend_of_record\n"
    #expect(Lcov.parse(text, src: "/s") == ["F.swift": [3: 0, 4: 8, 5: 2]])
  }

  @Test func aCountLlvmCovWritesAsAWrappedNegativeIsAnExecutedLine() {
    let text = "SF:/s/F.swift\nDA:118,18446744073709551602\nDA:119,0\nDA:118,5\nend_of_record\n"
    #expect(Lcov.parse(text, src: "/s") == ["F.swift": [118: Int.max, 119: 0]])
  }

  @Test func aCoveredLineRunsOnlyTheTestsAndCommandsThatExecuteIt() throws {
    let selection = select(2)
    #expect(selection.covered)
    try #require(selection.commands.count == 2)
    let (first, second) = (selection.commands[0], selection.commands[1])
    #expect(first.label == "BenchmarkTrackingTests")
    #expect(
      first.command == [
        "/b/Tests.xctest", "--testing-library", "swift-testing",
        "--filter", CoveragePlan.testFilter(Self.t1), "--filter", CoveragePlan.testFilter(Self.t2),
      ])
    #expect(first.expected == 0 && first.killPattern == Checks.issueSource)
    #expect(first.limit == CoveragePlan.timeLimit(4.5))
    #expect(second.label == "eval-outliers --fast")
    #expect(second.limit == CoveragePlan.timeLimit(3.0))
    #expect(
      selection.ran == ["tests:BenchmarkTrackingTests (2 of 3 tests)", "eval-outliers --fast"])
  }

  @Test(arguments: [(3, ["BenchmarkTrackingTests"]), (4, ["eval-outliers --fast"])])
  func aLineOneCheckMissesSkipsThatCheck(line: Int, labels: [String]) {
    #expect(select(line).commands.map(\.label) == labels)
  }

  @Test func aLineNoCheckExecutesRunsNothingAndIsNotCovered() {
    #expect(select(5) == CoveragePlan.Selection(commands: [], ran: [], covered: false))
  }

  @Test func aLineWithoutCoverageDataRunsEveryCheckWhole() {
    let selection = select(9)
    #expect(selection.covered)
    #expect(selection.commands == whole("tests:BenchmarkTrackingTests") + whole("changepoints"))
  }

  @Test func aCheckWithATestThatFailsAloneRunsWhole() {
    let selection = select(3, plan(selectable: false))
    #expect(selection.commands.first == whole("tests:BenchmarkTrackingTests")[0])
    #expect(selection.commands.first?.limit == nil)
    #expect(selection.ran == ["tests:BenchmarkTrackingTests (whole)"])
  }

  @Test func aSelectedCommandGetsTheFloorAndThreeTimesItsTime() {
    #expect(CoveragePlan.timeLimit(0) == CoveragePlan.timeFloor)
    #expect(CoveragePlan.timeLimit(30) == CoveragePlan.timeFloor + 90)
  }

  @Test func aMutantIsKilledOnlyByAFailingSelectedCommand() throws {
    let scratch = try Files.temporaryFolder(prefix: "mutation-tests-")
    defer { Files.remove(scratch) }
    func run(_ id: Int, _ commands: [CheckCommand], covered: Bool = true) -> CheckResult {
      Checks.runCommands(
        commands, mutantID: id, directory: scratch, timeout: 30, temporary: scratch,
        selected: commands.map(\.label), covered: covered)
    }
    // A command that fails when the switch is 7.
    let probe = CheckCommand(
      label: "probe", command: ["sh", "-c", #"test "$SAFEAREA_MUTANT" != 7"#], expected: 0,
      limit: 5)
    let killed = run(7, [probe])
    let survived = run(8, [probe])
    let timed = run(
      9, [CheckCommand(label: "sleeper", command: ["sleep", "5"], expected: 0, limit: 0.2)])
    let unrun = run(10, [], covered: false)
    #expect(killed.outcome == "killed" && killed.property == "probe (exit 1)")
    #expect(survived.outcome == "survived")
    #expect(timed.outcome == "timeout" && timed.property == "sleeper")
    #expect(timed.seconds < 3)
    #expect(unrun.outcome == "survived" && unrun.covered == false && unrun.selected == [])
  }
}
