import SafeAreaGeometry
import Testing

/// Expects two doubles to be the same bits, not merely equal (`-0.0` and
/// `0.0` differ; NaN equals a NaN with the same payload).
func expectSameBits(
  _ actual: Double, _ expected: Double, _ what: @autoclosure () -> String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let same = actual.bitPattern == expected.bitPattern
  // The message is built only on failure: describing a case is slow.
  #expect(
    same, same ? nil : "\(what()): \(actual) is not bit-identical to \(expected)",
    sourceLocation: sourceLocation)
}

/// Expects two rectangles to be the same bits, coordinate by coordinate.
func expectSameBits(
  _ actual: Rect, _ expected: Rect, _ what: @autoclosure () -> String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectSameBits(actual.minX, expected.minX, "\(what()).x", sourceLocation: sourceLocation)
  expectSameBits(actual.minY, expected.minY, "\(what()).y", sourceLocation: sourceLocation)
  expectSameBits(actual.width, expected.width, "\(what()).width", sourceLocation: sourceLocation)
  expectSameBits(actual.height, expected.height, "\(what()).height", sourceLocation: sourceLocation)
}

/// The four unsafe bands of a screen: full-width top and bottom, full-height
/// left and right.
func unsafeBands(screen: Size, insets: EdgeInsets) -> [Rect] {
  [
    Rect(x: 0, y: 0, width: screen.width, height: insets.top),
    Rect(x: 0, y: screen.height - insets.bottom, width: screen.width, height: insets.bottom),
    Rect(x: 0, y: 0, width: insets.left, height: screen.height),
    Rect(x: screen.width - insets.right, y: 0, width: insets.right, height: screen.height),
  ]
}
