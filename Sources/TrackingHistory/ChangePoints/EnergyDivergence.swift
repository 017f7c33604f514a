import BenchmarkTracking

// Policy: the divergence is Matteson and James' q-hat with alpha = 1 (plain
// absolute differences), maximised over the split tau AND the end kappa of
// the right-hand part, as their E-divisive and Apache Otava's
// `PairDistanceCalculator` do. Searching kappa too is what lets one outlier
// score as high in a shuffled series as in the real one, so a permutation
// test does not call a lone spike a change. Column prefix sums make the
// whole (tau, kappa) search O(n^2) for an interval of n values.

/// The best split of one interval by the energy (E-statistic) divergence.
public struct EnergySplit: Hashable, Sendable {
  /// The first index of the right-hand part, relative to the interval's start.
  public var tau: Int
  /// One past the last index of the right-hand part, relative to the start.
  public var kappa: Int
  /// The divergence q-hat of `values[0..<tau]` against `values[tau..<kappa]`.
  public var qHat: Double
}

/// Computes q-hat for every split of an interval and keeps the largest.
public enum EnergyDivergence {
  /// The split of `values` with the largest q-hat, or `nil` for fewer than
  /// two values.
  ///
  /// For X = `values[0..<tau]` (n values) and Y = `values[tau..<kappa]`
  /// (m values), q-hat is
  /// `2/(n+m) Σ|x-y| - 2m/((n+m)(n-1)) Σ_{i<k}|x_i-x_k| - 2n/((n+m)(m-1)) Σ_{j<k}|y_j-y_k|`,
  /// a within-part term being zero when that part has one value. Ties keep
  /// the smallest tau, then the smallest kappa, like NumPy's `argmax`.
  ///
  /// - Parameter values: the interval, oldest first; finite values.
  public static func bestSplit(_ values: ArraySlice<Double>) -> EnergySplit? {
    let count = values.count
    guard count >= 2 else { return nil }
    let base = values.startIndex
    // prefix[c * (count + 1) + t] = Σ_{i < t} |z_i - z_c|, for t <= c.
    let stride = count + 1
    var prefix = [Double](repeating: 0, count: count * stride)
    for column in 0..<count {
      let value = values[base + column]
      var sum = 0.0
      for row in 0..<column {
        sum += abs(values[base + row] - value)
        prefix[column * stride + row + 1] = sum
      }
    }
    var best = EnergySplit(tau: 1, kappa: 2, qHat: -.infinity)
    var withinLeft = 0.0  // Σ_{i<k<tau} |z_i - z_k|
    for tau in 1..<count {
      withinLeft += prefix[(tau - 1) * stride + tau - 1]
      var between = 0.0
      var withinRight = 0.0
      let n = Double(tau)
      for kappa in (tau + 1)...count {
        let column = kappa - 1
        between += prefix[column * stride + tau]
        withinRight += prefix[column * stride + column] - prefix[column * stride + tau]
        let m = Double(kappa - tau)
        let total = n + m
        var q = 2 / total * between
        if tau > 1 { q -= 2 * m / (total * (n - 1)) * withinLeft }
        if kappa - tau > 1 { q -= 2 * n / (total * (m - 1)) * withinRight }
        if q > best.qHat { best = EnergySplit(tau: tau, kappa: kappa, qHat: q) }
      }
    }
    return best
  }
}
