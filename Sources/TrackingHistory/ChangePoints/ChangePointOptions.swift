import BenchmarkTracking

/// How ``EDivisive`` decides that a change is real.
public struct ChangePointOptions: Hashable, Sendable {
  /// A candidate is a change point when its permutation p-value is at most
  /// this (default 0.001, Otava's default `max_pvalue`).
  public var significance: Double
  /// A failed candidate with a p-value at most this is reported as
  /// inconclusive (default ten times `significance`, as Otava relaxes its
  /// first pass to find "weak" change points); never below `significance`.
  public var weakSignificance: Double
  /// Shuffles per test (default 9999). 999 is the fewest that can show
  /// p = 0.001, but then a candidate passes only when no shuffle reaches
  /// it; on the synthetic evaluation (Evaluations/changepoints/eval-changepoints) that
  /// missed a 10% step whose p-value was 0.002 at 999 and 0.0008 at 9999.
  public var permutations: Int
  /// The seed of the shuffles.
  public var seed: UInt64
  /// Changes whose relative change of the segment means is smaller than
  /// this fraction are dropped from reports (default 0: every significant
  /// change is shown, as Otava's `min_magnitude` default).
  public var minimumChange: Double
  /// A night further than this many robust standard deviations from the
  /// median of its neighbours is an outlier, left out of the test (default
  /// 5; 0 keeps every night; see ``OutlierNights``).
  public var outlierThreshold: Double

  /// Creates options.
  public init(
    significance: Double = 0.001, weakSignificance: Double? = nil, permutations: Int = 9999,
    seed: UInt64 = 1, minimumChange: Double = 0, outlierThreshold: Double = 5
  ) {
    self.significance = significance
    self.weakSignificance = Swift.max(
      significance, weakSignificance ?? Swift.min(1, significance * 10))
    self.permutations = Swift.max(1, permutations)
    self.seed = seed
    self.minimumChange = minimumChange
    self.outlierThreshold = outlierThreshold
  }
}
