import BenchmarkTracking
import Foundation
import Testing

/// Every committed deterministic result (a Google Benchmark run under
/// results/ with instruction counts or simulated costs: the simulated-cost
/// runs, their baseline, the evaluations' runs) compared with itself on
/// instructions, estimated cycles and pipeline cycles where it has them, judged by the thresholds it declares as `track
/// compare` does: every benchmark unchanged, none inconclusive (issue 39:
/// `fuzz/host.sceneInsideRegion` was "inconclusive, too noisy" against
/// itself until the cold first repetition was left out).
///
/// The simulated miss and misprediction counts are not among the metrics
/// checked: a few of them are fractions of one event per iteration whose
/// warm repetitions differ by more than the 5% default threshold, and
/// "too noisy" is then the true answer.
@Suite("committed results against themselves")
struct CommittedResultsSelfComparisonTests {
  static let results = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("results")

  /// The metrics a run is judged on in CI and the nightly, and so
  /// checked here.
  static let judged: [Metric] = [.instructions, .estimatedCycles, .pipelineCycles]

  /// The committed runs that measured a counted metric (files under
  /// results/ that read as Google Benchmark runs).
  static func deterministicRuns() throws -> [BenchmarkRun] {
    let files = try FileManager.default.subpathsOfDirectory(atPath: results.path)
    return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
      let path = results.appendingPathComponent(file).path
      guard let run = try? BenchmarkRun(contentsOfFile: path),
        run.measuredMetrics.contains(where: judged.contains)
      else { return nil }
      return run
    }
  }

  @Test func everyDeterministicResultIsUnchangedAgainstItself() throws {
    let runs = try Self.deterministicRuns()
    #expect(runs.count >= 20, "results/simulated alone holds 17 runs")
    for run in runs {
      for metric in Self.judged where run.measuredMetrics.contains(metric) {
        var options = ComparisonOptions(metric: metric)
        options.declarations = try BenchmarkDeclarations(context: run.context, source: run.source)
        let comparison = RunComparison(baseline: run, contender: run, options: options)
        let judged = comparison.benchmarks.filter { $0.verdict != .unchanged }
        #expect(
          judged.isEmpty,
          """
          \(run.source) on \(metric.rawValue): \(judged.map { "\($0.name) \($0.verdict.rawValue) (\($0.reason?.description ?? ""))" })
          """)
        #expect(!comparison.benchmarks.isEmpty, "\(run.source) on \(metric.rawValue)")
      }
    }
  }
}
