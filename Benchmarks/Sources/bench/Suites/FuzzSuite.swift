import BenchmarkTracking
import PropertyFuzzing
import SafeAreaInvariants

// Policy: one iteration is one fuzz case, run through the same `CaseLoop`
// that `PropertyRunner.run` uses per case (generating its value from the
// case seed into a reused choice buffer, checking the property, counting
// its labels; a failing case is also described), so
// items_per_second is the fuzzer's cases per second for that property.
// Every batch evaluates cases 0, 1, 2, … of a fixed seed, so a batch of N
// iterations always does the same work (and `--fixed-iterations` gives
// stable instruction counts) while the cases still vary within the batch.
// A failing case is timed like any other and counted in `failed` (the
// fraction of cases that broke the property, beside `discarded`): the fuzz
// tool is where failures are reported and shrunk, and here one must not
// hide a property's throughput. A non-zero `failed` on the real engine is a
// finding for `fuzz --seed 1`. The case loop and its statistics live as long
// as the benchmark, as they live as long as a property's run in `fuzz`: the
// first batch grows their buffers, later batches run in the steady state
// (what `Scripts/eval/case-cost` counts allocations in).

/// Fuzzer throughput: one benchmark per invariant of the real engine.
enum FuzzSuite {
  /// The run seed, the fuzz tool's default, so the cases timed are the
  /// ones `fuzz` checks first.
  static let seed: UInt64 = 1
  /// Cases per repetition in instruction-count mode: cases 0 to 99, the
  /// same sample every time, enough to mix small and large inputs without
  /// making the heavy (rasterizing) properties take minutes under callgrind.
  static let fixedIterationLimit = 100
  /// The common policy with a wider instruction threshold.
  static let benchmarkPolicy = BenchmarkPolicy.common.overriding(
    name: "fuzz", thresholds: [.instructions: Threshold(percent: 2)],
    description:
      "Allocation-heavy: their instruction counts move with the heap's state at start. While"
      + " building the instruction mode, one extra Foundation call before the benchmarks moved"
      + " every fuzz/* count by about 0.5%, and two builds of the same source in different"
      + " directories differed by about 1%; geometry, polling and raster counts did not move."
      + " So 0.5% would flag unrelated changes here.")

  /// Registers the suite.
  static func register() {
    for property in InvariantSuite.properties(for: .real) {
      let runner = PropertyRunner(property: property, seed: seed)
      let kept = KeptCaseLoop(CaseLoop(runner: runner))
      BenchmarkRegistry.register(
        "fuzz/\(property.name)", policy: benchmarkPolicy,
        fixedIterationLimit: fixedIterationLimit
      ) { iterations, state in
        // Taken out (leaving nothing behind, which allocates nothing) so
        // they are held uniquely while the batch runs, then put back.
        var loop = kept.loop.take() ?? CaseLoop(runner: runner)
        var statistics = kept.statistics
        kept.statistics = CaseStatistics()
        let discardedBefore = statistics.discarded
        var failed = 0
        for index in 0..<iterations {
          if !loop.passes(caseIndex: UInt64(index)) {
            failed += 1
            doNotOptimize(loop.evaluation(caseIndex: UInt64(index)))
          }
        }
        loop.foldStatistics(into: &statistics)
        doNotOptimize(statistics)
        let discarded = statistics.discarded - discardedBefore
        kept.loop = loop
        kept.statistics = statistics
        state.setItemsProcessed(iterations)
        state.setPerIterationCounter("discarded", total: Double(discarded))
        state.setPerIterationCounter("failed", total: Double(failed))
      }
    }
  }
}

/// A fuzz benchmark's case loop and statistics, kept between its batches.
///
/// Google Benchmark runs one benchmark at a time on one thread, so the box
/// is never used from two threads at once.
final class KeptCaseLoop: @unchecked Sendable {
  var loop: CaseLoop?
  var statistics = CaseStatistics()

  init(_ loop: CaseLoop) { self.loop = loop }
}
