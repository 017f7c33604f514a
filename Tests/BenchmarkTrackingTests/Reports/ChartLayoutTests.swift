import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports

/// The charts' lettering fits their SVGs by the same generous width
/// estimate they are laid out with; Scripts/ci/check-history-page looks at
/// the same fixture in a real browser.
@Suite("Chart layout")
struct ChartLayoutTests {
  /// One `<text>` element of a chart, as drawn.
  struct Label {
    var text: String
    var x: Double
    var y: Double
    var anchor: String
    var bold: Bool
    var rotated: Bool
    var title: String?

    /// The box the estimate gives it: `SVGText.width` wide, an ascent
    /// above the baseline and a descent below (turned with the text).
    func box(fontSize: Double) -> (left: Double, right: Double, top: Double, bottom: Double) {
      let width = SVGText.width(text, fontSize: fontSize, bold: bold)
      let start =
        switch anchor {
        case "start": 0.0
        case "end": -width
        default: -width / 2
        }
      let above = SVGText.ascent * fontSize
      let below = SVGText.descent * fontSize
      return rotated
        ? (x - above, x + below, y - start - width, y - start)
        : (x + start, x + start + width, y - above, y + below)
    }
  }

  /// The value of `name="..."` in a tag.
  static func attribute<Tag: StringProtocol>(_ name: String, in tag: Tag) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    return String(tag[start.upperBound...].prefix { $0 != "\"" })
  }

  static func unescaped(_ text: Substring) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Every `<text>` of an `<svg>` element, and the SVG's size and font size.
  static func labels(
    _ svg: String
  ) throws -> (width: Double, height: Double, fontSize: Double, labels: [Label]) {
    let open = try #require(svg.split(separator: ">").first)
    let width = try #require(attribute("width", in: open).flatMap(Double.init))
    let height = try #require(attribute("height", in: open).flatMap(Double.init))
    let fontSize = try #require(attribute("font-size", in: open).flatMap(Double.init))
    var labels: [Label] = []
    for piece in svg.components(separatedBy: "<text ").dropFirst() {
      let tag = " " + (try #require(piece.split(separator: ">", maxSplits: 1).first))
      let body =
        try #require(piece.components(separatedBy: "</text>").first)
        .split(separator: ">", maxSplits: 1).last ?? ""
      let parts = body.components(separatedBy: "<title>")
      labels.append(
        Label(
          text: unescaped(Substring(parts[0])),
          x: try #require(attribute("x", in: tag).flatMap(Double.init)),
          y: try #require(attribute("y", in: tag).flatMap(Double.init)),
          anchor: attribute("text-anchor", in: tag) ?? "start",
          bold: attribute("font-weight", in: tag) == "bold",
          rotated: attribute("transform", in: tag)?.hasPrefix("rotate(-90") ?? false,
          title: parts.count > 1
            ? unescaped(Substring(parts[1].replacingOccurrences(of: "</title>", with: "")))
            : nil))
    }
    return (width, height, fontSize, labels)
  }

  /// Expects every label's estimated box inside the SVG.
  static func expectInside(_ svg: String, _ what: String) throws {
    let chart = try labels(svg)
    #expect(!chart.labels.isEmpty, "\(what) draws labels")
    for label in chart.labels {
      let box = label.box(fontSize: chart.fontSize)
      #expect(
        box.left >= 0 && box.right <= chart.width && box.top >= 0 && box.bottom <= chart.height,
        "\(what): \"\(label.text)\" \(box) leaves \(chart.width)x\(chart.height)")
    }
  }

  /// The x of the plot's frame, the first `<rect>`.
  static func plotLeft(_ svg: String) throws -> Double {
    let rect = try #require(svg.components(separatedBy: "<rect ").dropFirst().first)
    return try #require(attribute("x", in: " " + rect).flatMap(Double.init))
  }

  /// The committed history of Tests/BenchmarkTrackingTests/Fixtures/history-page.
  static func fixture(_ metric: Metric) throws -> (HistoryChanges, PairedHistory) {
    let root = try Fixtures.path("history-page")
    var options = ComparisonOptions()
    options.metric = metric
    let runs = try ResultsDirectory(path: root + "/benchmarks").runs()
    return (
      HistoryChanges(
        history: BenchmarkHistory(runs: runs, options: options),
        options: ChangePointOptions(permutations: 199)),
      PairedHistory(runs: try PairedHistory.runs(inDirectory: root + "/paired"))
    )
  }

  @Test(arguments: [Metric.realTime, .instructions])
  func everyLabelOfTheFixturesChartsIsInsideItsSVG(metric: Metric) throws {
    let (changes, paired) = try Self.fixture(metric)
    var charts = 0
    for machine in changes.machines {
      for benchmark in machine.benchmarks {
        for style in [SVGChart.Style.large, .small] {
          try Self.expectInside(
            SVGChart.render(benchmark, metric: metric, style: style), benchmark.name)
          charts += 1
        }
      }
    }
    for machine in paired.machines {
      for (name, steps) in machine.steps {
        try Self.expectInside(PairedChart.render(steps, name: name), "paired \(name)")
        charts += 1
      }
    }
    #expect(charts > 20)
  }

  @Test func theValueAxisNamesItsUnitOnceAndTellsItsEndsApart() throws {
    let (changes, _) = try Self.fixture(.instructions)
    let clip = try #require(
      changes.machines.first?.benchmarks.first { $0.name == "fuzz/clip.wellFormed" })
    let chart = try Self.labels(SVGChart.render(clip, metric: .instructions, style: .large))
    #expect(chart.labels.prefix(3).map(\.text) == ["3.70", "3.02", "k instr"])
    #expect(chart.labels.filter { $0.text.contains("instr") }.count == 1)
    #expect(chart.labels.filter(\.rotated).map(\.text) == ["k instr"])
  }

  @Test func axisEndsShareTheLargerEndsScaleWithDigitsForTheirSpan() {
    #expect(
      ValueFormatting.axis(low: 3024, high: 3696, metric: .instructions) == (
        "3.02", "3.70", "k instr"
      ))
    // Across a unit boundary both ends are in the larger one.
    #expect(
      ValueFormatting.axis(low: 886_000, high: 1_083_000, metric: .realTime) == (
        "0.89", "1.08", "ms"
      ))
    #expect(ValueFormatting.axis(low: 87, high: 107, metric: .realTime) == ("87", "107", "ns"))
    // Ends that would print alike get more digits.
    let close = ValueFormatting.axis(low: 1000, high: 1000.4, metric: .instructions)
    #expect(close.low != close.high)
    #expect(close.unit == "k instr")
  }

  @Test func aLongLabelWidensTheMargin() throws {
    let short = SVGChart.Margins(.small, yLabels: ["1.1"], titled: true)
    let long = SVGChart.Margins(.small, yLabels: ["1.1", "12345.678"], titled: true)
    let width = SVGText.width("12345.678", fontSize: SVGChart.Style.small.fontSize)
    #expect(long.left > short.left)
    #expect(long.left - short.left >= width - SVGText.width("1.1", fontSize: 9.5))
    // The same in a drawn chart: a paired level far from its start has
    // longer percentages than a flat one, and a wider margin.
    func steps(_ ratio: Double) -> [PairedHistory.Step] {
      (0..<3).map { index in
        PairedHistory.Step(
          source: "", base: "c\(index)", head: "c\(index + 1)", date: "", logRatio: log(ratio),
          interval: nil, verdict: .unchanged, level: log(ratio) * Double(index + 1),
          startsChain: index == 0)
      }
    }
    let flat = PairedChart.render(steps(1))
    let far = PairedChart.render(steps(2.2))
    #expect(try Self.plotLeft(far) > Self.plotLeft(flat))
    try Self.expectInside(far, "a level far above its start")
  }

  @Test func aLongNameIsShortenedWithItsWholeTextInATitle() throws {
    let name = "raster/fillRoundedRectangle/antialiased/with-a-rather-long-benchmark-name/1179x2556"
    let element = SVGText.element(
      name, x: 4, y: 20, anchor: "start", fontSize: 9.5, maximumWidth: 150)
    let label = try #require(
      try Self.labels("<svg width=\"300\" height=\"40\" font-size=\"9.5\">" + element).labels.first)
    #expect(label.title == name)
    #expect(label.text != name && label.text.contains("\u{2026}"))
    #expect(label.text.hasPrefix("raster/") && label.text.hasSuffix("1179x2556"))
    #expect(SVGText.width(label.text, fontSize: 9.5) <= 150)
    // What fits is left alone, without a tooltip.
    #expect(
      SVGText.element("a1b2c3d", x: 4, y: 20, anchor: "start", fontSize: 9.5)
        == "<text x=\"4.0\" y=\"20.0\" text-anchor=\"start\" fill=\"#555\">a1b2c3d</text>\n")
    // A paired chart's head that is not a commit: as much as fits, whole in the tooltip.
    let step = PairedHistory.Step(
      source: "", base: "main", head: "working-tree-of-a-long-feature-branch-name", date: "",
      logRatio: 0, interval: nil, verdict: .unchanged, level: 0, startsChain: true)
    let chart = PairedChart.render([step], name: name)
    #expect(chart.contains("<title>working-tree-of-a-long-feature-branch-name</title>"))
    #expect(chart.contains("<title>\(name)</title>"), "the chart is named by its benchmark")
    try Self.expectInside(chart, "a long head label")
  }
}
