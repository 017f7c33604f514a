import BenchmarkTracking

// Policy: the check warns and does not fail the run, because a single
// suspicious benchmark should not hide the numbers of all the others. The
// rule itself lives in BenchmarkTracking, where it is tested.

/// Flags benchmarks too fast to be real.
enum OptimisedAwayCheck {
  /// Warnings for the repetitions in `path` faster than half a nanosecond.
  static func warnings(resultsAt path: String) -> [String] {
    let run: BenchmarkRun
    do {
      run = try BenchmarkRun(contentsOfFile: path)
    } catch {
      return ["warning: cannot check for optimised-away benchmarks: \(error)"]
    }
    return run.suspiciouslyFastBenchmarks().map { name, nanoseconds in
      "warning: \(name) took \(nanoseconds) ns per iteration, below "
        + "\(BenchmarkRun.optimisedAwayFloor) ns: its work was probably optimised away"
    }
  }
}
