// Policy: a run's time is shared in two halves. The first half is split
// equally, so every property, cheap or costly, gets the breadth it had
// before; it also measures each property's cases per second on hundreds or
// thousands of cases. The second half goes first to the properties that
// have not reached `minimumCases` (the rasterizing ones, whose cases cost a
// hundred times a clip check, and a thousand times in a debug build), each
// the time its shortfall needs at its measured rate, then equally to all
// (water-filling). When the shortfalls need more than the half, the
// smallest are met in full first and the rest share what is left in
// proportion to their shortfalls: as many properties as the time allows
// reach the minimum. (Giving each the same fraction of its shortfall, as an
// earlier version did, left every costly property short in a debug build,
// the two host properties at about 3,700 cases, where meeting the smallest
// first brings all but the two costliest to the minimum.) A shortfall
// includes a tenth more time than the measured rate needs, since a rate
// measured on the first half varies by a few percent. It knows no property by name, so
// properties added later are costed like the rest. (An earlier version on
// this branch planned from a few dozen timed cases up front; rasterizing
// properties' costs are heavy-tailed, one case in ten draws a catalog-size
// frame, so those estimates were off by up to 25x.)

/// How the second half of a run's time is shared among properties.
public enum BudgetSplit {
  /// The number of cases every property should reach before the remaining
  /// time is shared equally, when the budget allows.
  public static let minimumCases = Property.defaultQuota

  /// The factor on a shortfall's seconds that absorbs the variation of a
  /// measured rate, so a property funded in full does reach the minimum.
  public static let rateMargin = 1.1

  /// The seconds each property gets.
  ///
  /// - Parameters:
  ///   - shortfalls: seconds each property needs to reach the minimum
  ///     (zero for one that has); a non-finite or negative value counts as
  ///     zero.
  ///   - total: the seconds to share; at least zero.
  /// - Returns: one share per shortfall, in the same order, summing to
  ///   `total` (up to rounding).
  public static func shares(shortfalls: [Double], total: Double) -> [Double] {
    guard !shortfalls.isEmpty else { return [] }
    let total = total.isFinite ? Swift.max(0, total) : 0
    let needs = shortfalls.map { $0.isFinite && $0 > 0 ? $0 : 0 }
    let needed = needs.reduce(0, +)
    guard needed < total else {
      // Not every shortfall fits: the smallest in full, in ascending order,
      // while they fit; once one does not, no larger one does either.
      // Each met need is its share; the unmet ones (each more than `left`,
      // which stays at least 0, so their sum is positive) are rewritten.
      var shares = needs
      var left = total
      var unmet: [Int] = []
      for index in needs.indices.sorted(by: { (needs[$0], $0) < (needs[$1], $1) }) {
        if needs[index] <= left {
          left -= needs[index]
        } else {
          unmet.append(index)
        }
      }
      let unmetNeed = unmet.reduce(0) { $0 + needs[$1] }
      for index in unmet {
        shares[index] = left * needs[index] / unmetNeed
      }
      return shares
    }
    // Water-filling: the level L with sum(max(need, L)) == total. Walk the
    // needs from the largest down; those above the level keep their need.
    let descending = needs.sorted(by: >)
    var fixed = 0.0
    var level = total / Double(needs.count)
    for (count, need) in descending.enumerated() {
      level = (total - fixed) / Double(needs.count - count)
      if need <= level { break }
      fixed += need
    }
    return needs.map { Swift.max($0, level) }
  }

  /// The seconds a property needs to reach `minimumCases`, with a tenth
  /// more for the variation of its rate.
  ///
  /// - Parameters:
  ///   - cases: the cases it ran so far.
  ///   - seconds: the seconds they took.
  ///   - minimumCases: the cases to reach.
  /// - Returns: 1.1 times the seconds at its measured rate; zero when it
  ///   is there (or ran no case, having no rate).
  public static func shortfall(
    cases: Int, seconds: Double, minimumCases: Int = minimumCases
  ) -> Double {
    guard cases > 0, seconds > 0, cases < minimumCases else { return 0 }
    return Double(minimumCases - cases) * seconds / Double(cases) * rateMargin
  }
}
