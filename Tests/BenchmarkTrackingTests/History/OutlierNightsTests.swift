import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports

/// Outlier nights: found, left out of the change-point test, and drawn
/// without flattening the chart (issue 22: one bad night hid two steps).
@Suite("Outlier nights")
struct OutlierNightsTests {
  /// Forty nights at 100 with seeded noise of about ±1, a +10% step at
  /// night 15 and a -9% one at night 28 (indices 14 and 27).
  static func stepped(seed: UInt64) -> [Double] {
    flat(100, count: 40, scale: 1, seed: seed).enumerated().map { index, value in
      value * (index >= 14 ? 1.10 : 1) * (index >= 27 ? 0.91 : 1)
    }
  }

  /// A history of one benchmark whose run medians are `series`, three
  /// repetitions a night.
  static func history(_ series: [Double]) throws -> BenchmarkHistory {
    let runs = try series.enumerated().map { night, value in
      let text = Fixtures.runText(
        date: String(format: "2026-10-%02d", night % 28 + 1),
        commit: String(format: "commit%02d", night),
        benchmarks: [("draw", [value * 0.999, value, value * 1.001])])
      return try BenchmarkRun(
        parsing: Array(text.utf8), source: String(format: "night%02d.json", night))
    }
    return BenchmarkHistory(runs: runs)
  }

  static let quick = ChangePointOptions(permutations: 999)

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func oneOutlierNightNeitherHidesTheStepsNorIsAChange(seed: UInt64) throws {
    var series = Self.stepped(seed: seed)
    series[20] *= 2
    let benchmark = try #require(
      HistoryChanges(history: try Self.history(series), options: Self.quick).machines.first?
        .benchmarks.first)
    #expect(benchmark.outliers == [20])
    let significant = benchmark.changes.filter { $0.kind != .inconclusive }
    #expect(significant.map(\.index) == [14, 27], "\(significant.map(\.index))")
    #expect(significant.map(\.kind) == [.regression, .improvement])
    // The levels leave the bad night out: +10% and -9%, not pulled by it.
    #expect(abs((significant.first?.relativeChange ?? 0) - 0.10) < 0.01)
  }

  @Test func keepingEveryNightShowsTheVeilTheFilterLifts() throws {
    var series = Self.stepped(seed: 1)
    series[20] *= 2
    let kept = ChangePointOptions(permutations: 999, outlierThreshold: 0)
    let benchmark = try #require(
      HistoryChanges(history: try Self.history(series), options: kept).machines.first?
        .benchmarks.first)
    #expect(benchmark.outliers.isEmpty)
    #expect(
      benchmark.changes.filter { $0.kind != .inconclusive }.map(\.index) != [14, 27],
      "with the bad night in, the steps are not both found (the bug of issue 22)")
  }

  @Test(arguments: Array(1...20) as [UInt64])
  func stepsAndOrdinaryNightsAreNotOutliers(seed: UInt64) {
    #expect(OutlierNights.find(Self.stepped(seed: seed), threshold: 5).isEmpty)
  }

  @Test func isolatedAdjacentAndEdgeOutliersAreFound() {
    var series = Self.stepped(seed: 7)
    for index in [0, 9, 10, 33] { series[index] *= 1.6 }
    series[22] *= 0.5
    #expect(OutlierNights.find(series, threshold: 5) == [0, 9, 10, 22, 33])
  }

  @Test func anOutlierBesideAStepIsFoundAndTheStepIsNot() {
    var series = Self.stepped(seed: 3)
    series[13] *= 1.5  // the last night before the +10% step
    #expect(OutlierNights.find(series, threshold: 5) == [13])
    series = Self.stepped(seed: 3)
    series[14] *= 1.5  // the step's first night
    #expect(OutlierNights.find(series, threshold: 5) == [14])
  }

  @Test func identicalCountsMakeNoTinyDifferenceAnOutlier() {
    var series = [Double](repeating: 1_000_000, count: 30)
    series[12] = 1_000_100  // +0.01%: under the 0.1% floor times five
    series[20] = 1_100_000  // +10%
    #expect(OutlierNights.find(series, threshold: 5) == [20])
  }

  @Test func shortSeriesAndAZeroThresholdFindNone() {
    #expect(OutlierNights.find([1, 1, 9, 1, 1, 1], threshold: 5).isEmpty)
    #expect(
      OutlierNights.find(
        Self.stepped(seed: 1).enumerated().map { $0 == 5 ? $1 * 3 : $1 },
        threshold: 0
      ).isEmpty)
  }

  @Test func theNewestNightIsAProvisionalOutlier() throws {
    var series = Self.stepped(seed: 2)
    series[39] *= 1.5
    let benchmark = try #require(
      HistoryChanges(history: try Self.history(series), options: Self.quick).machines.first?
        .benchmarks.first)
    #expect(benchmark.outliers == [39])
    #expect(benchmark.isProvisionalOutlier(39))
    #expect(!benchmark.isProvisionalOutlier(20))
    let text = ChangeReport.text(
      HistoryChanges(history: try Self.history(series), options: Self.quick))
    #expect(text.contains("outliers     draw: run 40 commit3 (+"), "\(text)")
    #expect(text.contains("provisional)"))
    #expect(text.contains("; 1 outlier night left out"))
  }

  @Test func theChartKeepsItsScaleAndDrawsTheOutlierClippedAtTheEdge() throws {
    var series = Self.stepped(seed: 1)
    series[20] *= 3
    let changes = HistoryChanges(history: try Self.history(series), options: Self.quick)
    let benchmark = try #require(changes.machines.first?.benchmarks.first)
    let svg = SVGChart.render(benchmark, metric: .realTime, style: .large)
    // One clipped outlier, at the top edge (y = 8, pointing up).
    #expect(svg.components(separatedBy: "class=\"outlier clipped\"").count == 2)
    #expect(svg.contains("judged an outlier and left out of the test (above the chart"))
    // The scale's top label is the kept nights' range, not the 330-ish
    // outlier: 100 * 1.1 plus noise stays under 120.
    let labels = svg.components(separatedBy: "text-anchor=\"end\" fill=\"#555\">").dropFirst()
      .compactMap { $0.split(separator: "<").first.map(String.init) }
    #expect(labels.count == 3, "the scale's two and the last commit's")
    #expect(labels.prefix(2).allSatisfy { !$0.hasPrefix("3") }, "\(labels)")
    // The line joins kept nights only: 39 points.
    let line = try #require(svg.components(separatedBy: "<polyline").dropFirst().first)
    let points = try #require(line.components(separatedBy: "points=\"").dropFirst().first)
      .split(separator: "\"").first?.split(separator: " ")
    #expect(points?.count == 39)
    let html = HTMLReport.render(changes)
    #expect(html.contains("Outlier night, left out: run 21 <code>commit2</code> (+"))
    #expect(html.contains("night judged an outlier"))
    let json = ChangeReport.json(changes).serialized()
    #expect(json.contains("\"outliers\""))
    #expect(json.contains("\"previous_index\""))
    // The night the page and the text call run 21 is run_number 21, index 20.
    let value = try JSONParser.parse(Array(json.utf8))
    guard case .array(let machines)? = value["machines"],
      case .array(let benchmarks)? = machines.first?["benchmarks"],
      case .array(let outliers)? = benchmarks.first?["outliers"]
    else {
      Issue.record("unexpected JSON: \(json)")
      return
    }
    #expect(outliers.first?["index"]?.intValue == 20)
    #expect(outliers.first?["run_number"]?.intValue == 21)
  }

  @Test func aChangeBesideAnOutlierSpansItsNight() throws {
    var series = Self.stepped(seed: 4)
    series[14] *= 1.8  // the step's first night is the bad one
    let benchmark = try #require(
      HistoryChanges(history: try Self.history(series), options: Self.quick).machines.first?
        .benchmarks.first)
    #expect(benchmark.outliers == [14])
    let step = try #require(benchmark.changes.first { $0.kind == .regression })
    #expect(step.index == 15)
    #expect(step.indexBefore == 13)
    #expect(step.lastBefore.commit == "commit13")
  }
}

/// The outlier filter at its edges: the noise scale's formula and floor, the
/// shortest series it judges, the neighbourhood's width, and the second pass
/// that looks past nights already flagged.
extension OutlierNightsTests {
  /// Every night-to-night difference 2: the 75th percentile is 2, and the
  /// scale 2 / (1.1503 * sqrt 2) (Gaussian noise's |difference| quartile).
  @Test func noiseScaleOfEqualSteps() throws {
    let scale = try #require(OutlierNights.noiseScale([10, 12, 10, 12, 10, 12]))
    #expect(abs(scale - 2 / (1.1503 * 2.0.squareRoot())) < 1e-12)
    // Linear interpolation between sorted differences: 0, 0, 0, 4, 4 at the
    // 75th percentile is 4.
    let mixed = try #require(OutlierNights.noiseScale([10, 10, 10, 10, 14, 10]))
    #expect(abs(mixed - 4 / (1.1503 * 2.0.squareRoot())) < 1e-12)
  }

  /// A series that never moves has the floor, 0.1% of its median's size
  /// (negative medians too); fewer than three nights have no scale.
  @Test func noiseScaleFloorAndShortSeries() throws {
    #expect(OutlierNights.noiseScale([100, 100, 100]) == 0.001 * 100)
    #expect(OutlierNights.noiseScale([-100, -100, -100]) == 0.001 * 100)
    #expect(OutlierNights.noiseScale([0, 0, 0]) == 0)
    #expect(OutlierNights.noiseScale([1, 5]) == nil)
    #expect(OutlierNights.noiseScale([]) == nil)
  }

  /// Seven nights (three neighbours a side and the night) are the fewest
  /// judged; six are too few to outvote a night. (So short a series has
  /// its scale raised by the spike's own two differences, hence K = 1.)
  @Test func sevenNightsAreTheFewestJudged() {
    let seven: [Double] = [100, 101, 100, 200, 100, 101, 100]
    #expect(OutlierNights.find(seven, threshold: 1) == [3])
    #expect(OutlierNights.find(Array(seven.dropLast()), threshold: 1).isEmpty)
    #expect(OutlierNights.find(seven, threshold: 0).isEmpty)
    #expect(OutlierNights.find(seven, threshold: -1).isEmpty)
  }

  /// A night is measured against the median of its three nearest
  /// neighbours on each side, counted past the ends and past nights already
  /// flagged: two high nights four apart are both outliers.
  @Test func theNeighbourhoodIsThreeNightsASide() {
    let base: [Double] = Array(repeating: 100, count: 30).enumerated().map {
      $1 + Double($0 % 2)
    }
    var apart = base
    apart[13] = 200
    apart[17] = 200
    #expect(OutlierNights.find(apart, threshold: 5) == [13, 17])
    #expect(
      OutlierNights.neighbours(of: 15, step: -1, in: apart, skipping: []) == [
        base[14], 200, base[12],
      ])
    #expect(
      OutlierNights.neighbours(of: 7, step: 1, in: apart, skipping: [9]) == [
        base[8], base[10], base[11],
      ])
    #expect(OutlierNights.neighbours(of: 1, step: -1, in: apart, skipping: []) == [base[0]])
    #expect(OutlierNights.neighbours(of: 29, step: 1, in: apart, skipping: []).isEmpty)
  }

  /// Both directions: a night far below its neighbours is one too, and a
  /// night above on one side and below on the other is not.
  @Test func farBelowCountsAndBetweenLevelsDoesNot() {
    var low: [Double] = Array(repeating: 100, count: 9)
    low[4] = 10
    #expect(OutlierNights.find(low, threshold: 5) == [4])
    let step: [Double] = [100, 100, 100, 100, 150, 200, 200, 200, 200]
    #expect(OutlierNights.find(step, threshold: 5).isEmpty)
  }
}
