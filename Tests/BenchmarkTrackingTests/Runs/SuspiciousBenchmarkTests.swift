import BenchmarkTracking
import Testing

@Suite("Optimised-away check")
struct SuspiciousBenchmarkTests {
  @Test func flagsRepetitionsBelowHalfANanosecond() throws {
    let run = try Fixtures.run(benchmarks: [
      ("real", [2.4, 2.5]), ("gone", [0.31, 0.6, 0.29]), ("edge", [0.5]),
    ])
    let flagged = run.suspiciouslyFastBenchmarks()
    #expect(flagged.map(\.name) == ["gone"])
    #expect(flagged.first?.nanoseconds == 0.29)
    #expect(run.suspiciouslyFastBenchmarks(below: 3).map(\.name) == ["real", "gone", "edge"])
  }

  @Test func readsTimeUnitsAndSkipsAggregates() throws {
    let run = try Fixtures.run("gbench-1.7.1-repetitions.json")
    // Microsecond times are far above the floor; the cv aggregate's
    // -Infinity cpu_time is an aggregate and is not judged.
    #expect(run.suspiciouslyFastBenchmarks().isEmpty)
  }
}
