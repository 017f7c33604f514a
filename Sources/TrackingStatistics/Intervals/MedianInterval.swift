import Foundation

// Policy: the interval on the median of the paired log-ratios is the exact,
// distribution-free one from order statistics (the sign test inverted):
// [x(k), x(n+1-k)] covers the median with probability
// 1 - 2 P(Binomial(n, 1/2) <= k - 1) whatever the rounds' distribution,
// as long as they are independent. Nothing is assumed about symmetry or
// tails (a round on this shared machine can be 90% off), nothing is drawn
// at random, so the same ratios always give the same interval, and the
// coverage is at least the level asked for (never an approximation that
// is optimistic at the small levels a correction over many benchmarks
// demands).

/// An exact confidence interval for a median from order statistics.
public struct MedianInterval: Hashable, Sendable {
  /// The sample median.
  public var median: Double
  /// The lower end.
  public var lower: Double
  /// The upper end.
  public var upper: Double
  /// The coverage the interval really has (at least the level asked for).
  public var coverage: Double
  /// The number of values.
  public var count: Int

  /// Half the interval's width.
  public var halfWidth: Double { (upper - lower) / 2 }

  /// The interval for the median of `values` at confidence `level`
  /// (two-sided), or `nil` when there are too few values for any pair of
  /// order statistics to reach it (or a value is not finite).
  ///
  /// - Parameters:
  ///   - values: the sample.
  ///   - level: the confidence, strictly between 0 and 1 (0.99 for 99%).
  public init?(_ values: [Double], level: Double) {
    guard !values.isEmpty, values.allSatisfy(\.isFinite), level > 0, level < 1,
      let median = values.median()
    else { return nil }
    let sorted = values.sorted()
    let n = sorted.count
    guard let k = Self.orderStatistic(count: n, level: level) else { return nil }
    self.median = median
    lower = sorted[k - 1]
    upper = sorted[n - k]
    coverage = 1 - 2 * Self.binomialHalfCDF(k - 1, n)
    count = n
  }

  /// The largest k (1-based) whose interval [x(k), x(n+1-k)] has coverage
  /// at least `level`, or `nil` when even [x(1), x(n)] falls short.
  static func orderStatistic(count n: Int, level: Double) -> Int? {
    let tail = (1 - level) / 2
    var best: Int?
    var cumulative = 0.0
    // P(X <= j) for j = 0, 1, ...: k = j + 1 works while P(X <= j) <= tail.
    for j in 0..<((n + 1) / 2) {
      cumulative += binomialHalfPMF(j, n)
      guard cumulative <= tail else { break }
      best = j + 1
    }
    return best
  }

  /// P(Binomial(n, 1/2) = j), in log space so large n does not overflow.
  static func binomialHalfPMF(_ j: Int, _ n: Int) -> Double {
    let logValue =
      lgamma(Double(n + 1)) - lgamma(Double(j + 1)) - lgamma(Double(n - j + 1))
      - Double(n) * log(2.0)
    return exp(logValue)
  }

  /// P(Binomial(n, 1/2) <= k); 0 for negative k.
  static func binomialHalfCDF(_ k: Int, _ n: Int) -> Double {
    guard k >= 0 else { return 0 }
    return (0...min(k, n)).reduce(0) { $0 + binomialHalfPMF($1, n) }
  }
}
