import BenchmarkTracking
import Testing

@Suite("Verdicts")
struct VerdictTests {
  static let base: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]

  func compare(
    _ contender: [Double], baseline: [Double] = base, options: ComparisonOptions = .init(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> BenchmarkComparison {
    let comparison = RunComparison(
      baseline: try Fixtures.run(benchmarks: [("bench", baseline)]),
      contender: try Fixtures.run(benchmarks: [("bench", contender)]), options: options)
    return try #require(comparison.benchmarks.first, sourceLocation: sourceLocation)
  }

  @Test func significantAndBeyondThresholdIsARegression() throws {
    let result = try compare(Self.base.map { $0 * 1.2 })
    #expect(result.verdict == .regression)
    #expect(abs((result.relativeChange ?? 0) - 0.2) < 1e-9)
  }

  @Test func fasterBeyondThresholdIsAnImprovement() throws {
    #expect(try compare(Self.base.map { $0 * 0.8 }).verdict == .improvement)
  }

  @Test func significantButWithinThresholdIsUnchanged() throws {
    // Every contender value is above every baseline value (p ~ 0.0004),
    // but the median moved only 3%.
    let result = try compare(Self.base.map { $0 + 3 })
    #expect((result.adjustedPValue ?? 1) < 0.01)
    #expect((result.relativeChange ?? 1) < 0.05)
    #expect(result.verdict == .unchanged)
    var lax = ComparisonOptions()
    lax.threshold = 0.01
    #expect(try compare(Self.base.map { $0 + 3 }, options: lax).verdict == .regression)
  }

  @Test func largeButNotSignificantIsUnchanged() throws {
    // A 10% higher median, but the samples overlap heavily.
    let noisy: [Double] = [60, 140, 70, 130, 110, 90, 150, 55, 145]
    let result = try compare(noisy.map { $0 * 1.1 }, baseline: noisy)
    #expect((result.relativeChange ?? 0) > 0.05)
    #expect((result.adjustedPValue ?? 0) > 0.05)
    #expect(result.verdict == .unchanged)
  }

  @Test(arguments: [1, 2, 4])
  func tooFewRepetitionsIsUnreliable(count: Int) throws {
    let result = try compare(
      Array(Self.base.prefix(count)).map { $0 * 2 }, baseline: Array(Self.base.prefix(count)))
    #expect(result.verdict == .unreliable)
  }

  @Test func correctionAcrossBenchmarksCanWithdrawSignificance() throws {
    // Five repetitions a side, fully separated: raw exact p = 2/252 =
    // 0.0079. Holm over 10 such benchmarks multiplies the smallest by 10.
    let baseline = Array(Self.base.prefix(5))
    let contender = baseline.map { $0 * 1.5 }
    let names = (0..<10).map { "b\($0)" }
    let comparison = RunComparison(
      baseline: try Fixtures.run(benchmarks: names.map { ($0, baseline) }),
      contender: try Fixtures.run(benchmarks: names.map { ($0, contender) }))
    #expect(comparison.benchmarks.allSatisfy { $0.verdict == .unchanged })
    #expect(!comparison.hasRegression)
    var uncorrected = ComparisonOptions()
    uncorrected.correction = .none
    let raw = RunComparison(
      baseline: try Fixtures.run(benchmarks: names.map { ($0, baseline) }),
      contender: try Fixtures.run(benchmarks: names.map { ($0, contender) }), options: uncorrected)
    #expect(raw.benchmarks.allSatisfy { $0.verdict == .regression })
  }

  @Test func instructionsMetricReadsTheCounter() throws {
    var options = ComparisonOptions()
    options.metric = .instructions
    let result = try compare(Self.base.map { $0 * 1.5 }, options: options)
    #expect(result.baselineMedian == 1_000)
    #expect(result.verdict == .regression)
  }

  @Test func namesOnlyInOneRunAreListedNotJudged() throws {
    let comparison = RunComparison(
      baseline: try Fixtures.run(benchmarks: [("kept", Self.base), ("gone", Self.base)]),
      contender: try Fixtures.run(benchmarks: [("new", Self.base), ("kept", Self.base)]))
    #expect(comparison.benchmarks.map(\.name) == ["kept"])
    #expect(comparison.onlyInBaseline == ["gone"])
    #expect(comparison.onlyInContender == ["new"])
    #expect(comparison.benchmarks[0].verdict == .unchanged)
  }
}
