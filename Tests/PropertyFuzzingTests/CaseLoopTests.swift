import PropertyFuzzing
import Testing

@Suite("Case loop")
struct CaseLoopTests {
  /// Fails on a third of its cases and labels them three ways, one label
  /// twice, and more than fit inline.
  static let labelled = Property(
    "ints.labelled", summary: "a third of the ints fail",
    generator: Gen<Int>.int(in: 0...1000),
    describe: { "n = \($0)" },
    check: { value, result in
      result.classify(value % 2 == 0, "even")
      result.classify(value % 2 == 0, "even")
      result.label("any")
      for word in ["a", "b", "c", "d"] { result.classify(value % 5 == 0, word) }
      result.expect(value % 3 != 0, "\(value) is a multiple of 3")
    })

  @Test(arguments: [UInt64(1), 2, 99])
  func theLoopRunsTheRunnersCases(seed: UInt64) {
    let runner = PropertyRunner(property: Self.labelled, seed: seed)
    var loop = CaseLoop(runner: runner)
    var statistics = CaseStatistics()
    var expected = CaseStatistics()
    for index in UInt64(0)..<200 {
      let fresh = runner.evaluate(caseIndex: index)
      expected.record(fresh.result)
      let looped = loop.run(caseIndex: index)
      #expect(fresh.isFailure == (looped != nil), "case \(index)")
      if let looped {
        #expect(looped.choices == fresh.choices, "case \(index)")
        #expect(looped.description == runner.evaluate(caseIndex: index).description)
        #expect(looped.result.failures == fresh.result.failures)
      }
    }
    loop.foldStatistics(into: &statistics)
    #expect(statistics.cases == 200)
    // The loop's tally (slots, hints, stamps) counts what counting each
    // case's result on its own counts.
    #expect(statistics == expected)
    // A label carried twice by a case counts once; labels past the fourth
    // are counted like the first.
    #expect(statistics.labels["any"] == 200)
    #expect(statistics.labels["even", default: 0] < 200)
    #expect(statistics.labels["d"] == statistics.labels["a"])
  }

  @Test func aFailureFoundOnlyAfterwardsIsDescribedAndRecorded() throws {
    // Like a child process that dies while a case runs: the property's own
    // check passes, the hook afterwards fails the case. The loop keeps no
    // record of its draws, so it must draw the case again for its choices
    // and describe it as a fresh evaluation does.
    let failsAfterwards = Property(
      "ints.afterwards", summary: "every case fails after its check",
      generator: Gen<Int>.int(in: 0...1000), describe: { "n = \($0)" },
      check: { _, _ in }
    ).checkingAfterwards { result in result.fail("the child died") }
    let runner = PropertyRunner(property: failsAfterwards, seed: 3)
    var loop = CaseLoop(runner: runner)
    for index in UInt64(0)..<5 {
      let outcome = loop.run(caseIndex: index)
      let looped = try #require(outcome)
      let fresh = runner.evaluate(caseIndex: index)
      #expect(looped.choices == fresh.choices && !looped.choices.isEmpty)
      #expect(looped.description == fresh.description && looped.description.hasPrefix("n = "))
      #expect(looped.result.failures == ["the child died"])
    }
  }

  @Test func labelsKeepTheirOrderAndRepeats() {
    var result = CheckResult()
    for word in ["x", "y", "x", "z", "w", "v"] { result.label(word) }
    #expect(result.labels == ["x", "y", "x", "z", "w", "v"])
    var statistics = CaseStatistics()
    statistics.record(result)
    #expect(statistics.labels == ["x": 1, "y": 1, "z": 1, "w": 1, "v": 1])
  }

  @Test(arguments: [1, 2, 3])
  func blocksMergeToTheSameReportForAnyNumberOfJobs(jobs: Int) {
    let runner = PropertyRunner(property: Self.labelled, seed: 5, shrinkLimit: .zero)
    let one = runner.run(budget: .cases(5000), jobs: 1)
    let many = runner.run(budget: .cases(5000), jobs: jobs)
    #expect(one.failure?.caseIndex == many.failure?.caseIndex)
    #expect(one.statistics == many.statistics)
  }
}

@Suite("Budget split")
struct BudgetSplitTests {
  @Test func shortfallsAreFilledFirstThenTheRestIsShared() {
    // One property 4 s short of the minimum, two there: 10 s gives the
    // first its 4 s and the others 3 s each.
    let shares = BudgetSplit.shares(shortfalls: [4, 0, 0], total: 10)
    #expect(shares == [4, 3, 3])
    // A shortfall below the common level gets the level.
    #expect(BudgetSplit.shares(shortfalls: [1, 0], total: 10) == [5, 5])
  }

  @Test func shortfallsThatDoNotAllFitAreMetSmallestFirst() {
    // 2 fits and is met; 6 and 8 share the 2 s left, 6:8.
    let shares = BudgetSplit.shares(shortfalls: [6, 2, 0, 8], total: 4)
    #expect(shares[1] == 2 && shares[2] == 0)
    #expect(abs(shares[0] - 2 * 6 / 14) < 1e-12 && abs(shares[3] - 2 * 8 / 14) < 1e-12)
    // Equal shortfalls: the earlier is met first.
    #expect(BudgetSplit.shares(shortfalls: [3, 3], total: 4) == [3, 1])
    // None fits: all share in proportion.
    #expect(BudgetSplit.shares(shortfalls: [4, 12], total: 2) == [0.5, 1.5])
    #expect(BudgetSplit.shares(shortfalls: [], total: 4).isEmpty)
    #expect(BudgetSplit.shares(shortfalls: [.nan, -1], total: 2) == [1, 1])
  }

  /// No time to share, or a total that is not a number of seconds, gives
  /// every property nothing; an infinite shortfall counts as none.
  @Test func nothingToShareGivesNothing() {
    #expect(BudgetSplit.shares(shortfalls: [1, 2], total: 0) == [0, 0])
    #expect(BudgetSplit.shares(shortfalls: [1, 2], total: -5) == [0, 0])
    #expect(BudgetSplit.shares(shortfalls: [1, 2], total: .nan) == [0, 0])
    #expect(BudgetSplit.shares(shortfalls: [.infinity, 1], total: 10) == [5, 5])
  }

  @Test func theShortfallIsTheMissingCasesAtTheMeasuredRate() {
    #expect(
      BudgetSplit.shortfall(cases: 1000, seconds: 0.5, minimumCases: 5000)
        == 2 * BudgetSplit.rateMargin)
    #expect(BudgetSplit.shortfall(cases: 6000, seconds: 0.5, minimumCases: 5000) == 0)
    #expect(BudgetSplit.shortfall(cases: 0, seconds: 0.5, minimumCases: 5000) == 0)
  }

  @Test func aContinuedRunEqualsOneRun() {
    let passing = Property(
      "ints.digits", summary: "digits are digits", generator: Gen<Int>.int(in: 0...9),
      check: { value, result in
        result.classify(value == 0, "zero")
        result.expect((0...9).contains(value), "\(value) is not a digit")
      })
    let runner = PropertyRunner(property: passing, seed: 8)
    let whole = runner.run(budget: .cases(300))
    // Continued at a block boundary: the same cases as one run.
    let first = runner.run(budget: .cases(128), from: 0)
    #expect(first.next == 128)
    let rest = runner.run(budget: .cases(300), from: first.next)
    var merged = first.report.statistics
    merged.merge(rest.report.statistics)
    #expect(merged == whole.statistics)
    // Stopped inside a block: the continuation skips the rest of it.
    let short = runner.run(budget: .cases(100), from: 0)
    #expect(short.next == 128)
    let after = runner.run(budget: .cases(300), from: short.next)
    #expect(short.report.statistics.cases + after.report.statistics.cases == 100 + 172)
  }
}
