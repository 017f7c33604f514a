import PropertyFuzzing
import Synchronization
import Testing

/// A run reports its progress every 1,024 cases (discarded ones count:
/// they cost time too), counted in whole blocks of 64, so under a case
/// budget the reports are exact: none before the 1,024th case, one at it,
/// none between two thresholds.
@Suite("Run progress every 1024 cases")
struct RunProgressTests {
  static let plain = Property(
    "ints.plain", summary: "ints are ints", generator: Gen<Int>.int(in: 0...9),
    check: { value, result in result.expect(value >= 0, "negative") })

  /// Discards the odd values: about half its cases.
  static let halfDiscarded = Property(
    "ints.even", summary: "even ints are even", generator: Gen<Int>.int(in: 0...9),
    check: { value, result in
      if value % 2 == 1 { result.discard() }
    })

  static func reports(_ property: Property, cases: Int) -> (reports: [Int], PropertyReport) {
    let seen = Mutex<[Int]>([])
    let report = PropertyRunner(property: property, seed: 2).run(budget: .cases(cases)) { count in
      seen.withLock { $0.append(count) }
    }
    return (seen.withLock { $0 }, report)
  }

  @Test(arguments: [
    (1023, [Int]()), (1024, [1024]), (1087, [1024]), (1100, [1024]), (2047, [1024]),
    (2048, [1024, 2048]), (4096, [1024, 2048, 3072, 4096]),
  ])
  func reportsEvery1024Cases(cases: Int, expected: [Int]) {
    #expect(Self.reports(Self.plain, cases: cases).reports == expected)
  }

  /// Discarded cases count toward the progress as they do toward the
  /// budget.
  @Test func discardedCasesCount() {
    let (reports, report) = Self.reports(Self.halfDiscarded, cases: 2048)
    #expect(report.statistics.discarded > 500)
    #expect(report.statistics.cases + report.statistics.discarded == 2048)
    #expect(reports == [1024, 2048])
  }
}
