// Policy: a run's time is shared by measured cost, not equally. An equal
// share starves the properties whose cases are costly (a rasterized host
// frame costs a hundred times a clip check, and a thousand times in a
// debug build), so they ran a few dozen cases while cheap ones ran
// hundreds of thousands. The split is water-filling: every property gets
// the same time, except that a property which would run fewer than
// `minimumCases` gets the time for that many, taken from the others; when
// even that does not fit, every property gets the same number of cases.
// It knows no property by name, so properties added later are costed like
// the rest.

/// How a total time budget is shared among properties, from their measured
/// cost per case.
public enum BudgetSplit {
  /// The number of cases every property is given time for before the
  /// remaining time is shared equally, when the budget allows.
  public static let minimumCases = 5000

  /// The seconds each property gets.
  ///
  /// - Parameters:
  ///   - costs: seconds per case of each property (from
  ///     ``PropertyRunner/measureCost(cases:timeLimit:slice:)``); a
  ///     non-finite or negative cost counts as zero.
  ///   - total: the seconds to share; at least zero.
  ///   - minimumCases: the cases each property should reach first.
  /// - Returns: one share per cost, in the same order, summing to `total`
  ///   (up to rounding).
  public static func shares(
    costs: [Double], total: Double, minimumCases: Int = minimumCases
  ) -> [Double] {
    guard !costs.isEmpty else { return [] }
    let total = total.isFinite ? Swift.max(0, total) : 0
    let costs = costs.map { $0.isFinite && $0 > 0 ? $0 : 0 }
    let needs = costs.map { $0 * Double(Swift.max(0, minimumCases)) }
    let needed = needs.reduce(0, +)
    guard needed < total else {
      // Not even the minimum fits: the same number of cases for each.
      let sum = costs.reduce(0, +)
      guard sum > 0 else { return costs.map { _ in total / Double(costs.count) } }
      return costs.map { total * $0 / sum }
    }
    // Water-filling: the level L with sum(max(need, L)) == total. Walk the
    // needs from the largest down; those above the level keep their need.
    let descending = needs.sorted(by: >)
    var fixed = 0.0
    var level = total / Double(needs.count)
    for (count, need) in descending.enumerated() {
      let rest = Double(needs.count - count)
      level = (total - fixed) / rest
      if need <= level { break }
      fixed += need
    }
    return needs.map { Swift.max($0, level) }
  }
}

extension PropertyRunner {
  /// Measures the property's seconds per case on its first cases (no
  /// shrinking, failures ignored: the run proper meets them again).
  ///
  /// - Parameters:
  ///   - cases: the most cases to run.
  ///   - timeLimit: stop after this long (a costly property then runs
  ///     fewer cases).
  ///   - slice: the part of the case space the run proper uses.
  /// - Returns: seconds per case, and the seconds the measurement took.
  public func measureCost(
    cases: Int, timeLimit: Duration, slice: CaseSlice = .all
  ) -> (secondsPerCase: Double, seconds: Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = start.advanced(by: timeLimit)
    var loop = CaseLoop(runner: self)
    var run = 0
    while run < cases, clock.now < deadline, !StopSignal.requested {
      let index = slice.caseIndex(UInt64(run))
      CrashContext.enter(property: property.cName, seed: seed, caseIndex: index)
      _ = loop.run(caseIndex: index)
      run += 1
    }
    CrashContext.leave()
    let seconds = start.duration(to: clock.now).seconds
    return (run == 0 ? 0 : seconds / Double(run), seconds)
  }
}
