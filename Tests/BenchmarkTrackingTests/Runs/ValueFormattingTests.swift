import BenchmarkTracking
import Testing

/// How values are written beside their unit in every report, at the bound
/// a mutation sample of `BenchmarkTracking` moved without any test noticing
/// (results/mutation, `--module BenchmarkTracking`).
@Suite("Value formatting")
struct ValueFormattingTests {
  /// Values below the smallest unit keep that unit (no step below it).
  @Test(arguments: [
    (0.5, Metric.cpuTime, "0.5 ns"), (0, Metric.realTime, "0 ns"),
    (0.25, Metric.instructions, "0.25 instr"), (1500, Metric.cpuTime, "1.5 us"),
  ])
  func valuesBelowTheSmallestUnit(value: Double, metric: Metric, expected: String) {
    #expect(ValueFormatting.value(value, metric: metric) == expected)
  }
}
