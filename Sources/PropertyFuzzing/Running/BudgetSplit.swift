// Policy: a run's time is shared by measured cost, not equally. An equal
// share starves the properties whose cases are costly (a rasterized host
// frame costs a hundred times a clip check, and a thousand times in a
// debug build), so they ran a few dozen cases while cheap ones ran
// hundreds of thousands. The split is water-filling: every property gets
// the same time, except that a property which would run fewer than
// `minimumCases` gets the time for that many, taken from the others; when
// even that does not fit, every property gets the same number of cases.
// It knows no property by name, so properties added later are costed like
// the rest. Costs measured on a few dozen cases are rough (a rasterized
// property draws a large catalog frame one case in ten), so a property
// given only the time for its minimum is stopped at that many cases (and
// allowed three times its estimated time to reach them), no property plans
// more than a cap (a quarter of the run) for its minimum, and the run
// re-plans the remaining time before each property: an overestimate hands
// its time on, an underestimate takes it from the properties after it.

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
  ///   - maximumNeed: the most seconds planned for one property's minimum
  ///     (a rough cost estimate must not claim the whole run).
  /// - Returns: one share per cost, in the same order, summing to `total`
  ///   (up to rounding).
  public static func shares(
    costs: [Double], total: Double, minimumCases: Int = minimumCases,
    maximumNeed: Double = .infinity
  ) -> [Double] {
    guard !costs.isEmpty else { return [] }
    let total = total.isFinite ? Swift.max(0, total) : 0
    let costs = costs.map { $0.isFinite && $0 > 0 ? $0 : 0 }
    let cap = maximumNeed.isNaN ? Double.infinity : Swift.max(0, maximumNeed)
    let needs = costs.map { Swift.min(cap, $0 * Double(Swift.max(0, minimumCases))) }
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

extension BudgetSplit {
  /// The budget of the first of `costs`' properties, with `total` seconds
  /// left for all of them: a cheap property gets its share of time; one
  /// that gets no more than the time for its cases (the minimum, or the
  /// equal number when even that does not fit) gets that many cases,
  /// within three times the time.
  ///
  /// - Parameters:
  ///   - costs: seconds per case of this property and those still to run.
  ///   - total: the seconds left for all of them.
  ///   - minimumCases: the cases each property should reach first.
  ///   - maximumNeed: the most seconds planned for one property's minimum.
  public static func budget(
    costs: [Double], total: Double, minimumCases: Int = minimumCases,
    maximumNeed: Double = .infinity
  ) -> Budget {
    let shares = shares(
      costs: costs, total: total, minimumCases: minimumCases, maximumNeed: maximumNeed)
    guard let share = shares.first, let cost = costs.first else { return .cases(0) }
    let seconds = Duration.microseconds(Int64((Swift.max(0, share) * 1e6).rounded()))
    guard cost.isFinite, cost > 0 else { return .time(seconds) }
    let cases = share / cost
    // A cheap property (at the common level) runs for its time.
    guard cases <= Double(Swift.max(0, minimumCases)) * 1.000_001 else { return .time(seconds) }
    return .casesOrTime(Swift.max(1, Int(cases.rounded())), seconds * 3)
  }
}

extension PropertyRunner {
  /// Measures the property's seconds per case on its first cases (no
  /// shrinking, failures ignored: the run proper meets them again). The
  /// first case runs untimed: it pays for lazily built statics.
  ///
  /// - Parameters:
  ///   - cases: the most cases to run.
  ///   - minimumCases: the cases run even past the time limit (a costly
  ///     property's first case or two say little of its average).
  ///   - timeLimit: stop after this long, once `minimumCases` ran.
  ///   - slice: the part of the case space the run proper uses.
  /// - Returns: seconds per case, and the seconds the measurement took.
  public func measureCost(
    cases: Int, minimumCases: Int = 1, timeLimit: Duration, slice: CaseSlice = .all
  ) -> (secondsPerCase: Double, seconds: Double) {
    let clock = ContinuousClock()
    let begin = clock.now
    var loop = CaseLoop(runner: self)
    CrashContext.enter(property: property.cName, seed: seed, caseIndex: slice.caseIndex(0))
    _ = loop.run(caseIndex: slice.caseIndex(0))
    let start = clock.now
    let deadline = start.advanced(by: timeLimit)
    var run = 0
    while run < cases, run < minimumCases || clock.now < deadline, !StopSignal.requested {
      let index = slice.caseIndex(UInt64(run + 1))
      CrashContext.enter(property: property.cName, seed: seed, caseIndex: index)
      _ = loop.run(caseIndex: index)
      run += 1
    }
    CrashContext.leave()
    let timed = start.duration(to: clock.now).seconds
    return (run == 0 ? 0 : timed / Double(run), begin.duration(to: clock.now).seconds)
  }
}
