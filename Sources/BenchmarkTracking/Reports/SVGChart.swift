import Foundation

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
// sits on the frame's edge pointing out, its value in its tooltip. The x
// axis names commits, thinned so labels never overlap, keeping those where
// a change starts.

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
    let left = style.fontSize * 5.6
    let right = 10.0
    let top = 8.0
    let bottom = style.fontSize + 10
    let plotWidth = style.width - left - right
    let plotHeight = style.height - top - bottom
    let medians = points.map(\.median)
    let outliers = Set(benchmark.outliers)
    let kept = points.indices.filter { !outliers.contains($0) }
    let keptMedians = kept.isEmpty ? medians : kept.map { medians[$0] }
    let level = keptMedians.median() ?? 1
    let low = min(keptMedians.min() ?? level, level * (1 - minimumSpan))
    let high = max(keptMedians.max() ?? level, level * (1 + minimumSpan))
    let span = high > low ? high - low : 1
    let slots = Double(max(1, points.count - 1))
    func x(_ index: Int) -> Double {
      points.count <= 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / slots
    }
    /// The value's height, clipped to the frame (only outliers leave it).
    func y(_ value: Double) -> Double {
      top + plotHeight * (1 - (min(max(value, low), high) - low) / span)
    }
    let half = points.count <= 1 ? plotWidth / 2 : plotWidth / slots / 2

    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(style.width))\" "
    svg += "height=\"\(Int(style.height))\" viewBox=\"0 0 \(Int(style.width)) "
    svg += "\(Int(style.height))\" role=\"img\" font-size=\"\(style.fontSize)\">\n"
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
    for value in [high, low] {
      svg += "<text x=\"\(number(left - 4))\" y=\"\(number(y(value) + style.fontSize / 3))\" "
      svg += "text-anchor=\"end\" fill=\"#555\">"
      svg += ValueFormatting.value(value, metric: metric).htmlEscaped + "</text>\n"
    }
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
    let width = style.fontSize * 0.62 * 7
    func center(_ index: Int) -> Double {
      switch anchor(index) {
      case "start": x(index) + width / 2
      case "end": x(index) - width / 2
      default: x(index)
      }
    }
    let required = benchmark.changes.map(\.index) + [0, points.count - 1]
    let labelled = labelIndices(
      count: points.count, required: required, width: width, center: center)
    let changeIndices = Set(benchmark.changes.map(\.index))
    for index in labelled {
      let weight = changeIndices.contains(index) ? " font-weight=\"bold\"" : ""
      svg += "<line x1=\"\(number(x(index)))\" x2=\"\(number(x(index)))\" "
      svg +=
        "y1=\"\(number(top + plotHeight))\" y2=\"\(number(top + plotHeight + 3))\" stroke=\"#999\"/>\n"
      svg += "<text x=\"\(number(x(index)))\" y=\"\(number(style.height - 4))\" "
      svg += "text-anchor=\"\(anchor(index))\" fill=\"#555\"\(weight)>"
      svg += label(points[index]).htmlEscaped + "</text>\n"
    }
    svg += "</svg>"
    return svg
  }
}
