import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// Test fixtures: files copied into the test bundle and runs built in
/// memory.
enum Fixtures {
  /// The path of a fixture file in the test bundle.
  static func path(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
      "fixture \(name) missing", sourceLocation: sourceLocation)
    return url.path
  }

  /// Reads a fixture as a run.
  static func run(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> BenchmarkRun {
    try BenchmarkRun(contentsOfFile: path(name, sourceLocation: sourceLocation))
  }

  /// A number as Google Benchmark writes it: bare `NaN`, `Infinity` and
  /// `-Infinity` for the non-finite ones.
  static func json(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return "\(value)"
  }

  /// The JSON text of a run whose benchmarks have the given repetitions
  /// (real_time and cpu_time both set to each value, in ns).
  static func runText(
    host: String = "host-a", cpu: String = "CPU A", cpus: Int = 2, date: String = "2026-11-29",
    commit: String = "c0ffee", benchmarks: [(name: String, values: [Double])]
  ) -> String {
    var entries: [String] = []
    for benchmark in benchmarks {
      for (index, value) in benchmark.values.enumerated() {
        entries.append(
          """
          {"name": "\(benchmark.name)", "run_name": "\(benchmark.name)", "run_type": "iteration",
           "repetitions": \(benchmark.values.count), "repetition_index": \(index),
           "iterations": 100, "real_time": \(json(value)), "cpu_time": \(json(value)),
           "time_unit": "ns", "instructions": \(json(value * 10))}
          """)
      }
    }
    return """
      {"context": {"date": "\(date)", "host_name": "\(host)", "num_cpus": \(cpus),
        "cpu_model": "\(cpu)", "commit": "\(commit)", "library_build_type": "debug"},
       "benchmarks": [\(entries.joined(separator: ",\n"))]}
      """
  }

  /// A run built from ``runText(host:cpu:cpus:date:commit:benchmarks:)``.
  static func run(
    host: String = "host-a", date: String = "2026-11-29", source: String = "memory",
    benchmarks: [(name: String, values: [Double])],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> BenchmarkRun {
    try BenchmarkRun(
      parsing: Array(runText(host: host, date: date, benchmarks: benchmarks).utf8), source: source)
  }

  /// A fresh empty temporary directory, in the run's folder
  /// (``TestScratch``), removed when the tests end.
  static func temporaryDirectory() throws -> String {
    try makeTemporaryDirectory(prefix: "track-tests")
  }
}
