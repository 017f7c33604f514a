import PropertyFuzzing
import Testing

/// A property runner's defaults: a second of shrinking, the edge-biased
/// strategy, one job, and at least one job whatever it is told (a run
/// told 0 or fewer jobs still runs its cases).
@Suite("Property runner defaults")
struct RunnerDefaultsTests {
  static let plain = Property(
    "ints.plain", summary: "ints are ints", generator: Gen<Int>.int(in: 0...9),
    check: { value, result in result.expect(value >= 0, "negative") })

  @Test func defaults() {
    let runner = PropertyRunner(property: Self.plain, seed: 1)
    #expect(runner.shrinkLimit == .standard)
    #expect(runner.edgeBias)
  }

  @Test(arguments: [0, -2])
  func noJobsIsOneJob(jobs: Int) {
    let runner = PropertyRunner(property: Self.plain, seed: 1)
    #expect(runner.run(budget: .cases(100), jobs: jobs).statistics.cases == 100)
    #expect(runner.run(budget: .cases(100), jobs: jobs, from: 0).report.statistics.cases == 100)
  }

  /// A slice needs a count above its index.
  @Test(arguments: [(0, 0), (1, 1), (3, 2)] as [(UInt64, UInt64)])
  func slicesOutsideTheirCountAreRefused(index: UInt64, count: UInt64) {
    #expect(CaseSlice(index: index, of: count) == nil)
  }
}
