// Policy: a counted metric (instructions, a simulated cost) leaves out the
// first repetition of a benchmark that has several. That repetition pays
// costs no later one pays: the simulated last-level cache starts empty
// (fuzz/host.sceneInsideRegion: about 630 last-level misses a case in
// repetition 0, none after) and lazy initialisation runs once. With the
// default 3 repetitions it alone set the counts' range, so a file compared
// with itself was "inconclusive (too noisy)". Counts are exact, so the warm
// repetitions are the measurement and nothing is lost; a lone repetition is
// kept (it is all there is). Times keep every repetition: the statistical
// rule judges their spread, and the runner warms them up itself.

extension BenchmarkRun {
  /// The values of one benchmark's repetitions, in file order, with
  /// the cold first one left out for a counted metric when others follow.
  ///
  /// - Parameters:
  ///   - repetitions: each repetition's index (its `repetition_index`, or
  ///     its position in the file) and value.
  ///   - metric: the metric the values measure.
  static func warmRepetitions(
    _ repetitions: [(order: Int, value: Double)], of metric: Metric
  ) -> [Double] {
    guard metric.isCounted, repetitions.count > 1,
      let cold = repetitions.indices.min(by: { repetitions[$0].order < repetitions[$1].order })
    else { return repetitions.map(\.value) }
    return repetitions.indices.filter { $0 != cold }.map { repetitions[$0].value }
  }

  /// Whether any benchmark of the run had a cold first repetition of
  /// `metric` left out of its samples, for reports to say so.
  ///
  /// - Parameter metric: the metric compared.
  public func leavesOutColdRepetition(of metric: Metric) -> Bool {
    guard metric.isCounted else { return false }
    var counts: [String: Int] = [:]
    for entry in entries where !entry.errorOccurred && entry.runType == .iteration {
      guard let value = entry.value(of: metric), value.isFinite else { continue }
      counts[entry.runName, default: 0] += 1
    }
    return counts.values.contains { $0 > 1 }
  }
}
