import BenchmarkTracking
import SeededRandom

// Policy: E-divisive means as Daly et al. (ICPE 2020) describe it and as
// Apache Otava runs it with `--orig-edivisive`: split the interval with the
// largest q-hat, keep the split while a permutation test says it is
// significant, and repeat on the pieces. Two deliberate differences from
// Otava 0.8.0, both from Matteson and James' paper: the p-value is
// (b + 1) / (R + 1), b being the permutations scoring at least the observed
// q-hat (Otava drops the +1, so 100 permutations can report p = 0), and the
// permutations come from a seeded SplitMix64, so a history gives the same
// answer on every machine and every run (Otava's command line leaves the
// seed unset). Otava's default mode, a windowed split/merge with Student's
// t-test (Fleming et al., Hunter), is not implemented; Evaluations/changepoints/otava-compare
// runs it beside this one.

/// Finds change points in a series with E-divisive means.
public enum EDivisive {
  /// One significance test of a candidate change point.
  public struct Test: Hashable, Sendable {
    /// Index in the series of the candidate's first value after the change.
    public var index: Int
    /// The candidate's q-hat.
    public var qHat: Double
    /// (b + 1) / (permutations run + 1); a lower bound when the test
    /// stopped early (`stoppedEarly`), which it only does once the p-value
    /// is certain to exceed ``ChangePointOptions/weakSignificance``.
    public var pValue: Double
    /// Whether the test stopped before running every permutation.
    public var stoppedEarly: Bool
  }

  /// What the bisection found.
  public struct Result: Hashable, Sendable {
    /// The significant change points, by index.
    public var changePoints: [Test]
    /// The strongest candidate that failed the test, kept when its p-value
    /// is at most ``ChangePointOptions/weakSignificance``: a possible change
    /// the data cannot yet confirm.
    public var weakCandidate: Test?
  }

  /// Runs E-divisive on `series`.
  ///
  /// - Parameters:
  ///   - series: finite values, oldest first.
  ///   - options: significance level, permutation count and seed.
  /// - Returns: the change points (ascending index) and the weak candidate.
  public static func analyze(_ series: [Double], options: ChangePointOptions = .init()) -> Result {
    var generator = SplitMix64(seed: options.seed)
    var found: [Test] = []
    var boundaries: [Int] = []
    while true {
      let intervals = Self.intervals(count: series.count, boundaries: boundaries)
      guard let candidate = bestCandidate(series, intervals: intervals) else { break }
      let test = permutationTest(
        series, intervals: intervals, candidate: candidate, options: options,
        generator: &generator)
      guard test.pValue <= options.significance else {
        let weak = test.pValue <= options.weakSignificance ? test : nil
        return Result(changePoints: found, weakCandidate: weak)
      }
      found.append(test)
      found.sort { $0.index < $1.index }
      boundaries = found.map(\.index)
    }
    return Result(changePoints: found, weakCandidate: nil)
  }

  /// The pieces `0..<count` is cut into at `boundaries` (ascending).
  static func intervals(count: Int, boundaries: [Int]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for boundary in boundaries + [count] where boundary > start {
      result.append(start..<boundary)
      start = boundary
    }
    return result
  }

  /// The split with the largest q-hat over every interval; the first
  /// interval wins a tie. Returns the absolute index and q-hat.
  static func bestCandidate(_ series: [Double], intervals: [Range<Int>]) -> (
    index: Int, qHat: Double
  )? {
    var best: (index: Int, qHat: Double)?
    for interval in intervals {
      guard let split = EnergyDivergence.bestSplit(series[interval]) else { continue }
      if best == nil || split.qHat > (best?.qHat ?? 0) {
        best = (interval.lowerBound + split.tau, split.qHat)
      }
    }
    return best
  }

  /// Shuffles the values inside every interval (never across one, so the
  /// change points already accepted stay), recomputes the best q-hat, and
  /// counts how often it reaches the candidate's.
  static func permutationTest(
    _ series: [Double], intervals: [Range<Int>], candidate: (index: Int, qHat: Double),
    options: ChangePointOptions, generator: inout SplitMix64
  ) -> Test {
    // The property is settable, so it is clamped here too: `1...0` would trap.
    let permutations = Swift.max(1, options.permutations)
    // More than this many reaching q-hat puts p above the weak level for sure.
    let limit = Int((options.weakSignificance * Double(permutations + 1)).rounded(.down))
    var reached = 0
    var shuffled = series
    for run in 1...permutations {
      for interval in intervals {
        shuffled[interval].shuffle(using: &generator)
      }
      let permuted = bestCandidate(shuffled, intervals: intervals)?.qHat ?? -.infinity
      if permuted >= candidate.qHat { reached += 1 }
      if reached + 1 > limit && run < permutations {
        return Test(
          index: candidate.index, qHat: candidate.qHat,
          pValue: Double(reached + 1) / Double(permutations + 1), stoppedEarly: true)
      }
    }
    return Test(
      index: candidate.index, qHat: candidate.qHat,
      pValue: Double(reached + 1) / Double(permutations + 1), stoppedEarly: false)
  }
}
