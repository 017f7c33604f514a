import BenchmarkTracking
import Foundation
import TrackingHistory
import TrackingStatistics

// Policy: one line chart per benchmark as inline SVG with no script. Each
// run's median is a point joined by a line; the level of each segment
// between change points is a dashed line; change points are rings (red
// slower, green faster, dashed amber inconclusive), as the page's legend
// says; consecutive runs of one commit are a grey band spanning their
// medians, which is the noise of identical code. The y range covers the
// nights the change-point test kept and at least ±10% around their median,
// so 2% of noise stays flat while a 5% step is visible, and one bad night
// cannot flatten the others into a line: outlier nights (left out of the
// test) are amber triangles, joined to nothing, and one beyond the range
// sits on the frame's edge pointing out, its value in its tooltip. The y
// axis gives its two ends as bare numbers in one scale and its unit once,
// up the axis (ValueFormatting.axis), in a margin as wide as those labels
// (SVGText estimates widths); the x axis names commits, thinned so labels
// never overlap, keeping those where a change starts. Every text stays
// inside the SVG (Scripts/ci/check-history-page looks in a browser).

/// Draws one benchmark's history as an SVG element.
public enum SVGChart {
  /// A chart's size and lettering.
  public struct Style: Hashable, Sendable {
    /// Width in CSS pixels.
    public var width: Double
    /// Height in CSS pixels.
    public var height: Double
    /// Font size of the axis labels.
    public var fontSize: Double

    /// The charts of the "what changed" list.
    public static let large = Style(width: 560, height: 170, fontSize: 11)
    /// The small multiples.
    public static let small = Style(width: 300, height: 120, fontSize: 9.5)
  }

  /// The fraction of the median level the y range covers at least on each side.
  static let minimumSpan = 0.10

  private static func number(_ value: Double) -> String { String(format: "%.1f", value) }

  /// A point's x-axis label: the commit's first 7 characters, else its date.
  static func label(_ point: HistoryPoint) -> String {
    if let commit = point.commit, !commit.isEmpty { return String(commit.prefix(7)) }
    return String(point.date.prefix(10))
  }

  /// Indices whose labels are drawn: those in `required` first, then the
  /// others left to right, each kept only when its label (centred at
  /// `center(index)`, `width` wide) clears every label kept so far.
  static func labelIndices(
    count: Int, required: [Int], width: Double, center: (Int) -> Double
  ) -> [Int] {
    var kept: [Int] = []
    for index in required + Array(0..<count) where (0..<count).contains(index) {
      guard !kept.contains(index) else { continue }
      if kept.allSatisfy({ abs(center($0) - center(index)) >= width + 4 }) { kept.append(index) }
    }
    return kept.sorted()
  }

  /// Runs of consecutive points sharing a commit, two or more long.
  static func sameCommitRuns(_ points: [HistoryPoint]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    var start = 0
    for index in 1...points.count {
      let ended =
        index == points.count || points[index].commit == nil
        || points[index].commit != points[start].commit
      if ended {
        if index - start >= 2, points[start].commit != nil { result.append(start...(index - 1)) }
        start = index
      }
    }
    return result
  }

  /// An outlier night's triangle: pointing up (down for a value below the
  /// range), filled when the value is beyond the range and drawn at its
  /// edge, hollow inside it.
  static func outlierMarker(
    x: Double, y: Double, pointingDown: Bool, clipped: Bool, title: String
  ) -> String {
    let tip = pointingDown ? y + 4 : y - 4
    let base = pointingDown ? y - 3 : y + 3
    let corners =
      "\(number(x)),\(number(tip)) \(number(x - 4)),\(number(base)) "
      + "\(number(x + 4)),\(number(base))"
    let fill = clipped ? "#e80" : "#fff"
    return "<polygon class=\"outlier\(clipped ? " clipped" : "")\" points=\"\(corners)\" "
      + "fill=\"\(fill)\" stroke=\"#e80\" stroke-width=\"1.5\"><title>\(title.htmlEscaped)"
      + "</title></polygon>\n"
  }

  /// The `<svg>` element for a benchmark.
  ///
  /// - Parameters:
  ///   - benchmark: the series and its changes.
  ///   - metric: for the axis' units.
  ///   - style: ``Style/large`` or ``Style/small``.
  public static func render(
    _ benchmark: HistoryChanges.Benchmark, metric: Metric, style: Style
  ) -> String {
    let points = benchmark.points
    let medians = points.map(\.median)
    let outliers = Set(benchmark.outliers)
    let kept = points.indices.filter { !outliers.contains($0) }
    let keptMedians = kept.isEmpty ? medians : kept.map { medians[$0] }
    let level = keptMedians.median() ?? 1
    let low = min(keptMedians.min() ?? level, level * (1 - minimumSpan))
    let high = max(keptMedians.max() ?? level, level * (1 + minimumSpan))
    let span = high > low ? high - low : 1
    let axis = ValueFormatting.axis(low: low, high: high, metric: metric)
    let margins = Margins(style, yLabels: [axis.low, axis.high], titled: true)
    let (left, top) = (margins.left, margins.top)
    let plotWidth = style.width - left - margins.right
    let plotHeight = style.height - top - margins.bottom
    let slots = Double(max(1, points.count - 1))
    func x(_ index: Int) -> Double {
      points.count <= 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / slots
    }
    /// The value's height, clipped to the frame (only outliers leave it).
    func y(_ value: Double) -> Double {
      top + plotHeight * (1 - (min(max(value, low), high) - low) / span)
    }
    // Half a slot (half the plot for a single night: slots is then 1).
    let half = plotWidth / slots / 2

    var svg = open(style, title: benchmark.name)
    svg += "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(plotWidth))\" "
    svg += "height=\"\(number(plotHeight))\" fill=\"#fcfcfc\" stroke=\"#ddd\"/>\n"
    for run in sameCommitRuns(points) {
      let values = medians[run]
      let bandTop = y(values.max() ?? level)
      let bandHeight = max(2, y(values.min() ?? level) - bandTop)
      svg += "<rect class=\"noise\" x=\"\(number(x(run.lowerBound) - half))\" "
      svg +=
        "y=\"\(number(bandTop))\" width=\"\(number(x(run.upperBound) - x(run.lowerBound) + 2 * half))\" "
      svg += "height=\"\(number(bandHeight))\" fill=\"#d8d8d8\"><title>"
      svg += "\(run.count) runs of \(label(points[run.lowerBound])): "
      svg += "\(ValueFormatting.value(values.min() ?? 0, metric: metric)) to "
      svg += "\(ValueFormatting.value(values.max() ?? 0, metric: metric))".htmlEscaped
      svg += "</title></rect>\n"
    }
    // The ends of the scale as bare numbers, and the unit once, along the
    // axis as its title.
    for (text, value) in [(axis.high, high), (axis.low, low)] {
      svg += SVGText.element(
        text, x: left - Margins.gap, y: y(value) + style.fontSize / 3, anchor: "end",
        fontSize: style.fontSize)
    }
    let middle = top + plotHeight / 2
    svg += SVGText.element(
      axis.unit, x: margins.titleBaseline, y: middle, anchor: "middle", fontSize: style.fontSize,
      maximumWidth: plotHeight,
      attributes: " transform=\"rotate(-90 \(number(margins.titleBaseline)) \(number(middle)))\"")
    // Segment levels between significant change points, over kept nights.
    let boundaries = benchmark.changes.filter { $0.kind != .inconclusive }.map(\.index)
    var start = 0
    for end in boundaries + [points.count] where end > start {
      let keptInSegment = (start..<end).filter { !outliers.contains($0) }.map { medians[$0] }
      let segment = keptInSegment.isEmpty ? Array(medians[start..<end]) : keptInSegment
      let mean = segment.reduce(0, +) / Double(segment.count)
      svg += "<line x1=\"\(number(x(start) - (start == 0 ? 0 : half)))\" "
      svg += "x2=\"\(number(x(end - 1) + (end == points.count ? 0 : half)))\" "
      svg += "y1=\"\(number(y(mean)))\" y2=\"\(number(y(mean)))\" stroke=\"#8a8\" "
      svg += "stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>\n"
      start = end
    }
    let line = kept.map { "\(number(x($0))),\(number(y(medians[$0])))" }
    if line.count > 1 {
      svg += "<polyline fill=\"none\" stroke=\"#246\" stroke-width=\"1.3\" points=\""
      svg += line.joined(separator: " ") + "\"/>\n"
    }
    for (index, point) in points.enumerated() {
      var title = "\(point.date) \(point.commit ?? ""): "
      title += ValueFormatting.value(point.median, metric: metric)
      guard outliers.contains(index) else {
        svg += "<circle cx=\"\(number(x(index)))\" cy=\"\(number(y(point.median)))\" r=\"2\" "
        svg += "fill=\"#246\"><title>\(title.htmlEscaped)</title></circle>\n"
        continue
      }
      let clipped = point.median > high ? "above" : point.median < low ? "below" : nil
      title += ", judged an outlier and left out of the test"
      if let clipped { title += " (\(clipped) the chart's range, drawn at its edge)" }
      svg += outlierMarker(
        x: x(index), y: y(point.median), pointingDown: clipped == "below",
        clipped: clipped != nil, title: title)
    }
    for change in benchmark.changes {
      let (color, dash) =
        switch change.kind {
        case .regression: ("#c00", "")
        case .improvement: ("#080", "")
        case .inconclusive: ("#b80", " stroke-dasharray=\"2 2\"")
        }
      svg += "<circle class=\"\(change.kind.rawValue)\" cx=\"\(number(x(change.index)))\" "
      svg += "cy=\"\(number(y(change.first.median)))\" r=\"6\" fill=\"none\" stroke=\"\(color)\" "
      svg += "stroke-width=\"2\"\(dash)><title>"
      svg += "\(change.kind.rawValue) \(ValueFormatting.change(change.relativeChange)) at "
      svg += "\(label(change.first)), p = \(ValueFormatting.pValue(change.pValue))".htmlEscaped
      svg += "</title></circle>\n"
    }
    // The first label starts at its tick and the last ends at its own, so
    // both stay inside the chart; the others are centred.
    func anchor(_ index: Int) -> String {
      points.count <= 1
        ? "middle" : index == 0 ? "start" : index == points.count - 1 ? "end" : "middle"
    }
    let changeIndices = Set(benchmark.changes.map(\.index))
    let width =
      points.indices.map {
        SVGText.width(
          label(points[$0]), fontSize: style.fontSize, bold: changeIndices.contains($0))
      }.max() ?? 0
    // A centred label is moved in from an edge it would cross.
    func center(_ index: Int) -> Double {
      switch anchor(index) {
      case "start": x(index) + width / 2
      case "end": x(index) - width / 2
      default: min(max(x(index), width / 2 + 1), style.width - width / 2 - 1)
      }
    }
    let required = benchmark.changes.map(\.index) + [0, points.count - 1]
    let labelled = labelIndices(
      count: points.count, required: required, width: width, center: center)
    for index in labelled {
      let weight = changeIndices.contains(index) ? " font-weight=\"bold\"" : ""
      svg += "<line x1=\"\(number(x(index)))\" x2=\"\(number(x(index)))\" "
      svg +=
        "y1=\"\(number(top + plotHeight))\" y2=\"\(number(top + plotHeight + 3))\" stroke=\"#999\"/>\n"
      svg += SVGText.element(
        label(points[index]), x: anchor(index) == "middle" ? center(index) : x(index),
        y: margins.baseline, anchor: anchor(index), fontSize: style.fontSize,
        maximumWidth: style.width - 2, attributes: weight)
    }
    svg += "</svg>"
    return svg
  }

  /// The opening `<svg>` tag, its `<title>` (the benchmark's name: the
  /// chart's accessible name and tooltip) and its size.
  static func open(_ style: Style, title: String) -> String {
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(style.width))\" "
    svg += "height=\"\(Int(style.height))\" viewBox=\"0 0 \(Int(style.width)) "
    svg += "\(Int(style.height))\" role=\"img\" font-size=\"\(style.fontSize)\">\n"
    return svg + "<title>\(title.htmlEscaped)</title>\n"
  }

  /// A chart's margins around its plot: the left one as wide as the
  /// widest label of the value axis (estimated, see ``SVGText``) plus the
  /// gap to the plot, a pad from the edge and, when the axis has a title
  /// (its unit, turned to run up the axis), a line for it; the top one
  /// holding the first label's ascent above the plot's top; the bottom one
  /// a line of commit labels.
  struct Margins {
    /// Between the value labels and the plot.
    static let gap = 4.0
    /// The least room between a label and the SVG's edge.
    static let pad = 3.0
    var left: Double
    var right = 10.0
    var top: Double
    var bottom: Double
    /// The baseline of the commit labels.
    var baseline: Double
    /// The x of the axis title's baseline (it runs upwards, its ascent
    /// towards the edge).
    var titleBaseline: Double

    init(_ style: Style, yLabels: [String], titled: Bool) {
      let widest = yLabels.map { SVGText.width($0, fontSize: style.fontSize) }.max() ?? 0
      titleBaseline = Self.pad + style.fontSize * SVGText.ascent
      let title = titled ? style.fontSize * (SVGText.ascent + SVGText.descent) + Self.gap : 0
      left = (Self.pad + title + widest + Self.gap).rounded(.up)
      // A label centred on the plot's top edge: its baseline a third of
      // the font size below it, its box an ascent above the baseline.
      top = max(8, (style.fontSize * (SVGText.ascent - 1.0 / 3) + Self.pad).rounded(.up))
      baseline = style.height - max(4, style.fontSize * SVGText.descent + 1)
      bottom = style.fontSize + 10
    }
  }
}
