import BenchmarkTracking
import Foundation
import TrackingHistory

// Policy: a chained paired level is drawn as its own small chart beside the
// stored runs' charts, in percent of the chain's start (0% is the level
// where the chain starts), so no unit suggests it is a time. Each night is
// a point on the chained level with a whisker for that night's interval
// (applied to the level before it): a long whisker is a night the rounds
// could not pin down. A point is a red or green ring when that night's
// verdict was a regression or an improvement, as in the other charts; a
// new chain (a gap in the nights) starts with a grey tick at 0%. The y
// range covers at least ±5%; its labels are its ends and 0% (left out when
// it would sit on an end's), in a margin as wide as they are.

/// Draws one benchmark's chained paired level as an SVG element.
public enum PairedChart {
  /// The smallest range on each side of 0, as a fraction.
  static let minimumSpan = 0.05

  private static func number(_ value: Double) -> String { String(format: "%.1f", value) }

  /// The `<svg>` element.
  ///
  /// - Parameters:
  ///   - steps: the benchmark's steps, oldest first.
  ///   - style: the size (the stored runs' small multiples' by default).
  public static func render(
    _ steps: [PairedHistory.Step], name: String = "", style: SVGChart.Style = .small
  ) -> String {
    var lows: [Double] = [-minimumSpan]
    var highs: [Double] = [minimumSpan]
    for (index, step) in steps.enumerated() {
      let before = step.startsChain || index == 0 ? 0 : steps[index - 1].level
      lows.append(expm1(before + (step.interval?.lowerBound ?? step.logRatio)))
      highs.append(expm1(before + (step.interval?.upperBound ?? step.logRatio)))
      lows.append(expm1(step.level))
      highs.append(expm1(step.level))
    }
    let low = max(-0.9, lows.min() ?? -minimumSpan)
    let high = min(9, highs.max() ?? minimumSpan)
    let span = high > low ? high - low : 1
    let labels = [high, 0, low].map { (value: Double) in (value, ValueFormatting.change(value)) }
    let margins = SVGChart.Margins(style, yLabels: labels.map(\.1), titled: false)
    let (left, top) = (margins.left, margins.top)
    let plotWidth = style.width - left - margins.right
    let plotHeight = style.height - top - margins.bottom
    let slots = Double(max(1, steps.count))
    func x(_ index: Int) -> Double { left + plotWidth * (Double(index) + 0.5) / slots }
    func y(_ value: Double) -> Double {
      top + plotHeight * (1 - (min(high, max(low, value)) - low) / span)
    }
    var svg = SVGChart.open(style, title: name)
    svg += "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(plotWidth))\" "
    svg += "height=\"\(number(plotHeight))\" fill=\"#fcfcfc\" stroke=\"#ddd\"/>\n"
    svg += "<line x1=\"\(number(left))\" x2=\"\(number(left + plotWidth))\" y1=\"\(number(y(0)))\" "
    svg += "y2=\"\(number(y(0)))\" stroke=\"#8a8\" stroke-dasharray=\"5 3\"/>\n"
    // 0% is left out when it would sit on an end's label.
    for (value, text) in labels
    where value != 0 || min(y(0) - y(high), y(low) - y(0)) >= style.fontSize {
      svg += SVGText.element(
        text, x: left - SVGChart.Margins.gap, y: y(value) + style.fontSize / 3, anchor: "end",
        fontSize: style.fontSize)
    }
    var line: [String] = []
    for (index, step) in steps.enumerated() {
      let before = step.startsChain || index == 0 ? 0 : steps[index - 1].level
      if step.startsChain {
        if line.count > 1 {
          svg += "<polyline fill=\"none\" stroke=\"#246\" stroke-width=\"1.3\" points=\""
          svg += line.joined(separator: " ") + "\"/>\n"
        }
        line = ["\(number(x(index) - plotWidth / slots / 2)),\(number(y(0)))"]
        svg += "<line x1=\"\(number(x(index) - plotWidth / slots / 2))\" "
        svg += "x2=\"\(number(x(index) - plotWidth / slots / 2))\" y1=\"\(number(y(0) - 4))\" "
        svg += "y2=\"\(number(y(0) + 4))\" stroke=\"#999\"/>\n"
      }
      line.append("\(number(x(index))),\(number(y(expm1(step.level))))")
      if let interval = step.interval {
        svg += "<line x1=\"\(number(x(index)))\" x2=\"\(number(x(index)))\" "
        svg += "y1=\"\(number(y(expm1(before + interval.lowerBound))))\" "
        svg += "y2=\"\(number(y(expm1(before + interval.upperBound))))\" stroke=\"#9ab\" "
        svg += "stroke-width=\"3\"/>\n"
      }
    }
    if line.count > 1 {
      svg += "<polyline fill=\"none\" stroke=\"#246\" stroke-width=\"1.3\" points=\""
      svg += line.joined(separator: " ") + "\"/>\n"
    }
    for (index, step) in steps.enumerated() {
      var title = "\(step.date) \(step.base) -> \(step.head): "
      title += "\(ValueFormatting.change(expm1(step.logRatio))) \(step.verdict.rawValue), level "
      title += ValueFormatting.change(expm1(step.level))
      svg += "<circle cx=\"\(number(x(index)))\" cy=\"\(number(y(expm1(step.level))))\" r=\"2\" "
      svg += "fill=\"#246\"><title>\(title.htmlEscaped)</title></circle>\n"
      let color = step.verdict == .regression ? "#c00" : step.verdict == .improvement ? "#080" : nil
      if let color {
        svg += "<circle class=\"\(step.verdict.rawValue)\" cx=\"\(number(x(index)))\" "
        svg += "cy=\"\(number(y(expm1(step.level))))\" r=\"6\" fill=\"none\" stroke=\"\(color)\" "
        svg += "stroke-width=\"2\"/>\n"
      }
    }
    // The latest head: a commit's first 7 characters, any other label as
    // much as half the plot holds; the whole label in its tooltip.
    if let last = steps.last {
      let isCommit = last.head.count > 7 && last.head.allSatisfy(\.isHexDigit)
      svg += SVGText.element(
        isCommit ? String(last.head.prefix(7)) : last.head, x: left + plotWidth,
        y: margins.baseline, anchor: "end", fontSize: style.fontSize,
        maximumWidth: plotWidth / 2, title: last.head)
    }
    svg += "</svg>"
    return svg
  }
}
