import Testing

@testable import BenchmarkTracking

/// Every path of the verdict rule (see ComparisonOptions.swift), each with
/// the reason it must give.
@Suite("Verdicts")
struct VerdictTests {
  /// Nine repetitions with a spread (IQR/median) of 0.4%.
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

  /// `count` benchmarks with the same samples on each side.
  func compareMany(
    count: Int, baseline: [Double], contender: [Double], options: ComparisonOptions = .init()
  ) throws -> RunComparison {
    let names = (0..<count).map { "b\($0)" }
    return RunComparison(
      baseline: try Fixtures.run(benchmarks: names.map { ($0, baseline) }),
      contender: try Fixtures.run(benchmarks: names.map { ($0, contender) }), options: options)
  }

  @Test func significantBeyondThresholdNoiseAndSeparatedIsARegression() throws {
    let result = try compare(Self.base.map { $0 * 1.2 })
    #expect(result.verdict == .regression)
    #expect(result.reason?.code == "changed")
    #expect(abs((result.relativeChange ?? 0) - 0.2) < 1e-9)
    #expect(result.cliffsDelta == 1)
  }

  @Test func fasterBeyondThresholdIsAnImprovement() throws {
    let result = try compare(Self.base.map { $0 * 0.8 })
    #expect(result.verdict == .improvement)
    #expect(result.cliffsDelta == -1)
  }

  @Test func significantButWithinThresholdIsUnchanged() throws {
    // Every contender value is above every baseline value (p ~ 0.0004),
    // but the median moved only 3%; the spread (0.4%) is far below the
    // threshold, so a 5% move would have shown.
    let result = try compare(Self.base.map { $0 + 3 })
    #expect((result.adjustedPValue ?? 1) < 0.01)
    #expect(result.verdict == .unchanged)
    #expect(result.reason?.code == "within_threshold")
    var lax = ComparisonOptions()
    lax.threshold = 0.01
    #expect(try compare(Self.base.map { $0 + 3 }, options: lax).verdict == .regression)
  }

  @Test func identicalSamplesAreUnchangedWhenTheDataCouldShowAChange() throws {
    let result = try compare(Self.base)
    #expect(result.verdict == .unchanged)
    #expect(result.relativeChange == 0)
  }

  /// Repetitions a side and what identical samples across 62 benchmarks
  /// must give: below the level a lone change needs (0.02/62) the floor of
  /// the test cannot reach it, so "inconclusive" with the repetitions that
  /// would (8 with the exact test, 10 with the normal approximation).
  static let identicalCases: [(repetitions: Int, verdict: Verdict, needed: Int?)] = [
    (5, .inconclusive, 8), (9, .inconclusive, 10), (10, .unchanged, nil),
  ]

  @Test(arguments: identicalCases)
  func identicalSamplesAcross62BenchmarksAreNeverARegression(
    expected: (repetitions: Int, verdict: Verdict, needed: Int?)
  ) throws {
    let samples = Array((Self.base + [100.3, 99.7, 100.4]).prefix(expected.repetitions))
    let comparison = try compareMany(count: 62, baseline: samples, contender: samples)
    #expect(!comparison.hasRegression)
    #expect(comparison.benchmarks(with: .improvement).isEmpty)
    #expect(comparison.benchmarks.allSatisfy { $0.verdict == expected.verdict })
    #expect(comparison.benchmarks.allSatisfy { $0.reason?.repetitionsNeeded == expected.needed })
  }

  @Test func aSlowdownOfEveryOneOf62BenchmarksAt5Against5IsDetected() throws {
    // Distinct noise on each side (spread about 2%), every contender
    // repetition 1.5x a baseline one: each benchmark's raw p is the floor
    // 2/252, which Benjamini-Hochberg lets through when all of them moved.
    let baseline: [Double] = [100, 103, 98, 101, 99.5]
    let contender: [Double] = [151, 148, 153.5, 149, 150.2]
    // On a dedicated machine a move of everything is the code's.
    var dedicated = ComparisonOptions()
    dedicated.discountsMachineShift = false
    let comparison = try compareMany(
      count: 62, baseline: baseline, contender: contender, options: dedicated)
    #expect(comparison.benchmarks.count == 62)
    #expect(comparison.benchmarks.allSatisfy { $0.verdict == .regression })
    #expect(comparison.hasRegression)
    // By default (a shared machine) the same move is the machine's as much
    // as the code's: inconclusive, and the reason says so.
    let shared = try compareMany(count: 62, baseline: baseline, contender: contender)
    #expect(shared.runShift.map { abs($0 - 0.5) < 0.02 } == true)
    #expect(shared.benchmarks.allSatisfy { $0.reason?.code == "machine_shift" })
    #expect(!shared.hasRegression)
    // Holm demands 0.02/62 of the smallest p: the same data are then
    // inconclusive, never "unchanged".
    var holm = ComparisonOptions()
    holm.correction = .holm
    let strict = try compareMany(
      count: 62, baseline: baseline, contender: contender, options: holm)
    #expect(strict.benchmarks.allSatisfy { $0.verdict == .inconclusive })
    #expect(strict.benchmarks.allSatisfy { $0.reason?.code == "cannot_reach_significance" })
  }

  @Test func oneBenchmarkSlowerAmongSteadyOnesIsStillARegression() throws {
    // Nine benchmarks unchanged, one 1.5x slower: the run did not move as a
    // whole, so the machine-shift discount leaves the regression alone.
    let steady = Self.base
    let slower = Self.base.map { $0 * 1.5 }
    let names = (0..<10).map { "b\($0)" }
    let comparison = RunComparison(
      baseline: try Fixtures.run(benchmarks: names.map { ($0, steady) }),
      contender: try Fixtures.run(
        benchmarks: names.map { ($0, $0 == "b3" ? slower : steady) }))
    #expect(comparison.runShift == 0)
    #expect(comparison.benchmarks(with: .regression).map(\.name) == ["b3"])
  }

  /// The run's shift needs ``ComparisonOptions/minimumBenchmarksForShift``
  /// benchmarks with both medians: exactly that many give the median
  /// change, one fewer gives none.
  @Test func theRunShiftNeedsTheMinimumNumberOfBenchmarks() throws {
    let minimum = ComparisonOptions.minimumBenchmarksForShift
    func comparison(_ count: Int) throws -> RunComparison {
      let names = (0..<count).map { "b\($0)" }
      return RunComparison(
        baseline: try Fixtures.run(benchmarks: names.map { ($0, Self.base) }),
        contender: try Fixtures.run(benchmarks: names.map { ($0, Self.base.map { $0 * 1.2 }) }))
    }
    #expect(try comparison(minimum).runShift.map { abs($0 - 0.2) < 1e-9 } == true)
    #expect(try comparison(minimum - 1).runShift == nil)
  }

  @Test func aWholeRunThatMovedTogetherIsInconclusiveInWallTime() throws {
    // The A/A shape measured on the shared VM: every benchmark 30% slower
    // in the second run, cleanly separated. Instruction counts are not
    // discounted.
    let comparison = try compareMany(
      count: 10, baseline: Self.base, contender: Self.base.map { $0 * 1.3 })
    #expect(comparison.benchmarks.allSatisfy { $0.verdict == .inconclusive })
    let reason = try #require(comparison.benchmarks.first?.reason)
    #expect(reason.code == "machine_shift")
    #expect(reason.description.contains("instruction counts"))
    var counts = ComparisonOptions()
    counts.metric = .instructions
    let instructions = try compareMany(
      count: 10, baseline: Self.base, contender: Self.base.map { $0 * 1.3 }, options: counts)
    #expect(instructions.benchmarks.allSatisfy { $0.verdict == .regression })
  }

  @Test func heavyNoiseIsInconclusiveNotAnImprovement() throws {
    // A spread (IQR/median) of 60%, as measured on a loaded shared VM, and a
    // median 40% lower: within the noise, whatever the p-value says.
    let noisy: [Double] = [100, 40, 160, 70, 130, 55, 180, 90, 120]
    let result = try compare(noisy.map { $0 * 0.6 }, baseline: noisy)
    #expect((result.relativeChange ?? 0) < -0.3)
    #expect(result.verdict == .inconclusive)
    #expect(result.reason?.code == "too_noisy")
    #expect(result.reason?.description.contains("too noisy: spread (IQR/median) 60.0%") == true)
  }

  @Test func noisyButSmallChangeIsInconclusiveNotUnchanged() throws {
    let noisy: [Double] = [100, 40, 160, 70, 130, 55, 180, 90, 120]
    let result = try compare(noisy.map { $0 * 1.01 }, baseline: noisy)
    #expect(result.verdict == .inconclusive)
    #expect(result.reason?.code == "too_noisy")
  }

  @Test func beyondThresholdAndNoiseButNotSignificantIsInconclusive() throws {
    // Median +19%, IQR/median 17.6%, but two contender repetitions sit
    // among the baseline's: p ~ 0.4.
    let result = try compare(
      [120, 121, 119, 99, 97], baseline: [100, 102, 98, 101, 99])
    #expect(result.verdict == .inconclusive)
    #expect(result.reason?.code == "not_significant")
  }

  @Test func significantButOverlappingIsInconclusive() throws {
    var contender = Self.base.map { $0 * 1.2 }
    contender[0] = 100.05
    var strict = ComparisonOptions()
    strict.minimumSeparation = 1
    let result = try compare(contender, options: strict)
    #expect((result.adjustedPValue ?? 1) < 0.05)
    #expect(result.verdict == .inconclusive)
    #expect(result.reason?.code == "overlapping")
    #expect(try compare(contender).verdict == .regression)
  }

  @Test(arguments: [1, 2, 4])
  func tooFewRepetitionsIsInconclusive(count: Int) throws {
    let result = try compare(
      Array(Self.base.prefix(count)).map { $0 * 2 }, baseline: Array(Self.base.prefix(count)))
    #expect(result.verdict == .inconclusive)
    #expect(result.reason?.code == "too_few_repetitions")
    #expect(result.reason?.repetitionsNeeded == 5)
  }

  @Test func repetitionsThatCannotReachAlphaAreInconclusive() throws {
    var options = ComparisonOptions()
    options.minimumRepetitions = 3
    let three = Array(Self.base.prefix(3))
    // 3 against 3: the floor is 2/20 = 0.1 > 0.02, whatever the data;
    // 5 a side reach 2/252.
    let result = try compare(three, baseline: three, options: options)
    #expect(result.verdict == .inconclusive)
    #expect(result.reason?.code == "cannot_reach_significance")
    #expect(result.reason?.repetitionsNeeded == 5)
    #expect(result.minimumPValue == 0.1)
  }

  @Test func absoluteThresholdIsAFloorForFastBenchmarks() throws {
    let fast: [Double] = [2, 2.01, 1.99, 2.005, 1.995, 2.002, 1.998, 2.001, 1.999]
    var options = ComparisonOptions()
    options.absoluteThreshold = 0.5
    // +20% is 0.4 ns: below the absolute floor.
    let result = try compare(fast.map { $0 * 1.2 }, baseline: fast, options: options)
    #expect(result.verdict == .unchanged)
    #expect(
      try compare(fast.map { $0 * 1.5 }, baseline: fast, options: options).verdict
        == .regression)
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

/// Instruction counts: judged by medians against threshold and range.
@Suite("Verdicts on instruction counts")
struct InstructionVerdictTests {
  func compare(
    _ contender: [Double], baseline: [Double], threshold: Double = 0.005,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> BenchmarkComparison {
    let options = ComparisonOptions(metric: .instructions, threshold: threshold)
    let comparison = RunComparison(
      baseline: try Fixtures.run(benchmarks: [("bench", baseline)]),
      contender: try Fixtures.run(benchmarks: [("bench", contender)]), options: options)
    return try #require(comparison.benchmarks.first, sourceLocation: sourceLocation)
  }

  @Test func onePercentMoreInstructionsIsARegressionFromOneRepetition() throws {
    let result = try compare([1010], baseline: [1000])
    #expect(result.baselineMedian == 10_000)
    #expect(result.verdict == .regression)
    #expect(result.reason?.code == "changed_counts")
  }

  @Test func identicalCountsAreUnchanged() throws {
    let result = try compare([1000, 1000, 1000], baseline: [1000, 1000, 1000])
    #expect(result.verdict == .unchanged)
  }

  @Test func countsThatVaryMoreThanTheChangeAreInconclusive() throws {
    let result = try compare([1010, 1030, 990], baseline: [1000, 980, 1020])
    #expect(result.verdict == .inconclusive)
    #expect(result.reason?.code == "too_noisy")
  }
}

/// The verdict rule at each of its bounds, on both sides: the repetitions a
/// side needs, a change against the spread, the adjusted p-value against
/// alpha, the smallest p-value the repetitions can reach against the one
/// required, Cliff's delta against the separation, and (for counts) a
/// change against the counts' range. Statistics are set exactly rather than
/// computed, so each bound is met to the last bit.
extension VerdictTests {
  /// A comparison of `count` repetitions a side whose medians differ by
  /// `change`, with the statistics the rule reads set as given (a `nil`
  /// spread: exactly the change's size).
  static func comparison(
    change: Double, counts: (Int, Int) = (6, 6), spread: Double? = 0.01, adjusted: Double = 0.001,
    floorP: Double = 0.001, required: Double = 0.02, delta: Double = 1
  ) -> BenchmarkComparison {
    var comparison = BenchmarkComparison(
      name: "b", baseline: Array(repeating: 100, count: counts.0),
      contender: Array(repeating: 100 * (1 + change), count: counts.1),
      threshold: Threshold(relative: 0.05))
    // nil: the spread equal to the change as the comparison computes it.
    comparison.spread = spread ?? comparison.relativeChange.map(abs)
    comparison.adjustedPValue = adjusted
    comparison.minimumPValue = floorP
    comparison.requiredPValue = required
    comparison.cliffsDelta = delta
    return comparison
  }

  static func verdict(
    _ comparison: BenchmarkComparison, options: ComparisonOptions = ComparisonOptions()
  ) -> (Verdict, String) {
    let (verdict, reason) = RunComparison.verdict(for: comparison, options: options)
    return (verdict, reason.code)
  }

  @Test func repetitionsASideNeeded() {
    // Five a side (the default) are judged; four on either side are not,
    // and the reason says which side had how many.
    #expect(Self.verdict(Self.comparison(change: 0.1, counts: (5, 5))).0 == .regression)
    let (verdict, reason) = RunComparison.verdict(
      for: Self.comparison(change: 0.1, counts: (4, 7)), options: ComparisonOptions())
    #expect(verdict == .inconclusive)
    #expect(reason == .tooFewRepetitions(baseline: 4, contender: 7, needed: 5))
    #expect(
      RunComparison.verdict(
        for: Self.comparison(change: 0.1, counts: (7, 4)), options: ComparisonOptions()
      ).1 == .tooFewRepetitions(baseline: 7, contender: 4, needed: 5))
    // Never fewer than two, whatever the option says; counts need one.
    let one = ComparisonOptions(minimumRepetitions: 1)
    #expect(
      Self.verdict(Self.comparison(change: 0.1, counts: (2, 2)), options: one).0 == .regression)
    #expect(
      Self.verdict(Self.comparison(change: 0.1, counts: (1, 2)), options: one).1
        == "too_few_repetitions")
    let counted = ComparisonOptions(metric: .instructions)
    #expect(
      Self.verdict(Self.comparison(change: 0.1, counts: (1, 1)), options: counted).0 == .regression)
    #expect(
      RunComparison.verdict(for: Self.comparison(change: 0.1, counts: (0, 1)), options: counted).1
        == .tooFewRepetitions(baseline: 0, contender: 1, needed: 1))
  }

  /// A change beyond the threshold, one condition at its bound each time.
  @Test(arguments: [
    // change equal to the spread: the runs' own noise could make it
    (0.1, nil, 0.001, 0.001, 1.0, Verdict.inconclusive, "too_noisy"),
    (0.1, 0.0999, 0.001, 0.001, 1.0, .regression, "changed"),
    (-0.1, nil, 0.001, 0.001, 1.0, .inconclusive, "too_noisy"),
    (-0.1, 0.0999, 0.001, 0.001, 1.0, .improvement, "changed"),
    // adjusted p equal to alpha (0.02) is significant
    (0.1, 0.01, 0.02, 0.001, 1.0, .regression, "changed"),
    (0.1, 0.01, 0.0201, 0.001, 1.0, .inconclusive, "not_significant"),
    // the smallest reachable p equal to the required one can still reach it
    (0.1, 0.01, 0.0201, 0.02, 1.0, .inconclusive, "not_significant"),
    (0.1, 0.01, 0.0201, 0.0201, 1.0, .inconclusive, "cannot_reach_significance"),
    // |Cliff's delta| equal to the separation (0.8) separates
    (0.1, 0.01, 0.001, 0.001, 0.8, .regression, "changed"),
    (0.1, 0.01, 0.001, 0.001, -0.8, .regression, "changed"),
    (0.1, 0.01, 0.001, 0.001, 0.79, .inconclusive, "overlapping"),
    // the threshold is relative to the baseline: +5.1% is beyond 5%, though
    // the same difference over the contender (4.85%) would not be; exactly
    // 5% is within
    (0.051, 0.01, 0.001, 0.001, 1.0, .regression, "changed"),
    (0.05, 0.01, 0.001, 0.001, 1.0, .unchanged, "within_threshold"),
  ])
  func beyondTheThreshold(
    change: Double, spread: Double?, adjusted: Double, floorP: Double, delta: Double,
    verdict: Verdict, reason: String
  ) {
    let comparison = Self.comparison(
      change: change, spread: spread, adjusted: adjusted, floorP: floorP, delta: delta)
    #expect(Self.verdict(comparison) == (verdict, reason))
  }

  /// Within the threshold, "unchanged" only where a threshold-sized change
  /// could have been seen: the spread under the threshold, the required p
  /// reachable.
  @Test(arguments: [
    (0.01, 0.05, 0.001, Verdict.inconclusive, "too_noisy"),
    (0.01, 0.0499, 0.001, .unchanged, "within_threshold"),
    (0.01, 0.01, 0.02, .unchanged, "within_threshold"),
    (0.01, 0.01, 0.0201, .inconclusive, "cannot_reach_significance"),
  ])
  func withinTheThreshold(
    change: Double, spread: Double, floorP: Double, verdict: Verdict, reason: String
  ) {
    let comparison = Self.comparison(change: change, spread: spread, adjusted: 0.9, floorP: floorP)
    #expect(Self.verdict(comparison) == (verdict, reason))
  }

  /// Counts: a change beyond the threshold must exceed the counts' own range
  /// (largest minus smallest over the median, the wider side's); within it,
  /// the range must be under the threshold.
  @Test(arguments: [
    ([100.0, 100, 110], [110.0, 110, 110], Verdict.inconclusive, "too_noisy"),
    ([100.0, 100, 109], [110.0, 110, 110], .regression, "changed_counts"),
    ([100.0, 100, 100], [110.0, 110, 121], .inconclusive, "too_noisy"),
    ([100.0, 100, 105], [101.0, 101, 101], .inconclusive, "too_noisy"),
    ([100.0, 100, 104], [101.0, 101, 101], .unchanged, "within_threshold"),
    ([100.0], [101.0], .unchanged, "within_threshold"),
  ])
  func countsAgainstTheirRange(
    baseline: [Double], contender: [Double], verdict: Verdict, reason: String
  ) {
    let comparison = BenchmarkComparison(
      name: "b", baseline: baseline, contender: contender, threshold: Threshold(relative: 0.05))
    #expect(
      Self.verdict(comparison, options: ComparisonOptions(metric: .instructions))
        == (verdict, reason))
  }
}
