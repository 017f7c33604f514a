import Testing

@testable import BenchmarkTracking

/// The verdict rule at each of its bounds, on both sides: the repetitions a
/// side needs, a change against the spread, the adjusted p-value against
/// alpha, the smallest p-value the repetitions can reach against the one
/// required, Cliff's delta against the separation, and (for counts) a
/// change against the counts' range. Statistics are set exactly rather than
/// computed, so each bound is met to the last bit.
@Suite("Verdict rule at its bounds")
struct VerdictBoundaryTests {
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
