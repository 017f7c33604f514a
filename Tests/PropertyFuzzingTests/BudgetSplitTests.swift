import PropertyFuzzing
import Testing

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

/// At its boundaries: a shortfall that exactly fits, a
/// need equal to what is left, a level equal to a need, small and
/// negative shortfalls, and the minimum itself. Exact
/// equality on doubles is meant: the split's arithmetic is fixed, and a
/// different order of it shows in the last bit.
extension BudgetSplitTests {
  /// Shortfalls that sum to the total exactly are each met in full, to
  /// the last bit (0.1 + 0.2 is 0.30000000000000004).
  @Test func shortfallsSummingToTheTotalAreMetExactly() {
    #expect(BudgetSplit.shares(shortfalls: [0.1, 0.2], total: 0.1 + 0.2) == [0.1, 0.2])
  }

  /// A need equal to what is left is met; the larger one after it gets
  /// nothing.
  @Test func aNeedEqualToWhatIsLeftIsMet() {
    #expect(BudgetSplit.shares(shortfalls: [1, 1, 2], total: 2) == [1, 1, 0])
  }

  /// A need on the level is not set apart: every share is the level
  /// (1/3), not a level recomputed without it.
  @Test func aNeedOnTheLevelSharesIt() {
    let third = 1.0 / 3
    #expect(BudgetSplit.shares(shortfalls: [third, 0, 0], total: 1) == [third, third, third])
  }

  /// A shortfall below a second still counts as one.
  @Test func smallShortfallsCount() {
    #expect(BudgetSplit.shares(shortfalls: [0.5, 0], total: 0.2) == [0.2, 0])
  }

  /// A negative shortfall is none: it takes nothing from the others.
  @Test func negativeShortfallsAreNone() {
    #expect(BudgetSplit.shares(shortfalls: [-0.5, 1], total: 0.4) == [0, 0.4])
  }

  /// One shortfall and more time than it needs: all of the time.
  @Test func oneShortfallAndTimeToSpare() {
    #expect(BudgetSplit.shares(shortfalls: [1], total: 1.5) == [1.5])
    #expect(BudgetSplit.shares(shortfalls: [1], total: 0.5) == [0.5])
  }

  /// A minimum of 20,000 cases: 19,999 is one case short (1.1 times its
  /// time), 20,000 is none, nor is more.
  @Test func oneCaseShortOfTheMinimum() {
    #expect(BudgetSplit.shortfall(cases: 19_999, seconds: 19_999, minimumCases: 20_000) == 1.1)
    #expect(BudgetSplit.shortfall(cases: 20_000, seconds: 1, minimumCases: 20_000) == 0)
    #expect(BudgetSplit.shortfall(cases: 24_000, seconds: 1, minimumCases: 20_000) == 0)
  }

  /// The minimum a shortfall is measured against, unless given, is the
  /// default quota.
  @Test func theMinimumIsTheDefaultQuota() {
    let minimum = Property.defaultQuota
    #expect(BudgetSplit.minimumCases == minimum)
    #expect(BudgetSplit.shortfall(cases: minimum - 1, seconds: Double(minimum - 1)) == 1.1)
    #expect(BudgetSplit.shortfall(cases: minimum, seconds: 1) == 0)
  }

  /// A single case gives a rate; none gives none.
  @Test func oneCaseGivesARate() {
    #expect(BudgetSplit.shortfall(cases: 1, seconds: 1, minimumCases: 3) == 2 * 1.1)
    #expect(BudgetSplit.shortfall(cases: 0, seconds: 1) == 0)
    // No time (or a clock that went back) gives no rate either.
    #expect(BudgetSplit.shortfall(cases: 10, seconds: 0) == 0)
    #expect(BudgetSplit.shortfall(cases: 10, seconds: -0.5) == 0)
  }
}
