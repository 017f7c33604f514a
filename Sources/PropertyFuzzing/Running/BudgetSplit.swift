// Policy: a run's time is shared in two halves. The first half is split
// equally, so every property, cheap or costly, gets the breadth it had
// before; it also measures each property's cases per second on hundreds or
// thousands of cases. The second half goes first to the properties that
// have not reached `minimumCases` (the rasterizing ones, whose cases cost a
// hundred times a clip check, and a thousand times in a debug build), each
// the time its shortfall needs at its measured rate, then equally to all
// (water-filling); when the shortfalls need more than the half, each gets
// the same fraction of its shortfall. It knows no property by name, so
// properties added later are costed like the rest. (An earlier version on
// this branch planned from a few dozen timed cases up front; rasterizing
// properties' costs are heavy-tailed, one case in ten draws a catalog-size
// frame, so those estimates were off by up to 25x.)

/// How the second half of a run's time is shared among properties.
public enum BudgetSplit {
  /// The number of cases every property should reach before the remaining
  /// time is shared equally, when the budget allows.
  public static let minimumCases = 5000

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
      // Not every shortfall fits: the same fraction of each.
      return needs.map { total * $0 / needed }
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

  /// The seconds a property needs to reach `minimumCases`.
  ///
  /// - Parameters:
  ///   - cases: the cases it ran so far.
  ///   - seconds: the seconds they took.
  ///   - minimumCases: the cases to reach.
  /// - Returns: the seconds at its measured rate; zero when it is there
  ///   (or ran no case, having no rate).
  public static func shortfall(
    cases: Int, seconds: Double, minimumCases: Int = minimumCases
  ) -> Double {
    guard cases > 0, seconds > 0, cases < minimumCases else { return 0 }
    return Double(minimumCases - cases) * seconds / Double(cases)
  }
}
