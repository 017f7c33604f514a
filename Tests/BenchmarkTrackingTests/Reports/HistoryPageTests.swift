import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports
@testable import TrackingStatistics

@Suite("History page")
struct HistoryPageTests {
  /// Sixteen nights of four benchmarks (three repetitions each, seeded
  /// noise of ±0.5%): `slower` steps up 20% at night 9, `faster` down 20%
  /// at night 9, `drifting` is flat but its last night is 8% up, `flat` is
  /// flat. Nights 3 and 4 measure the same commit.
  static func runs(sourceLocation: SourceLocation = #_sourceLocation) throws -> [BenchmarkRun] {
    let nights = 16
    let wobble = noise(count: nights * 4, scale: 0.5, seed: 42)
    return try (0..<nights).map { night in
      func value(_ level: Double, _ column: Int) -> [Double] {
        let base = level + wobble[night * 4 + column]
        return [base - 0.1, base, base + 0.1]
      }
      let slower = value(night >= 8 ? 120 : 100, 0)
      let faster = value(night >= 8 ? 80 : 100, 1)
      let drifting = value(night == nights - 1 ? 108 : 100, 2)
      let flat = value(100, 3)
      let commit = night == 3 ? "commit02" : String(format: "commit%02d", night)
      let text = Fixtures.runText(
        date: String(format: "2026-10-%02d", night + 1), commit: commit,
        benchmarks: [
          ("flat", flat), ("drifting", drifting), ("faster", faster), ("slower", slower),
        ])
      return try BenchmarkRun(parsing: Array(text.utf8), source: "night\(night).json")
    }
  }

  static func changes() throws -> HistoryChanges {
    HistoryChanges(
      history: BenchmarkHistory(runs: try runs()), options: ChangePointOptions(permutations: 999))
  }

  @Test func benchmarksAreOrderedByAttention() throws {
    let machine = try #require(try Self.changes().machines.first)
    #expect(machine.benchmarks.map(\.name) == ["slower", "faster", "drifting", "flat"])
    #expect(machine.benchmarks.map(\.mostUrgent) == [.regression, .improvement, nil, nil])
    let slower = try #require(machine.benchmarks.first?.changes.first)
    #expect(slower.index == 8)
    #expect(slower.first.commit == "commit08")
    #expect(slower.lastBefore.commit == "commit07")
    #expect(abs((slower.relativeChange ?? 0) - 0.2) < 0.01)
  }

  @Test func inconclusiveComesAfterImprovementsAndRegressionsFirst() {
    func benchmark(_ name: String, _ kinds: [ChangeKind], size: Double) -> HistoryChanges.Benchmark
    {
      let point = HistoryPoint(
        runIndex: 0, source: "", date: "", commit: nil, samples: [1], median: 1, step: nil,
        change: nil)
      let changes = kinds.map { kind in
        DetectedChange(
          kind: kind, index: 1, first: point, lastBefore: point, meanBefore: 1,
          meanAfter: 1 + size, medianBefore: 1, medianAfter: 1 + size, runsBefore: 1,
          runsAfter: 1, pValue: 0.001, stoppedEarly: false, qHat: 1)
      }
      return .init(name: name, points: [point], changes: changes, latestDeviation: 0)
    }
    let shuffled = [
      benchmark("maybe", [.inconclusive], size: 0.5),
      benchmark("quiet", [], size: 0),
      benchmark("better", [.improvement], size: 0.3),
      benchmark("small regression", [.regression], size: 0.05),
      benchmark("big regression", [.improvement, .regression], size: 0.4),
    ]
    let ordered = shuffled.sorted(by: HistoryChanges.attentionOrder).map(\.name)
    #expect(ordered == ["big regression", "small regression", "better", "maybe", "quiet"])
  }

  /// Without changes, the benchmark whose latest night stands farthest from
  /// its segment comes first; equal deviations fall back to the name, in
  /// whatever order they arrive (a strict order: neither is before itself).
  @Test(arguments: [["b", "a", "far"], ["a", "far", "b"], ["far", "b", "a"]])
  func quietBenchmarksByLatestDeviationThenName(arrival: [String]) {
    let point = HistoryPoint(
      runIndex: 0, source: "", date: "", commit: nil, samples: [1], median: 1, step: nil,
      change: nil)
    let deviation = ["a": 2.0, "b": 2.0, "far": 5.0]
    let benchmarks = arrival.map { name in
      HistoryChanges.Benchmark(
        name: name, points: [point], changes: [], latestDeviation: deviation[name] ?? 0)
    }
    #expect(benchmarks.sorted(by: HistoryChanges.attentionOrder).map(\.name) == ["far", "a", "b"])
    for benchmark in benchmarks {
      #expect(!HistoryChanges.attentionOrder(benchmark, benchmark))
    }
  }

  @Test func pageListsWhatChangedFirstAndDrawsRingsAsTheLegendSays() throws {
    let html = HTMLReport.render(try Self.changes())
    let order = ["Regressions (slower)", "Improvements (faster)", "No change: 2 benchmarks"]
      .map { html.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    let names = [">slower<", ">faster<", ">drifting<", ">flat<"].map {
      html.range(of: $0)?.lowerBound
    }
    #expect(names.allSatisfy { $0 != nil })
    #expect(names.compactMap { $0 } == names.compactMap { $0 }.sorted())
    // Rings: unfilled circles with the legend's colours.
    #expect(html.contains("class=\"regression\" cx="))
    #expect(html.contains("r=\"6\" fill=\"none\" stroke=\"#c00\""))
    #expect(html.contains("r=\"6\" fill=\"none\" stroke=\"#080\""))
    #expect(html.contains("% slower</b></span> at <code>commit0</code> (run 9 of 16"))
    // Commit labels on the x axis, and the two runs of one commit as a band.
    #expect(html.contains(">commit0</text>"))
    #expect(html.contains("<rect class=\"noise\""))
    #expect(html.contains("2 runs of commit0"))
  }

  @Test func axisLabelsNeverOverlapAndKeepRequiredOnes() {
    let x = { (index: Int) in Double(index) * 10 }
    let kept = SVGChart.labelIndices(count: 40, required: [17, 0, 39], width: 35, center: x)
    #expect(kept.contains(17) && kept.contains(0) && kept.contains(39))
    for (a, b) in zip(kept, kept.dropFirst()) { #expect(x(b) - x(a) >= 39) }
  }

  @Test func sameCommitRunsAreFound() throws {
    let points = try #require(
      BenchmarkHistory(runs: try Self.runs()).machines.first?.series["flat"])
    #expect(SVGChart.sameCommitRuns(points) == [2...3])
  }
}
