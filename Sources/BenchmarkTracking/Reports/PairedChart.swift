import Foundation

// Policy: a chained paired level is drawn as its own small chart beside the
// stored runs' charts, in percent of the chain's start (0% is the level
// where the chain starts), so no unit suggests it is a time. Each night is
// a point on the chained level with a whisker for that night's interval
// (applied to the level before it): a long whisker is a night the rounds
// could not pin down. A point is a red or green ring when that night's
// verdict was a regression or an improvement, as in the other charts; a
// new chain (a gap in the nights) starts with a grey tick at 0%. The y
// range covers at least ±5%.

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
    _ steps: [PairedHistory.Step], style: SVGChart.Style = .small
  ) -> String {
    let left = style.fontSize * 4.2
    let right = 10.0
    let top = 8.0
    let bottom = style.fontSize + 10
    let plotWidth = style.width - left - right
    let plotHeight = style.height - top - bottom
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
    let slots = Double(max(1, steps.count))
    func x(_ index: Int) -> Double { left + plotWidth * (Double(index) + 0.5) / slots }
    func y(_ value: Double) -> Double {
      top + plotHeight * (1 - (min(high, max(low, value)) - low) / span)
    }
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(style.width))\" "
    svg += "height=\"\(Int(style.height))\" viewBox=\"0 0 \(Int(style.width)) "
    svg += "\(Int(style.height))\" role=\"img\" font-size=\"\(style.fontSize)\">\n"
    svg += "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(plotWidth))\" "
    svg += "height=\"\(number(plotHeight))\" fill=\"#fcfcfc\" stroke=\"#ddd\"/>\n"
    svg += "<line x1=\"\(number(left))\" x2=\"\(number(left + plotWidth))\" y1=\"\(number(y(0)))\" "
    svg += "y2=\"\(number(y(0)))\" stroke=\"#8a8\" stroke-dasharray=\"5 3\"/>\n"
    for value in [high, 0, low] {
      svg += "<text x=\"\(number(left - 4))\" y=\"\(number(y(value) + style.fontSize / 3))\" "
      svg += "text-anchor=\"end\" fill=\"#555\">"
      svg += ValueFormatting.change(value).htmlEscaped + "</text>\n"
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
    if let last = steps.last {
      svg += "<text x=\"\(number(left + plotWidth))\" y=\"\(number(style.height - 4))\" "
      svg += "text-anchor=\"end\" fill=\"#555\">\(String(last.head.prefix(7)).htmlEscaped)</text>\n"
    }
    svg += "</svg>"
    return svg
  }
}
