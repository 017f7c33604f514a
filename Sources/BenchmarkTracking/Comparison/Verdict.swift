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

  /// Where the verdict comes in a report read for what needs attention:
  /// regressions, improvements, inconclusive ones, unchanged ones. One
  /// order for every report (`track compare`'s and `track ab`'s tables).
  public var readingOrder: Int {
    switch self {
    case .regression: 0
    case .improvement: 1
    case .inconclusive: 2
    case .unchanged: 3
    }
  }
}
