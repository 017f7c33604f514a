import Foundation

// Policy: the p-values match what compare.py prints, because compare.py
// calls `scipy.stats.mannwhitneyu(x, y, alternative='two-sided')` with the
// defaults `use_continuity=True, method='auto'`, and 'auto' means:
// - the exact distribution of U when either sample has 8 or fewer values and
//   there are no ties;
// - otherwise the normal approximation with the tie correction and a
//   continuity correction of 0.5.
// The two-sided p-value is twice the upper tail at max(U1, U2), clipped to 1.

/// The Mann-Whitney U test (Wilcoxon rank-sum), two-sided, as scipy does it.
public struct MannWhitneyU: Hashable, Sendable {
  /// How the p-value was computed.
  public enum Method: String, Hashable, Sendable {
    /// From the exact null distribution of U (small samples, no ties).
    case exact
    /// From the normal approximation with tie and continuity corrections.
    case asymptotic
  }

  /// U for the first sample: how many (x, y) pairs have x > y, ties
  /// counting one half (scipy's `statistic`).
  public var u1: Double
  /// The two-sided p-value.
  public var pValue: Double
  /// How `pValue` was computed.
  public var method: Method

  /// Runs the test on two samples.
  ///
  /// - Parameters:
  ///   - x: the first sample (the baseline).
  ///   - y: the second sample (the contender).
  ///   - method: force a method; `nil` chooses as scipy's 'auto' does.
  /// - Returns: `nil` when a sample is empty or holds a non-finite value.
  public init?(_ x: [Double], _ y: [Double], method: Method? = nil) {
    guard !x.isEmpty, !y.isEmpty, x.allSatisfy(\.isFinite), y.allSatisfy(\.isFinite) else {
      return nil
    }
    let n1 = Double(x.count)
    let n2 = Double(y.count)
    let (ranks, tieSizes) = Self.averageRanks(x + y)
    let rankSum = ranks[0..<x.count].reduce(0, +)
    let u1 = rankSum - n1 * (n1 + 1) / 2
    let u = Swift.max(u1, n1 * n2 - u1)
    let hasTies = tieSizes.contains { $0 > 1 }
    let chosen = method ?? ((x.count > 8 && y.count > 8) || hasTies ? .asymptotic : .exact)
    let p: Double
    switch chosen {
    case .exact:
      p = 2 * Self.exactUpperTail(u: u, n1: x.count, n2: y.count)
    case .asymptotic:
      let n = n1 + n2
      let tieTerm = tieSizes.reduce(0.0) { $0 + ($1 * $1 * $1 - $1) }
      let sigma = (n1 * n2 / 12 * ((n + 1) - tieTerm / (n * (n - 1)))).squareRoot()
      let z = (u - n1 * n2 / 2 - 0.5) / sigma
      // All values tied: sigma is 0 and z is -inf or NaN; scipy's ndtr then
      // gives 1 (or NaN). No evidence of a difference either way.
      p = z.isNaN ? 1 : 2 * NormalDistribution.survival(z)
    }
    self.u1 = u1
    self.pValue = Swift.min(1, Swift.max(0, p))
    self.method = chosen
  }

  /// Ranks 1...n with ties given their average rank, and the size of each
  /// group of tied values.
  static func averageRanks(_ values: [Double]) -> (ranks: [Double], tieSizes: [Double]) {
    let order = values.indices.sorted { values[$0] < values[$1] }
    var ranks = [Double](repeating: 0, count: values.count)
    var tieSizes: [Double] = []
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count, values[order[end]] == values[order[start]] { end += 1 }
      let average = Double(start + 1 + end) / 2
      for position in start..<end { ranks[order[position]] = average }
      tieSizes.append(Double(end - start))
      start = end
    }
    return (ranks, tieSizes)
  }

  /// P(U >= u) under the null hypothesis for samples of sizes n1 and n2.
  ///
  /// The number of arrangements with U = k is the coefficient of q^k in the
  /// Gaussian binomial [n1+n2 choose n1]_q, built as the product over
  /// i = 1...m of (1 - q^(n+i)) / (1 - q^i) with m the smaller size; each
  /// partial product is itself a polynomial with integer coefficients, so
  /// the divisions are exact.
  static func exactUpperTail(u: Double, n1: Int, n2: Int) -> Double {
    let small = Swift.min(n1, n2)
    let large = Swift.max(n1, n2)
    let degree = small * large
    var counts = [Double](repeating: 0, count: degree + 1)
    counts[0] = 1
    // Coefficients above `degree` never feed lower ones in either step, so
    // the arrays stop there.
    for i in 1...small {
      let shift = large + i
      if shift <= degree {
        for k in stride(from: degree, through: shift, by: -1) { counts[k] -= counts[k - shift] }
      }
      for k in i...degree { counts[k] += counts[k - i] }
    }
    let total = counts.reduce(0, +)
    let threshold = Int(u.rounded(.up))
    guard threshold <= degree else { return 0 }
    let tail = counts[Swift.max(0, threshold)...].reduce(0, +)
    return tail / total
  }
}
