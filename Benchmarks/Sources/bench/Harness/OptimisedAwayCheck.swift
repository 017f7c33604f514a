import BenchmarkTracking

// Policy: nothing useful takes less than about half a nanosecond (one or two
// cycles) per iteration; a benchmark that fast has almost certainly had its
// work removed by the optimiser, and its number would mislead the history.
// The check reads the JSON the run wrote and warns; it does not fail the
// run, because a single suspicious benchmark should not hide the others.

/// Flags benchmarks too fast to be real.
enum OptimisedAwayCheck {
  /// Nanoseconds per iteration below which a benchmark is suspect.
  static let floor = 0.5

  /// Warnings for the repetitions in `path` faster than ``floor``.
  static func warnings(resultsAt path: String) -> [String] {
    guard let run = try? BenchmarkRun(contentsOfFile: path) else {
      return ["could not read \(path) to check for optimised-away benchmarks"]
    }
    var warned = Set<String>()
    var messages: [String] = []
    for entry in run.entries where entry.runType == .iteration && !entry.errorOccurred {
      guard let nanoseconds = entry.value(of: .cpuTime), nanoseconds < floor,
        warned.insert(entry.runName).inserted
      else { continue }
      messages.append(
        "warning: \(entry.runName) took \(nanoseconds) ns per iteration, "
          + "below \(floor) ns: its work was probably optimised away")
    }
    return messages
  }
}
