import BenchmarkTracking

/// What a change did, read in the direction of the metric: lower is better
/// for every ``Metric``.
public enum ChangeKind: String, Hashable, Sendable, CaseIterable, Comparable {
  /// The level went up (slower, or more instructions) and the change is
  /// significant.
  case regression
  /// The level went down and the change is significant.
  case improvement
  /// The strongest remaining candidate: p-value above the significance
  /// level but within the weak level, so more runs are needed to tell.
  case inconclusive

  /// Regressions first, then improvements, then inconclusive ones: the
  /// order a reader should look at them.
  public var readingOrder: Int {
    switch self {
    case .regression: 0
    case .improvement: 1
    case .inconclusive: 2
    }
  }

  /// By ``readingOrder``.
  public static func < (lhs: ChangeKind, rhs: ChangeKind) -> Bool {
    lhs.readingOrder < rhs.readingOrder
  }
}

/// A change point in one benchmark's history, with the runs around it.
public struct DetectedChange: Hashable, Sendable {
  /// Regression, improvement or inconclusive.
  public var kind: ChangeKind
  /// Index in the benchmark's series of the first run at the new level.
  public var index: Int
  /// The first run at the new level.
  public var first: HistoryPoint
  /// The last run at the old level: the change happened between its commit
  /// and `first`'s.
  public var lastBefore: HistoryPoint
  /// Mean of the run medians from the previous change point (or the start)
  /// up to this one.
  public var meanBefore: Double
  /// Mean of the run medians from this change point to the next (or the end).
  public var meanAfter: Double
  /// Median of the same run medians before the change.
  public var medianBefore: Double
  /// Median of the same run medians after the change.
  public var medianAfter: Double
  /// Runs in the segment before and after.
  public var runsBefore: Int
  /// Runs in the segment after.
  public var runsAfter: Int
  /// The permutation test's p-value (a lower bound when `stoppedEarly`).
  public var pValue: Double
  /// Whether the permutation test stopped early (p-value a lower bound).
  public var stoppedEarly: Bool
  /// The divergence of the split.
  public var qHat: Double
  /// Index in the benchmark's series of `lastBefore`: `index - 1`, unless
  /// outlier nights between the two were left out of the test.
  public var indexBefore: Int? = nil

  /// `meanAfter / meanBefore - 1`; `nil` when the mean before is zero.
  public var relativeChange: Double? {
    meanBefore != 0 ? meanAfter / meanBefore - 1 : nil
  }

  /// `medianAfter / medianBefore - 1`; `nil` when the median before is zero.
  public var relativeMedianChange: Double? {
    medianBefore != 0 ? medianAfter / medianBefore - 1 : nil
  }

  /// Whether the runs on both sides of the change measured the same commit:
  /// then the code did not cause it (the machine or its load did).
  public var isBetweenRunsOfOneCommit: Bool {
    first.commit != nil && first.commit == lastBefore.commit
  }
}
