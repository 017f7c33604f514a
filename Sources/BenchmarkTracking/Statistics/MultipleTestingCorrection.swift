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
    let tested = pValues.indices.filter { pValues[$0] != nil }
    let m = Double(tested.count)
    guard m > 0 else { return pValues }
    let order = tested.sorted { (pValues[$0] ?? 0) < (pValues[$1] ?? 0) }
    var result = pValues
    switch self {
    case .none:
      return pValues
    case .holm:
      var running = 0.0
      for (rank, index) in order.enumerated() {
        let value = Swift.min(1, (m - Double(rank)) * (pValues[index] ?? 1))
        running = Swift.max(running, value)
        result[index] = running
      }
    case .benjaminiHochberg:
      var running = 1.0
      for (rank, index) in order.enumerated().reversed() {
        let value = Swift.min(1, m / Double(rank + 1) * (pValues[index] ?? 1))
        running = Swift.min(running, value)
        result[index] = running
      }
    }
    return result
  }
}
