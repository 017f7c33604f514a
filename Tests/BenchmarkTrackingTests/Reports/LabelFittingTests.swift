import Testing

@testable import BenchmarkTracking
@testable import TrackingReports

/// How chart labels are measured, shortened and numbered: the middle
/// ellipsis keeps as much of both ends as fits (the start one longer), an
/// exact fit is kept whole, bold is 12% wider; an axis's two ends get the
/// decimals their difference needs and one unit; a value takes the largest
/// unit not above it.
@Suite("Label fitting and axis numbers")
struct LabelFittingTests {
  /// Widths at font size 10: a digit is 6.6, "a" 6.6, an ellipsis 10.
  @Test func widthIsTheSumOfAdvancesTimesTheSize() {
    #expect(abs(SVGText.width("12", fontSize: 10) - 13.2) < 1e-9)
    #expect(abs(SVGText.width("12", fontSize: 10, bold: true) - 13.2 * 1.12) < 1e-9)
    #expect(SVGText.width("", fontSize: 10) == 0)
  }

  /// "abcdeabcde" (ten letters of 0.66 em, 66 px at size 10) in less room:
  /// the first candidate, nine letters and the ellipsis, is wider than the
  /// text, so eight letters is the longest; then one letter fewer at a time,
  /// the start keeping the odd one.
  @Test(arguments: [
    (65.9, "abcd\u{2026}bcde"), (62.7, "abcd\u{2026}cde"), (56, "abc\u{2026}cde"),
    (49, "abc\u{2026}de"), (42, "ab\u{2026}de"), (36, "ab\u{2026}e"), (29, "a\u{2026}e"),
    (23, "a\u{2026}"), (16, "\u{2026}"), (0, "\u{2026}"),
  ])
  func shortenedInTheMiddle(room: Double, expected: String) {
    #expect(SVGText.shortened("abcdeabcde", toFit: room, fontSize: 10) == expected)
  }

  /// A text, or a candidate, exactly as wide as the room fits it.
  @Test func anExactFitFits() {
    let text = "abcdeabcde"
    #expect(SVGText.shortened(text, toFit: SVGText.width(text, fontSize: 10), fontSize: 10) == text)
    let candidate = "abc\u{2026}de"
    #expect(
      SVGText.shortened(text, toFit: SVGText.width(candidate, fontSize: 10), fontSize: 10)
        == candidate)
  }

  @Test(arguments: [
    // (low, high, expected low, expected high, unit)
    (3.02e6, 3.70e6, "3.02", "3.70", "ms"),  // span 0.68: two significant digits
    (100.0, 200.0, "100", "200", "ns"),
    (999.0, 1001.0, "0.9990", "1.0010", "us"),  // the larger end's unit
    (1.0, 1.0, "1.0", "1.0", "ns"),  // no span: one decimal
    (2.5e9, 2.5e9 + 1, "2.500000000", "2.500000001", "s"),  // up to nine decimals
    (5e-10, 6e-10, "0.000000001", "0.000000001", "ns"),  // nine at most, even if alike
  ])
  func axisEnds(low: Double, high: Double, lowText: String, highText: String, unit: String) {
    let axis = ValueFormatting.axis(low: low, high: high, metric: .realTime)
    #expect(axis.low == lowText && axis.high == highText && axis.unit == unit, "\(axis)")
  }

  @Test(arguments: [
    (1e9, "1 s"), (999_999_999.0, "1000 ms"), (1e6, "1 ms"), (1e3, "1 us"), (999.9, "999.9 ns"),
    (0.5, "0.5 ns"), (-2e6, "-2 ms"), (0, "0 ns"),
  ])
  func valueUnits(value: Double, expected: String) {
    #expect(ValueFormatting.value(value, metric: .realTime) == expected)
  }

  @Test func countUnits() {
    #expect(ValueFormatting.value(1e9, metric: .instructions) == "1 G instr")
    #expect(ValueFormatting.value(12_345, metric: .instructions) == "12.35 k instr")
    #expect(ValueFormatting.value(12, metric: .instructions) == "12 instr")
  }
}
