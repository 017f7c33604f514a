import BenchmarkTracking
import Foundation
import Testing
import TrackingReports

/// The comparison report shows what was applied: the thresholds each
/// benchmark was judged with (declared 0.5% and 2%, not the 5% default
/// that judged none), and no p-value column beside counted metrics, whose
/// verdicts use no test.
@Suite("applied thresholds and columns")
struct AppliedThresholdsReportTests {
  /// Two benchmarks with instruction counts, declared 0.5% and 2%.
  static func comparison(metric: Metric) throws -> RunComparison {
    let values: [Double] = [1000, 1001, 999, 1000, 1000]
    let run = try Fixtures.run(benchmarks: [("geometry/clip", values), ("fuzz/case", values)])
    var declarations = BenchmarkDeclarations()
    let tight = BenchmarkPolicy(
      name: "tight", group: .cpuBound,
      thresholds: [.instructions: Threshold(percent: 0.5), .realTime: Threshold(percent: 0.5)],
      description: "")
    declarations.declare("geometry/clip", tight)
    declarations.declare(
      "fuzz/case",
      tight.overriding(
        name: "fuzz",
        thresholds: [.instructions: Threshold(percent: 2), .realTime: Threshold(percent: 2)],
        description: ""))
    var options = ComparisonOptions(metric: metric)
    options.declarations = declarations
    return RunComparison(baseline: run, contender: run, options: options)
  }

  @Test(arguments: [Metric.instructions, .realTime])
  func theFooterNamesTheDeclaredThresholds(metric: Metric) throws {
    let summary = ComparisonReport.summary(try Self.comparison(metric: metric))
    #expect(summary.contains("thresholds 0.5% (1), 2% (1);"), "\(summary)")
    #expect(!summary.contains("threshold 5%"))
  }

  @Test func countedMetricsHaveNoPValueColumn() throws {
    let counted = try Self.comparison(metric: .instructions)
    #expect(counted.benchmarks.allSatisfy { $0.pValue == nil && $0.adjustedPValue == nil })
    #expect(!ComparisonReport.text(counted).contains("p(adj)"))
    #expect(!ComparisonReport.markdown(counted).contains("p (adjusted)"))
    let timed = try Self.comparison(metric: .realTime)
    #expect(ComparisonReport.text(timed).contains("p(adj)"))
    #expect(ComparisonReport.markdown(timed).contains("p (adjusted)"))
  }
}
