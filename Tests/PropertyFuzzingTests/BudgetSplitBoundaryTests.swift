import PropertyFuzzing
import Testing

/// The budget split at its boundaries: a shortfall that exactly fits, a
/// need equal to what is left, a level equal to a need, small and
/// negative shortfalls, and the minimum of 5,000 cases itself. Exact
/// equality on doubles is meant: the split's arithmetic is fixed, and a
/// different order of it shows in the last bit.
@Suite("Budget split at its boundaries")
struct BudgetSplitBoundaryTests {
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

  /// The minimum is 5,000 cases: 4,999 is one case short (1.1 times its
  /// time), 5,000 is none.
  @Test func theMinimumIs5000Cases() {
    #expect(BudgetSplit.shortfall(cases: 4999, seconds: 4999) == 1.1)
    #expect(BudgetSplit.shortfall(cases: 5000, seconds: 1) == 0)
    #expect(BudgetSplit.shortfall(cases: 6000, seconds: 1) == 0)
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
