// Policy: a change counts only when it exceeds BOTH the relative and the
// absolute threshold. package-benchmark fails on either; here the absolute
// one is a floor for very fast benchmarks, where 10% of 3 ns is a fraction
// of a cycle that no change of code explains, so "either" would turn timer
// jitter into regressions.

/// How far a benchmark's median must move to count as a change.
public struct Threshold: Hashable, Sendable {
  /// The relative change of the median, as a fraction (0.05 is 5%).
  public var relative: Double
  /// The absolute change of the median, in the metric's unit (nanoseconds
  /// per iteration for times, instructions per iteration); 0 for none.
  public var absolute: Double

  /// Creates a threshold.
  public init(relative: Double, absolute: Double = 0) {
    self.relative = relative
    self.absolute = absolute
  }

  /// Creates a threshold from a relative part in percent, as people say it
  /// (`Threshold(percent: 5)` is 5%).
  public init(percent: Double, absolute: Double = 0) {
    self.init(relative: percent / 100, absolute: absolute)
  }

  /// Whether a move of the median from `baseline` to `contender` exceeds
  /// both parts of the threshold.
  public func isExceeded(from baseline: Double, to contender: Double) -> Bool {
    guard baseline > 0 else { return false }
    let difference = Swift.abs(contender - baseline)
    return difference / baseline > relative && difference > absolute
  }
}
