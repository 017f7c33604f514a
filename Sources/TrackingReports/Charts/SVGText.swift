import BenchmarkTracking
import Foundation

// Policy: the page is written without font metrics and read in whatever
// sans-serif font the reader's browser picks, so every width a chart lays
// out by is an estimate that errs wide: per character, at least the
// advance of DejaVu Sans (the widest of the common sans-serif faces:
// digits 0.64 em), and 12% more for bold. Margins are sized from these
// estimates of the labels actually drawn, never from a fixed guess, and a
// label with no room to grow is shortened in the middle with the whole
// text in its <title> (the browser's tooltip), so nothing is cut off at an
// edge where what remains could read as another value.

/// Estimated text extents and text elements that fit the room they get.
enum SVGText {
  /// The estimated advance of a character, in em.
  static func advance(_ character: Character) -> Double {
    switch character {
    case " ", ".", ",", ":", ";", "'", "|", "!", "i", "j", "l", "I", "f", "t", "(", ")", "[",
      "]":
      0.40
    case "r", "-": 0.45
    case "0"..."9": 0.66
    case "m", "w", "M", "W", "%", "@", "\u{2026}": 1.0
    case "+", "=", "<", ">", "~", "#": 0.85
    case "a"..."z", "/", "_", "?", "*", "\"", "&": 0.66
    case "A"..."Z": 0.80
    default: 1.0
    }
  }

  /// The estimated width of `text` in CSS pixels: an upper bound for the
  /// common sans-serif fonts.
  static func width(_ text: String, fontSize: Double, bold: Bool = false) -> Double {
    text.reduce(0) { $0 + advance($1) } * fontSize * (bold ? 1.12 : 1)
  }

  /// How far a line's box reaches above its baseline and below it, in em:
  /// more than any common font's ascent and descent.
  static let ascent = 1.0
  static let descent = 0.3

  /// `text` unchanged when its estimated width fits `maximum`, else its
  /// start and end around an ellipsis, as much of both as fits.
  static func shortened(_ text: String, toFit maximum: Double, fontSize: Double) -> String {
    guard width(text, fontSize: fontSize) > maximum else { return text }
    let characters = Array(text)
    var kept = characters.count - 1
    while kept > 0 {
      let head = characters.prefix((kept + 1) / 2)
      let tail = characters.suffix(kept / 2)
      let candidate = String(head) + "\u{2026}" + String(tail)
      if width(candidate, fontSize: fontSize) <= maximum { return candidate }
      kept -= 1
    }
    return "\u{2026}"
  }

  /// A `<text>` element: `text` shortened to fit `maximumWidth`, with the
  /// whole text in a `<title>` when it was shortened or when `title` is
  /// given.
  ///
  /// - Parameters:
  ///   - text: the label.
  ///   - x: the anchor's x.
  ///   - y: the baseline.
  ///   - anchor: `start`, `middle` or `end`.
  ///   - fontSize: the chart's font size (the element inherits it).
  ///   - maximumWidth: the room the label has.
  ///   - attributes: further attributes, each with its leading space.
  ///   - title: a tooltip to give it even when it fits.
  static func element(
    _ text: String, x: Double, y: Double, anchor: String, fontSize: Double,
    maximumWidth: Double = .infinity, attributes: String = "", title: String? = nil
  ) -> String {
    let shown = shortened(text, toFit: maximumWidth, fontSize: fontSize)
    let tooltip = shown == text ? title : title ?? text
    var element = "<text x=\"\(String(format: "%.1f", x))\" y=\"\(String(format: "%.1f", y))\" "
    element += "text-anchor=\"\(anchor)\" fill=\"#555\"\(attributes)>\(shown.htmlEscaped)"
    if let tooltip { element += "<title>\(tooltip.htmlEscaped)</title>" }
    return element + "</text>\n"
  }
}
