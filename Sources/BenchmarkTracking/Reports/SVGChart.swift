import Foundation

// Policy: one small line chart per benchmark, drawn as inline SVG with no
// script: the median of each run joined by a line, the spread of the
// repetitions (min to max) as a vertical bar, step changes as red (slower)
// or green (faster) rings, and a <title> on every point so hovering shows
// the date, commit and value. The y axis starts at zero so a 2% wiggle does
// not look like a cliff.

/// Draws a ``HistoryPoint`` series as an SVG element.
public enum SVGChart {
  /// The chart's size in CSS pixels.
  public static let width = 640.0
  /// The chart's height in CSS pixels.
  public static let height = 180.0

  private static func number(_ value: Double) -> String { String(format: "%.1f", value) }

  /// The `<svg>` element for a series, over `runCount` runs of its machine.
  public static func render(_ points: [HistoryPoint], runCount: Int, metric: Metric) -> String {
    let left = 70.0
    let right = 12.0
    let top = 12.0
    let bottom = 24.0
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let highest = points.flatMap(\.samples).filter(\.isFinite).max() ?? 1
    let yMax = highest > 0 ? highest * 1.05 : 1
    let slots = Swift.max(1, runCount - 1)
    func x(_ run: Int) -> Double {
      runCount <= 1 ? left + plotWidth / 2 : left + plotWidth * Double(run) / Double(slots)
    }
    func y(_ value: Double) -> Double { top + plotHeight * (1 - Swift.max(0, value) / yMax) }

    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" "
    svg += "height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\">\n"
    svg += "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(plotWidth))\" "
    svg += "height=\"\(number(plotHeight))\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n"
    for fraction in [0.0, 0.5, 1.0] {
      let value = yMax * fraction
      svg += "<text x=\"\(number(left - 6))\" y=\"\(number(y(value) + 4))\" "
      svg += "text-anchor=\"end\" font-size=\"11\">"
      svg += ValueFormatting.value(value, metric: metric).htmlEscaped + "</text>\n"
    }
    if let first = points.first, let last = points.last {
      svg += "<text x=\"\(number(left))\" y=\"\(number(height - 6))\" font-size=\"11\">"
      svg += first.date.htmlEscaped + "</text>\n"
      if points.count > 1 {
        svg += "<text x=\"\(number(left + plotWidth))\" y=\"\(number(height - 6))\" "
        svg += "text-anchor=\"end\" font-size=\"11\">" + last.date.htmlEscaped + "</text>\n"
      }
    }
    for point in points {
      guard let low = point.samples.min(), let high = point.samples.max() else { continue }
      svg += "<line x1=\"\(number(x(point.runIndex)))\" x2=\"\(number(x(point.runIndex)))\" "
      svg +=
        "y1=\"\(number(y(low)))\" y2=\"\(number(y(high)))\" stroke=\"#9ab\" stroke-width=\"3\"/>\n"
    }
    let path = points.map { "\(number(x($0.runIndex))),\(number(y($0.median)))" }
    if path.count > 1 {
      svg += "<polyline fill=\"none\" stroke=\"#246\" stroke-width=\"1.5\" points=\""
      svg += path.joined(separator: " ") + "\"/>\n"
    }
    for point in points {
      let color: String
      let radius: Double
      switch point.step {
      case .regression?: (color, radius) = ("#c00", 5)
      case .improvement?: (color, radius) = ("#080", 5)
      default: (color, radius) = ("#246", 2.5)
      }
      var title = "\(point.date) \(point.commit ?? ""): "
      title += ValueFormatting.value(point.median, metric: metric)
      if let change = point.change { title += " (\(ValueFormatting.change(change)))" }
      if let step = point.step { title += " \(step.rawValue)" }
      svg += "<circle cx=\"\(number(x(point.runIndex)))\" cy=\"\(number(y(point.median)))\" "
      svg +=
        "r=\"\(number(radius))\" fill=\"\(color)\"><title>\(title.htmlEscaped)</title></circle>\n"
    }
    svg += "</svg>"
    return svg
  }
}
