// Policy: the Mann-Whitney U test has a floor: with n and m repetitions the
// smallest two-sided p-value it can ever return is the one for samples that
// do not overlap at all (exactly 2 / C(n+m, n) when the exact distribution
// is used). When that floor is above the level the correction demands, no
// data of that size could show a change, and the comparison must say so
// instead of "unchanged".

extension MannWhitneyU {
  /// The smallest two-sided p-value the test can return for samples of
  /// these sizes: the p-value of two samples that do not overlap, computed
  /// with the method the test would choose for them.
  ///
  /// - Parameters:
  ///   - baselineCount: repetitions of the baseline (at least 1).
  ///   - contenderCount: repetitions of the contender (at least 1).
  /// - Returns: the floor in 0...1; 1 when a count is below 1.
  public static func minimumPValue(baselineCount: Int, contenderCount: Int) -> Double {
    guard baselineCount >= 1, contenderCount >= 1 else { return 1 }
    let low = (0..<baselineCount).map(Double.init)
    let high = (0..<contenderCount).map { Double(baselineCount + $0) }
    return MannWhitneyU(low, high)?.pValue ?? 1
  }

  /// The smallest number of repetitions a side (the same on both), from
  /// `start` on, whose floor p-value reaches `level`, or `nil` when none up
  /// to `limit` does.
  ///
  /// The floor is not monotonic where the test switches from the exact
  /// distribution (8 or fewer a side) to the normal approximation: 8
  /// against 8 reach 0.000155, 9 against 9 only 0.00041. Starting from the
  /// counts a comparison already has keeps the advice from pointing below
  /// them.
  ///
  /// - Parameters:
  ///   - level: the per-test p-value that must be reachable.
  ///   - start: the smallest count considered (at least 2).
  ///   - limit: the largest count tried.
  public static func repetitionsNeeded(
    toReach level: Double, from start: Int = 2, limit: Int = 1_000
  ) -> Int? {
    guard level > 0 else { return nil }
    var count = Swift.max(2, start)
    while count <= limit {
      if minimumPValue(baselineCount: count, contenderCount: count) <= level { return count }
      count += 1
    }
    return nil
  }
}
