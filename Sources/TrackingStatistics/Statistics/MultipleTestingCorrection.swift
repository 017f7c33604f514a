// Policy: the default is Holm, which controls the family-wise error rate
// (the chance of calling even one benchmark regressed when none is) without
// assuming independence. A nightly run compares dozens of benchmarks; at
// alpha 0.05 and no correction, one false alarm every night or two is the
// expected outcome. Benjamini-Hochberg (false discovery rate) is offered for
// large suites where Holm is too strict.

/// How p-values are adjusted when many benchmarks are tested at once.
public enum MultipleTestingCorrection: String, Hashable, Sendable, CaseIterable {
  /// Holm's step-down method (family-wise error rate).
  case holm
  /// Benjamini-Hochberg step-up method (false discovery rate).
  case benjaminiHochberg = "bh"
  /// No adjustment.
  case none

  /// Adjusted p-values, in the same order as `pValues`, each in 0...1.
  ///
  /// Compare an adjusted p-value with alpha directly. `nil` entries (tests
  /// that could not run) stay `nil` and do not count towards the family.
  public func adjusted(_ pValues: [Double?]) -> [Double?] {
    // The tests that ran, as (index, p), smallest p first.
    let order = pValues.enumerated().compactMap { index, p in p.map { (index, $0) } }
      .sorted { $0.1 < $1.1 }
    let m = Double(order.count)
    var result = pValues
    switch self {
    case .none:
      return pValues
    case .holm:
      var running = 0.0
      for (rank, (index, p)) in order.enumerated() {
        running = Swift.max(running, Swift.min(1, (m - Double(rank)) * p))
        result[index] = running
      }
    case .benjaminiHochberg:
      var running = 1.0
      for (rank, (index, p)) in order.enumerated().reversed() {
        running = Swift.min(running, Swift.min(1, m / Double(rank + 1) * p))
        result[index] = running
      }
    }
    return result
  }
}
