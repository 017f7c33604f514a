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
  /// The verdict.
  public var verdict: Verdict

  /// (contender - baseline) / baseline of the medians: +0.10 is 10% slower;
  /// `nil` without both medians or with a zero baseline.
  public var relativeChange: Double? {
    guard let baselineMedian, let contenderMedian, baselineMedian != 0 else { return nil }
    return (contenderMedian - baselineMedian) / baselineMedian
  }
}
