import Synchronization
import Testing

@testable import PropertyFuzzing

/// A fuzz run under a time budget: the second half runs (every property
/// comes back for a second part once every first part is done) and each
/// property's report is both parts together. The second half is run on
/// first parts whose measured rate the test sets (slow enough that each
/// property is short of the minimum and gets a case limit): it stops at
/// that limit, not at a time, so which parts run and what they count is
/// exact on any machine. A run end to end under a time budget checks only
/// that the counts add up, which no load changes.
@Suite("Fuzz run: a time budget in two halves")
struct FuzzRunTimeBudgetTests {
  /// The cases a property checked.
  final class Counter: Sendable {
    let checked = Atomic<Int>(0)
    var value: Int { checked.load(ordering: .relaxed) }
  }

  /// A cheap property that counts the cases it checks.
  static func counting(_ name: String, _ counter: Counter) -> Property {
    Property(
      name, summary: "ints are ints", generator: Gen<Int>.int(in: 0...9),
      check: { value, result in
        counter.checked.add(1, ordering: .relaxed)
        result.expect(value >= 0, "negative")
      })
  }

  /// Each property's first part, run for `cases` cases, as if it had
  /// taken 1000 s (a rate far below the minimum's).
  static func firstParts(
    _ properties: [Property], run: FuzzRun, cases: Int
  ) -> [(report: PropertyReport, next: UInt64)] {
    properties.map { property in
      var part = PropertyRunner(property: property, seed: run.seed).run(
        budget: .cases(cases), from: 0)
      part.report.seconds = 1000
      return part
    }
  }

  /// Both properties come back, in order, each continuing where its first
  /// part stopped: no case runs twice, and each report counts both parts.
  @Test func everyPropertyComesBackForItsSecondPart() {
    let a = Counter()
    let b = Counter()
    let properties = [Self.counting("a", a), Self.counting("b", b)]
    var run = FuzzRun(properties: properties, seed: 3, budget: .seconds(3600))
    // The minimum the counts below follow, whatever the default quota.
    run.minimumCases = 20_000
    var parts = Self.firstParts(properties, run: run, cases: 100)
    let seen = Mutex<[Int]>([])
    run.secondHalf(&parts, until: ContinuousClock.now.advanced(by: .seconds(3600))) { progress in
      seen.withLock { $0.append(progress.index) }
    }
    var order: [Int] = []
    for index in seen.withLock({ $0 }) where order.last != index { order.append(index) }
    #expect(order == [0, 1])
    let reports = parts.map(\.report)
    #expect(reports.allSatisfy { $0.outcome == .held })
    // Each stopped at its case limit: the 19,900 cases it was short of the
    // minimum, as many case numbers on as its first 100 took (128, two
    // blocks), so 25,472 more; the limit is a case number, not a time.
    #expect(reports.map(\.statistics.cases) == [25_572, 25_572])
    #expect(reports.map(\.statistics.cases) == [a.value, b.value])
    #expect(reports.map { $0.ran?.count } == [25_572, 25_572])
    #expect(parts.map(\.next) == [25_600, 25_600])
  }

  /// Under a real time budget, however the time falls, each report counts
  /// every case its property checked, and knows each case that ran, once.
  @Test func theCountsAddUpUnderATimeBudget() {
    let a = Counter()
    let b = Counter()
    let run = FuzzRun(
      properties: [Self.counting("a", a), Self.counting("b", b)], seed: 3,
      budget: .seconds(0.4))
    let reports = run.generate()
    #expect(reports.allSatisfy { $0.outcome == .held })
    #expect(reports.map(\.statistics.cases) == [a.value, b.value])
    #expect(reports.map { $0.ran?.count } == [UInt64(a.value), UInt64(b.value)])
  }
}
