/// What a comparison concluded about one benchmark.
public enum Verdict: String, Hashable, Sendable, CaseIterable {
  /// Slower (or more instructions) beyond the threshold, the noise and
  /// chance.
  case regression
  /// Faster beyond the threshold, the noise and chance.
  case improvement
  /// Within the threshold, and the data could have shown a change of the
  /// threshold's size.
  case unchanged
  /// The data cannot tell; ``VerdictReason`` says why.
  case inconclusive
}
