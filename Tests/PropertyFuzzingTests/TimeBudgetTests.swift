import Foundation
import PropertyFuzzing
import Testing

/// A time budget ends a run at its deadline whatever a case costs: the
/// runner reads the clock at a stride that grows while cases are cheap
/// (`CaseDeadline`, whose stride and expiry `CaseDeadlineStrideTests`
/// check read by read on a clock of their own). These run the real runner
/// and check only what no load can change: a run lasts at least its
/// budget, cases that cost a millisecond each (a sleep is their cost, not
/// a synchronisation: load only makes them dearer) fit no more than the
/// budget holds, and a deadline already past runs nothing. That the run
/// stops at all is the test finishing; how far past the deadline it
/// stops is the stride's, checked without a clock.
@Suite("Time budgets")
struct TimeBudgetTests {
  /// Cases that cost nanoseconds: the stride grows to its largest.
  static let cheap = Property(
    "ints.cheap", summary: "ints are ints", generator: Gen<Int>.int(in: 0...9),
    check: { value, result in result.expect(value >= 0, "negative") })

  /// Cases that cost a millisecond: the clock is read before every one.
  static let slow = Property(
    "ints.slow", summary: "ints are ints, slowly", generator: Gen<Int>.int(in: 0...9),
    check: { value, result in
      Thread.sleep(forTimeInterval: 0.001)
      result.expect(value >= 0, "negative")
    })

  @Test func cheapCasesRunUntilTheDeadline() {
    let report = PropertyRunner(property: Self.cheap, seed: 1).run(
      budget: .time(.milliseconds(200)))
    #expect(report.passed)
    #expect(report.seconds >= 0.19, "\(report.seconds) s")
  }

  @Test func slowCasesDoNotOvershoot() {
    let report = PropertyRunner(property: Self.slow, seed: 1).run(
      budget: .time(.milliseconds(100)))
    // At least a millisecond a case: no more than 100 cases fit, and one
    // more may start before the deadline is read.
    #expect(report.statistics.cases <= 101)
    #expect(report.seconds >= 0.09, "\(report.seconds) s")
  }

  @Test func aDeadlineAlreadyPastRunsNoCase() {
    let report = PropertyRunner(property: Self.cheap, seed: 1).run(budget: .time(.zero))
    #expect(report.statistics.cases == 0)
  }

  @Test func casesOrTimeStopsAtTheCasesWhenTimeIsLeft() {
    let report = PropertyRunner(property: Self.cheap, seed: 1).run(
      budget: .casesOrTime(5000, .seconds(60)))
    #expect(report.statistics.cases == 5000)
  }
}
