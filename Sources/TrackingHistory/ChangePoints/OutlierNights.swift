import BenchmarkTracking
import TrackingStatistics

// Policy: a night whose run median stands far from the nights around it
// (a loaded shared machine, a thermal event) is left out before E-divisive
// runs, and reported as an outlier. Left in, one such night is either
// called a change of its own or, worse, veils real steps: its divergence
// from the rest can be reached by every shuffle of the permutation test, so
// the first candidate fails and the bisection stops with nothing (issue 22:
// two real steps and one bad night in 40 gave no change at any level).
//
// The judgement is a Hampel filter on both sides: night i is an outlier
// when it stands more than K * s above (or below) BOTH the median of the
// three nights before it and the median of the three nights after it (one
// side only at the ends of the series), s being a robust standard
// deviation of the night-to-night noise, the larger of
//   - the whole series' 75th percentile of |x_j - x_(j-1)|, divided by
//     1.1503 * sqrt(2) (so it is the standard deviation for Gaussian noise);
//     a few steps and outliers barely move it (each adds one or two large
//     differences among dozens). Not the median of the differences: the
//     run medians of this machine often repeat almost exactly for nights on
//     end and then jump, which makes the median difference a fifth of the
//     real spread. Not a window's own MAD: seven nights give too rough a
//     scale, often near zero by chance, and ordinary nights would be
//     flagged;
//   - 0.1% of the series' median, so identical instruction counts (s = 0)
//     do not make every tiny difference an outlier.
// A step is not an outlier: its first night sits on the level of the
// nights after it, its last old night on the level of those before it, and
// a night between the two levels is above one side and below the other.
// Two bad nights in a row are still outliers (the median of three outvotes
// one of them). The judgement runs twice, the second time with each
// night's neighbours taken among the nights the first did not flag, so
// two bad nights do not make an ordinary night beside them look out of
// place. K = 5: on the synthetic histories of
// Scripts/eval/eval-outliers (this machine's noise shape, run medians varying a
// few percent) it flags every loaded night (1.3x to 3x slower) and about
// one ordinary night in a thousand. The newest night is judged against the
// nights before it alone: a new level on its first night looks like an
// outlier until the next nights show it staying, when E-divisive could
// first confirm it anyway (one or two values after a split never reach
// p <= 0.001 in a history of forty), so the report calls the newest nights'
// outliers provisional. A rank-based statistic was the other choice; it
// bounds an outlier's weight but cannot say which nights were bad, which
// the history page must show.

/// Finds the nights of a series that stand out from their neighbours.
public enum OutlierNights {
  /// How many nights on each side form a night's neighbourhood.
  public static let halfWidth = 3

  /// The smallest robust standard deviation, as a fraction of the series'
  /// median.
  public static let minimumRelativeScale = 0.001

  /// The robust standard deviation of the night-to-night noise (see the
  /// policy); `nil` for fewer than three values.
  ///
  /// - Parameter series: finite values, oldest first.
  public static func noiseScale(_ series: [Double]) -> Double? {
    guard series.count >= 3 else { return nil }
    let differences = zip(series.dropFirst(), series).map { abs($0 - $1) }
    // For Gaussian noise of deviation d, a difference has deviation
    // d * sqrt(2), and |N(0, 1)| has its 75th percentile at 1.1503.
    let fromDifferences = (differences.quantile(0.75) ?? 0) / (1.1503 * 2.0.squareRoot())
    let floor = minimumRelativeScale * abs(series.median() ?? 0)
    return Swift.max(fromDifferences, floor)
  }

  /// The indices of the outliers of `series`, ascending.
  ///
  /// - Parameters:
  ///   - series: finite values, oldest first.
  ///   - threshold: K, in robust standard deviations; 0 or less finds none.
  /// - Returns: nothing for a series shorter than `2 * halfWidth + 1`,
  ///   where the neighbours are too few to outvote a night.
  public static func find(_ series: [Double], threshold: Double) -> [Int] {
    guard threshold > 0, series.count >= 2 * halfWidth + 1,
      let scale = noiseScale(series), scale > 0
    else { return [] }
    let limit = threshold * scale
    // Twice: the second time each night's neighbours are the nearest ones
    // the first time did not flag, so two bad nights beside a third night
    // do not make it look out of place.
    var flagged = Set<Int>()
    for _ in 0..<2 {
      var result = Set<Int>()
      for index in series.indices {
        let sides = [-1, 1].map {
          neighbours(of: index, step: $0, in: series, skipping: flagged)
        }
        let deviations = sides.compactMap { $0.median().map { series[index] - $0 } }
        if deviations.allSatisfy({ $0 > limit }) || deviations.allSatisfy({ $0 < -limit }) {
          result.insert(index)
        }
      }
      flagged = result
    }
    return flagged.sorted()
  }

  /// The values of the `halfWidth` nights nearest `index` on one side
  /// (`step` -1 before it, +1 after it), leaving out `skipping`.
  static func neighbours(
    of index: Int, step: Int, in series: [Double], skipping: Set<Int>
  ) -> [Double] {
    var result: [Double] = []
    var other = index + step
    while series.indices.contains(other), result.count < halfWidth {
      if !skipping.contains(other) { result.append(series[other]) }
      other += step
    }
    return result
  }
}
