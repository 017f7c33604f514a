import BenchmarkTracking
import Foundation
import Testing
import TrackingReports

/// The cold first repetition of a counted metric is left out
/// (BenchmarkRun+ColdRepetition.swift): a run like `fuzz/host.sceneInsideRegion`'s,
/// whose repetition 0 pays cold last-level misses, compared with itself is
/// unchanged, where it was "inconclusive (too noisy)"; times keep every
/// repetition, and a lone repetition is kept.
@Suite("cold first repetition")
struct ColdRepetitionTests {
  /// A run of one benchmark with these repetitions of `metric` (times for
  /// the times, a counter for the counts), listed in `order` of
  /// `repetition_index`.
  static func run(_ values: [Double], metric: Metric, order: [Int]? = nil) -> BenchmarkRun {
    let indices = order ?? Array(values.indices)
    let entries = indices.map { index in
      BenchmarkEntry(
        name: "fuzz/host.sceneInsideRegion", repetitionIndex: index, iterations: 100,
        realTime: values[index], cpuTime: values[index],
        counters: metric.isCounted ? [metric.counterNames[0]: values[index]] : [:])
    }
    return BenchmarkRun(context: BenchmarkContext(fields: [:]), entries: entries)
  }

  /// Estimated cycles of the three repetitions in results/simulated at
  /// 5037f347ef7d: the first 1.9% above the two warm ones.
  static let sceneInsideRegion: [Double] = [369_325.78, 362_386.87, 362_368.5]

  @Test(arguments: Metric.allCases.filter(\.isCounted))
  func countedMetricsLeaveOutTheFirstRepetition(metric: Metric) {
    let run = Self.run(Self.sceneInsideRegion, metric: metric)
    #expect(run.samples(of: metric)["fuzz/host.sceneInsideRegion"] == [362_386.87, 362_368.5])
    #expect(run.leavesOutColdRepetition(of: metric))
  }

  @Test func theFirstIsTheLowestRepetitionIndexNotTheFirstInTheFile() {
    let run = Self.run(Self.sceneInsideRegion, metric: .estimatedCycles, order: [2, 0, 1])
    #expect(
      run.samples(of: .estimatedCycles)["fuzz/host.sceneInsideRegion"] == [362_368.5, 362_386.87])
  }

  @Test(arguments: [Metric.realTime, .cpuTime])
  func timesKeepEveryRepetition(metric: Metric) {
    let run = Self.run(Self.sceneInsideRegion, metric: metric)
    #expect(run.samples(of: metric)["fuzz/host.sceneInsideRegion"] == Self.sceneInsideRegion)
    #expect(!run.leavesOutColdRepetition(of: metric))
  }

  @Test func aLoneRepetitionIsKept() {
    let run = Self.run([369_325.78], metric: .estimatedCycles)
    #expect(run.samples(of: .estimatedCycles)["fuzz/host.sceneInsideRegion"] == [369_325.78])
    #expect(!run.leavesOutColdRepetition(of: .estimatedCycles))
  }

  @Test func aRunWithAColdFirstRepetitionComparedWithItselfIsUnchanged() {
    let run = Self.run(Self.sceneInsideRegion, metric: .estimatedCycles)
    var options = ComparisonOptions(metric: .estimatedCycles)
    options.threshold = 0.005
    let comparison = RunComparison(baseline: run, contender: run, options: options)
    #expect(comparison.benchmarks.map(\.verdict) == [.unchanged], "\(comparison.benchmarks)")
    #expect(comparison.leftOutColdRepetitions)
    #expect(ComparisonReport.summary(comparison).contains("the cold first repetition left out"))
  }

  @Test func missesThatStayAtZeroAreUnchangedNotMissing() {
    let run = Self.run([630, 0, 0], metric: .llMisses)
    let comparison = RunComparison(
      baseline: run, contender: run, options: ComparisonOptions(metric: .llMisses))
    #expect(comparison.benchmarks.map(\.verdict) == [.unchanged], "\(comparison.benchmarks)")
    #expect(comparison.benchmarks.first?.contender == [0, 0])
  }
}
