import BenchmarkTracking

// Policy: every suite starts from this policy and states its exceptions
// beside its benchmarks (`BenchmarkPolicy.overriding`), so how a benchmark
// is judged is read where it is registered. The figures are the ones the
// tracking evaluation was run with (results/tracking-eval/summary.md).

extension BenchmarkPolicy {
  /// The policy of a CPU-bound benchmark with no reason to differ.
  static let common = BenchmarkPolicy(
    name: "common", group: .cpuBound,
    thresholds: [
      .realTime: Threshold(percent: 5, absolute: 5),
      .cpuTime: Threshold(percent: 5, absolute: 5),
      .instructions: Threshold(percent: 0.5),
      .estimatedCycles: Threshold(percent: 2),
      .pipelineCycles: Threshold(percent: 2),
    ],
    description:
      "Computation sets the time, so the nightly judges it on instruction counts, which are"
      + " exact enough for 0.5%. Estimated cycles (the simulated-cost mode: instructions,"
      + " simulated cache misses and mispredictions) see memory traffic and branch"
      + " behaviour too; 2% is a fifth of the 10% regressions of the zoo"
      + " (results/simulated-eval) and several times the figure's spread between"
      + " repetitions. Wall and CPU time: 5% leaves room to see the 10% injected"
      + " slowdown of the acceptance test; below 5 ns a move is a cycle or two of timer"
      + " jitter, whatever its percentage.")
}
