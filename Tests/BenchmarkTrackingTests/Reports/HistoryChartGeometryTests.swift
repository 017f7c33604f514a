import ExecutableTesting
import Foundation
import SeededRandom
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports
@testable import TrackingStatistics

/// The history page's chart geometry, on seeded random nights with outlier
/// nights among them: every kept night's point in the plot, evenly spaced,
/// on one linear scale; an outlier night never flattens the rest (the
/// scale covers the kept nights, and the outlier is drawn at the edge); one
/// marker per outlier night.
@Suite("History chart geometry")
struct HistoryChartGeometryTests {
  /// `count` nights around 100 (±30%), every fifth or so an outlier far
  /// above or below, with its index.
  static func benchmark(seed: UInt64, count: Int) -> HistoryChanges.Benchmark {
    var generator = SplitMix64(seed: seed)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound)
        * Double(generator.next() >> 11) / Double(1 << 53)
    }
    var points: [HistoryPoint] = []
    var outliers: [Int] = []
    for night in 0..<count {
      var median = 100 * (1 + uniform(-0.3...0.3))
      // Not the first or the last night: the kept nights span the chart.
      if night > 0, night < count - 1, generator.next() % 5 == 0 {
        median *= generator.next() % 2 == 0 ? 10 : 0.1
        outliers.append(night)
      }
      points.append(
        HistoryPoint(
          runIndex: night, source: "night-\(night).json", date: "2026-11-\(10 + night % 20)",
          commit: "commit\(night)", samples: [median], median: median, step: nil, change: nil))
    }
    return HistoryChanges.Benchmark(
      name: "raster/frame/life", points: points, changes: [], outliers: outliers,
      latestDeviation: 0)
  }

  @Test(arguments: 1...20 as ClosedRange<UInt64>, [SVGChart.Style.large, .small])
  func keptNightsFillThePlotOnALinearScaleAndOutliersSitAtItsEdge(
    seed: UInt64, style: SVGChart.Style
  ) throws {
    let benchmark = Self.benchmark(seed: seed, count: 4 + Int(seed % 30))
    let svg = SVGChart.render(benchmark, metric: .realTime, style: style)
    let plot = try #require(PairedChartGeometryTests.elements("rect", in: svg).first)
    let (left, top) = (try #require(plot["x"]), try #require(plot["y"]))
    let (width, height) = (try #require(plot["width"]), try #require(plot["height"]))
    let tolerance = 0.051  // one decimal in the SVG
    let dots = PairedChartGeometryTests.elements("circle", in: svg).filter { $0["r"] == 2 }
    let kept = benchmark.points.indices.filter { !benchmark.outliers.contains($0) }
    #expect(dots.count == kept.count)
    let xs = dots.compactMap { $0["cx"] }
    let ys = dots.compactMap { $0["cy"] }
    for (x, y) in zip(xs, ys) {
      #expect(x >= left - tolerance && x <= left + width + tolerance, "x \(x)")
      #expect(y >= top - tolerance && y <= top + height + tolerance, "y \(y)")
    }
    // Evenly spaced: night i at left + width * i / (count - 1).
    let slots = Double(benchmark.points.count - 1)
    for (x, index) in zip(xs, kept) {
      #expect(abs(x - (left + width * Double(index) / slots)) <= tolerance, "night \(index)")
    }
    // One linear scale, higher values higher; the kept nights span the
    // plot from its bottom to its top whenever they spread beyond the
    // chart's minimum span around their median, whatever the outliers.
    let medians = kept.map { benchmark.points[$0].median }
    guard let lowest = medians.indices.min(by: { medians[$0] < medians[$1] }),
      let highest = medians.indices.max(by: { medians[$0] < medians[$1] })
    else { return }
    let slope = (ys[highest] - ys[lowest]) / (medians[highest] - medians[lowest])
    #expect(slope < 0)
    for index in medians.indices {
      let expected = ys[lowest] + slope * (medians[index] - medians[lowest])
      #expect(abs(ys[index] - expected) <= 3 * tolerance, "kept night \(index)")
    }
    let level = try #require(medians.median())
    let span = SVGChart.minimumSpan
    if medians[lowest] <= level * (1 - span), medians[highest] >= level * (1 + span) {
      #expect(abs(ys[lowest] - (top + height)) <= tolerance, "the lowest kept night at the bottom")
      #expect(abs(ys[highest] - top) <= tolerance, "the highest kept night at the top")
    }
    // One triangle per outlier night, at its night; one far beyond the
    // kept range sits on the plot's edge, filled.
    let markers = svg.components(separatedBy: "<polygon class=\"").dropFirst()
    #expect(markers.count == benchmark.outliers.count)
    for (marker, index) in zip(markers, benchmark.outliers) {
      #expect(marker.hasPrefix("outlier clipped"), "night \(index): \(marker.prefix(40))")
      let points = try #require(ChartLayoutTests.attribute("points", in: " " + marker))
      let tip = try #require(points.split(separator: " ").first?.split(separator: ","))
      let (x, y) = (try #require(Double(tip[0])), try #require(Double(tip[1])))
      #expect(abs(x - (left + width * Double(index) / slots)) <= tolerance)
      let above = benchmark.points[index].median > level
      // The tip points away from the plot, 4 px beyond the edge it sits on.
      #expect(
        abs(y - (above ? top - 4 : top + height + 4)) <= tolerance, "night \(index): tip \(y)")
    }
  }
}

/// The history chart's edge cases, which the fixture's page does not draw:
/// a single night (centred, labelled by its date when it has no commit), two
/// nights (the line and the end-anchored labels start at two), a series of
/// zeros (no span: a flat line, never a division by zero), outlier nights
/// exactly on the range's ends (inside it: hollow) and beyond them (filled,
/// pointing out), runs of one commit starting at the first night, labels
/// exactly their width plus 4 apart, and a label exactly as wide as the
/// room the chart gives it. The goldens pin the charts whole.
extension HistoryChartGeometryTests {
  static func point(_ night: Int, _ median: Double, commit: String? = nil) -> HistoryPoint {
    HistoryPoint(
      runIndex: night, source: "night-\(night).json",
      date: String(format: "2026-11-%02dT02:00:00+00:00", night + 1), commit: commit,
      samples: [median], median: median, step: nil, change: nil)
  }

  static func benchmark(_ points: [HistoryPoint], outliers: [Int] = []) -> HistoryChanges.Benchmark
  {
    HistoryChanges.Benchmark(
      name: "geometry/edge", points: points, changes: [], outliers: outliers, latestDeviation: 0)
  }

  /// The charts the goldens hold, by name.
  static let charts: [String: HistoryChanges.Benchmark] = [
    "single-night": benchmark([point(0, 1200)]),
    "two-nights": benchmark([
      point(0, 1200, commit: "a1b2c3d4e5"), point(1, 1300, commit: "b2c3d4"),
    ]),
    "zeros": benchmark((0..<3).map { point($0, 0, commit: "c\($0)") }),
    "outliers-beyond": benchmark(
      [100, 102, 1000, 98, 10, 101].enumerated().map { point($0.offset, $0.element) },
      outliers: [2, 4]),
  ]

  @Test(arguments: ["single-night", "two-nights", "zeros", "outliers-beyond"])
  func chartMatchesGolden(name: String) throws {
    let benchmark = try #require(Self.charts[name])
    try expectMatchesGolden(
      SVGChart.render(benchmark, metric: .instructions, style: .small),
      named: "chart-\(name).svg")
  }

  /// A night with no commit is labelled by its date's first ten characters.
  @Test func nightWithoutCommitIsLabelledByItsDay() {
    #expect(SVGChart.label(Self.point(0, 1)) == "2026-11-01")
    #expect(SVGChart.label(Self.point(0, 1, commit: "0123456789ab")) == "0123456")
  }

  /// A series of zeros has no span: every point sits on the frame's bottom.
  @Test func zerosDrawAFlatLineWithoutNaN() throws {
    let svg = SVGChart.render(
      try #require(Self.charts["zeros"]), metric: .instructions, style: .small)
    #expect(!svg.contains("nan"))
    let plot = try #require(PairedChartGeometryTests.elements("rect", in: svg).first)
    let bottom = try #require(plot["y"]) + (try #require(plot["height"]))
    let dots = PairedChartGeometryTests.elements("circle", in: svg).filter { $0["r"] == 2 }
    #expect(dots.count == 3)
    for dot in dots { #expect(abs((dot["cy"] ?? 0) - bottom) < 0.051) }
  }

  /// The range covers ±10% around the kept nights' median: an outlier
  /// exactly on either end is inside it (hollow, no "drawn at its edge").
  @Test(arguments: [1 + SVGChart.minimumSpan, 1 - SVGChart.minimumSpan])
  func outlierExactlyOnTheRangesEndIsInside(factor: Double) {
    let points = [100, 100, 100 * factor, 100, 100].enumerated().map {
      Self.point($0.offset, $0.element)
    }
    let svg = SVGChart.render(
      Self.benchmark(points, outliers: [2]), metric: .instructions, style: .small)
    #expect(svg.contains("<polygon class=\"outlier\" "))
    #expect(!svg.contains("clipped"))
    #expect(!svg.contains("drawn at its edge"))
  }

  /// A triangle pointing down has its tip 4 below the point and its base 3
  /// above; pointing up, the other way round.
  @Test func outlierTriangleCorners() {
    let down = SVGChart.outlierMarker(x: 10, y: 20, pointingDown: true, clipped: true, title: "t")
    #expect(down.contains("points=\"10.0,24.0 6.0,17.0 14.0,17.0\""))
    let up = SVGChart.outlierMarker(x: 10, y: 20, pointingDown: false, clipped: false, title: "t")
    #expect(up.contains("points=\"10.0,16.0 6.0,23.0 14.0,23.0\""))
  }

  /// A run of one commit at the very start is a band like any other.
  @Test func sameCommitRunAtTheStart() {
    let points = ["a", "a", "b", "c", "c", "c"].enumerated().map {
      Self.point($0.offset, 1, commit: $0.element)
    }
    #expect(SVGChart.sameCommitRuns(points) == [0...1, 3...5])
  }

  /// Labels `width` wide are kept when their centres are at least
  /// `width + 4` apart, dropped when closer.
  @Test(arguments: [(14.0, [0, 1, 2]), (13.0, [0, 2]), (13.5, [0, 2])])
  func labelsNeedTheirWidthPlusFourBetweenCentres(spacing: Double, kept: [Int]) {
    let indices = SVGChart.labelIndices(count: 3, required: [], width: 10) {
      Double($0) * spacing
    }
    #expect(indices == kept)
  }

  /// The commit labels may be as wide as the chart less 2 pixels: one
  /// a quarter pixel narrower is drawn whole, one a quarter pixel wider is shortened in
  /// the middle with the whole label in its tooltip.
  @Test(arguments: [(2.25, true), (1.75, false)])
  func commitLabelFitsTheChartWidthLessTwo(extra: Double, whole: Bool) {
    let label = "abcdef0"
    var style = SVGChart.Style.small
    style.width = SVGText.width(label, fontSize: style.fontSize) + extra
    let svg = SVGChart.render(
      Self.benchmark([Self.point(0, 100, commit: label + "123")]), metric: .instructions,
      style: style)
    #expect(svg.contains(">\(label)</text>") == whole)
    #expect(svg.contains("<title>\(label)</title></text>") == !whole)
  }

  /// The plot's top margin is at least 8 pixels, however small the font.
  @Test func topMarginIsAtLeastEight() throws {
    var style = SVGChart.Style.small
    style.fontSize = 2
    let svg = SVGChart.render(
      Self.benchmark([Self.point(0, 100), Self.point(1, 110)]), metric: .instructions, style: style)
    let plot = try #require(PairedChartGeometryTests.elements("rect", in: svg).first)
    #expect(plot["y"] == 8)
  }
}
