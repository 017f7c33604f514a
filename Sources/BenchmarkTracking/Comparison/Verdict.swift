/// What a comparison concluded about one benchmark.
public enum Verdict: String, Hashable, Sendable, CaseIterable {
  /// Significantly slower (or more instructions) by more than the threshold.
  case regression
  /// Significantly faster by more than the threshold.
  case improvement
  /// Not significant, or within the noise threshold.
  case unchanged
  /// Too few repetitions on a side (or no usable values) to judge.
  case unreliable
}
