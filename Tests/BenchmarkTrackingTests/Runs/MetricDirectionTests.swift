import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// Which way is better, per metric: an 8% rise is a regression and an 8%
/// fall an improvement for every metric, and `track compare --metric
/// cpu_time` exits 1 on a CPU-time slowdown that wall time does not show.
/// Flipping any metric's ``Metric/smallerIsBetter`` (cpu_time's once passed
/// every test: the slowdown read as an improvement, exit 0) fails here.
@Suite("metric direction")
struct MetricDirectionTests {
  static let steady: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]

  /// A run whose one benchmark has `values` as the metric's repetitions
  /// (a time in ns, or a counter).
  static func run(_ values: [Double], metric: Metric) -> BenchmarkRun {
    let entries = values.enumerated().map { index, value in
      BenchmarkEntry(
        name: "work", repetitionIndex: index, iterations: 100,
        realTime: metric == .realTime ? value : 100, cpuTime: metric == .cpuTime ? value : 100,
        counters: metric.isCounted ? [metric.counterNames[0]: value] : [:])
    }
    return BenchmarkRun(context: BenchmarkContext(fields: [:]), entries: entries)
  }

  @Test(arguments: Metric.allCases)
  func aRiseIsARegressionAndAFallAnImprovement(metric: Metric) throws {
    let options = ComparisonOptions(metric: metric)
    let base = Self.run(Self.steady, metric: metric)
    let slower = RunComparison(
      baseline: base, contender: Self.run(Self.steady.map { $0 * 1.08 }, metric: metric),
      options: options)
    #expect(slower.benchmarks.map(\.verdict) == [.regression], "\(slower.benchmarks)")
    #expect(slower.hasRegression)
    let faster = RunComparison(
      baseline: base, contender: Self.run(Self.steady.map { $0 * 0.92 }, metric: metric),
      options: options)
    #expect(faster.benchmarks.map(\.verdict) == [.improvement], "\(faster.benchmarks)")
    #expect(!faster.hasRegression)
  }

  @Test func trackCompareExitsOneOnACPUTimeSlowdown() throws {
    let directory = try Fixtures.temporaryDirectory()
    func write(_ name: String, cpuFactor: Double) throws -> String {
      let entries = Self.steady.enumerated().map { index, value in
        """
        {"name": "work", "run_name": "work", "run_type": "iteration", "repetitions": 9,
         "repetition_index": \(index), "iterations": 100, "real_time": \(value),
         "cpu_time": \(value * cpuFactor), "time_unit": "ns"}
        """
      }
      let path = directory + "/" + name
      try
        (#"{"context": {"host_name": "a", "num_cpus": 2}, "benchmarks": ["#
        + entries.joined(separator: ",") + "]}").writeAtomically(toFile: path)
      return path
    }
    let base = try write("base.json", cpuFactor: 1)
    let next = try write("next.json", cpuFactor: 1.08)
    let cpu = try runBuiltExecutable("track", ["compare", base, next, "--metric", "cpu_time"])
    #expect(cpu.status == 1, "\(cpu.output)\(cpu.errors)")
    #expect(cpu.output.contains("regression  +8.0%"), "\(cpu.output)")
    let wall = try runBuiltExecutable("track", ["compare", base, next])
    #expect(wall.status == 0, "wall time did not move: \(wall.output)")
  }
}
