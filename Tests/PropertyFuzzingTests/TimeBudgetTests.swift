import Foundation
import PropertyFuzzing
import Testing

/// A time budget ends a run at its deadline whatever a case costs: the
/// runner reads the clock at a stride that grows while cases are cheap
/// (`CaseDeadline`), so these check that cheap cases, slow cases and a
/// deadline already past all stop where they should. The bounds on time
/// are generous (a loaded machine may stall a run), since they check that
/// the run stops, not how fast it runs.
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

  @Test func cheapCasesStopAtTheDeadline() {
    let report = PropertyRunner(property: Self.cheap, seed: 1).run(
      budget: .time(.milliseconds(200)))
    #expect(report.passed)
    #expect(report.statistics.cases > 0)
    #expect(report.seconds >= 0.19 && report.seconds < 5, "\(report.seconds) s")
  }

  @Test func slowCasesDoNotOvershoot() {
    let report = PropertyRunner(property: Self.slow, seed: 1).run(
      budget: .time(.milliseconds(100)))
    // At least a millisecond a case: no more than 100 cases fit, and one
    // more may start before the deadline is read.
    #expect(report.statistics.cases >= 1 && report.statistics.cases <= 101)
    #expect(report.seconds >= 0.09 && report.seconds < 5, "\(report.seconds) s")
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
