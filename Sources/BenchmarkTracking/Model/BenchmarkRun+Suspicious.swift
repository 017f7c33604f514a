// Policy: nothing useful takes less than about half a nanosecond (one or two
// cycles) per iteration; a benchmark that fast has almost certainly had its
// work removed by the optimiser, and its number would mislead the history.
// CPU time is judged because it is what the batch's work costs; a run on a
// loaded machine only makes real time larger, never smaller.

extension BenchmarkRun {
  /// The default floor for ``suspiciouslyFastBenchmarks(below:)``.
  public static let optimisedAwayFloor = 0.5

  /// Benchmarks with a repetition faster than `floor` nanoseconds of CPU
  /// time per iteration, with the fastest such time, in first-seen order.
  ///
  /// - Parameter floor: nanoseconds per iteration below which the work was
  ///   probably optimised away.
  public func suspiciouslyFastBenchmarks(
    below floor: Double = optimisedAwayFloor
  ) -> [(name: String, nanoseconds: Double)] {
    var fastest: [String: Double] = [:]
    var order: [String] = []
    for entry in entries where entry.runType == .iteration && !entry.errorOccurred {
      guard let nanoseconds = entry.value(of: .cpuTime), nanoseconds.isFinite, nanoseconds < floor
      else { continue }
      if let known = fastest[entry.runName] {
        fastest[entry.runName] = Swift.min(known, nanoseconds)
      } else {
        fastest[entry.runName] = nanoseconds
        order.append(entry.runName)
      }
    }
    return order.map { ($0, fastest[$0] ?? 0) }
  }
}
