import TrackingStatistics

/// One benchmark compared between a baseline and a contender.
public struct BenchmarkComparison: Hashable, Sendable {
  /// The benchmark (`run_name`).
  public var name: String
  /// The baseline's samples of the metric.
  public var baseline: [Double]
  /// The contender's samples of the metric.
  public var contender: [Double]
  /// The baseline's median, when it has samples.
  public var baselineMedian: Double?
  /// The contender's median, when it has samples.
  public var contenderMedian: Double?
  /// The raw two-sided p-value, when the test ran.
  public var pValue: Double?
  /// The p-value after the correction across benchmarks.
  public var adjustedPValue: Double?
  /// The smallest p-value the test can give for these repetition counts.
  public var minimumPValue: Double?
  /// The raw p-value this benchmark had to reach to be significant after
  /// the correction, given how many others are (alpha / k for a lone
  /// change over k benchmarks).
  public var requiredPValue: Double?
  /// Cliff's delta of contender against baseline (+1: every contender
  /// repetition slower).
  public var cliffsDelta: Double?
  /// The larger spread (IQR over median) of the two sides.
  public var spread: Double?
  /// The threshold this benchmark was judged with.
  public var threshold: Threshold
  /// The verdict.
  public var verdict: Verdict
  /// Why.
  public var reason: VerdictReason?

  /// Creates a comparison; the rule (``RunComparison/verdict(for:options:)``)
  /// fills `verdict` and `reason`.
  public init(
    name: String, baseline: [Double], contender: [Double], pValue: Double? = nil,
    adjustedPValue: Double? = nil, minimumPValue: Double? = nil, requiredPValue: Double? = nil,
    threshold: Threshold, verdict: Verdict = .inconclusive, reason: VerdictReason? = nil
  ) {
    self.name = name
    self.baseline = baseline
    self.contender = contender
    self.baselineMedian = baseline.median()
    self.contenderMedian = contender.median()
    self.pValue = pValue
    self.adjustedPValue = adjustedPValue
    self.minimumPValue = minimumPValue
    self.requiredPValue = requiredPValue
    self.cliffsDelta = TrackingStatistics.cliffsDelta(baseline: baseline, contender: contender)
    let spreads = [baseline.relativeSpread(), contender.relativeSpread()].compactMap { $0 }
    self.spread = spreads.max()
    self.threshold = threshold
    self.verdict = verdict
    self.reason = reason
  }

  /// (contender - baseline) / baseline of the medians: +0.10 is 10% slower;
  /// `nil` without both medians or with a zero baseline, except that no
  /// change from zero (a count of misses that stayed at none) is 0.
  public var relativeChange: Double? {
    guard let baselineMedian, let contenderMedian else { return nil }
    guard baselineMedian != 0 else { return contenderMedian == 0 ? 0 : nil }
    return (contenderMedian - baselineMedian) / baselineMedian
  }
}
