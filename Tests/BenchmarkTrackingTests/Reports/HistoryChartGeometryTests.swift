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
