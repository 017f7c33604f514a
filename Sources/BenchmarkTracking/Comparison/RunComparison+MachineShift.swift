// Policy: wall time measures the machine as much as the code. Two runs of
// the same commit on this project's shared 2-core VM (results/tracking-eval)
// moved by a median of +16%, -31%, -62% and +106% across all benchmarks,
// and each such pair produced 5 to 11 "regressions" or "improvements" that
// passed every per-benchmark condition: load that lasts a whole run shifts
// all of its repetitions together, which no within-run spread and no
// p-value sees. So when the median change over the whole comparison is
// itself beyond the default threshold, the runs were not measured under
// the same conditions, and every wall-time verdict other than "unchanged"
// becomes "inconclusive" with that reason. A real change of one benchmark
// leaves the median where it is and is still judged. A change that really
// slows everything is, in wall time, indistinguishable from load: the
// reason says so and points to instruction counts. Instruction counts are
// not affected by load and are never discounted; on a dedicated, quiet
// machine `--allow-run-shift` turns the discount off.

extension RunComparison {
  /// The median relative change over every benchmark with both medians, or
  /// `nil` when fewer than ``ComparisonOptions/minimumBenchmarksForShift``
  /// can be compared (too few to tell the machine from the code).
  public var runShift: Double? {
    let changes = benchmarks.compactMap(\.relativeChange).sorted()
    guard changes.count >= ComparisonOptions.minimumBenchmarksForShift else { return nil }
    let middle = changes.count / 2
    return changes.count.isMultiple(of: 2)
      ? (changes[middle - 1] + changes[middle]) / 2 : changes[middle]
  }

  /// Turns the wall-time verdicts of a comparison whose runs moved as a
  /// whole into "inconclusive", naming the shift.
  mutating func discountMachineShift() {
    guard options.discountsMachineShift, !options.judgesDeterministically, let shift = runShift,
      Swift.abs(shift) > options.threshold
    else { return }
    let count = benchmarks.compactMap(\.relativeChange).count
    for index in benchmarks.indices
    where benchmarks[index].verdict == .regression || benchmarks[index].verdict == .improvement {
      benchmarks[index].verdict = .inconclusive
      benchmarks[index].reason = .machineShift(
        change: benchmarks[index].relativeChange ?? 0, runShift: shift, benchmarks: count)
    }
  }
}

extension ComparisonOptions {
  /// The fewest benchmarks whose median change says something about the
  /// machine rather than the code.
  public static let minimumBenchmarksForShift = 5
}
