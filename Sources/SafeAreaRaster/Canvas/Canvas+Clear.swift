// Policy: `clear` is glClear, which the scissor bounds. A scene clearing to
// its own background therefore clears only the host's region and leaves the
// bands as they were; the host clears the whole screen before it raises the
// scissor, so no stale pixel survives a rotation.

import SafeAreaGeometry

extension Canvas {
  /// Sets every pixel the scissor allows (all of them when it is disabled)
  /// to `color` (`ClearBackground`). The matrix plays no part.
  ///
  /// - Parameter color: the colour to store.
  public mutating func clear(_ color: Color) {
    guard let area = clip else { return }
    let uniformByte = color.hasUniformBytes ? color.red : nil
    if defersFills {
      deferFill(PendingFill(area: area, packed: color.packed, uniformByte: uniformByte))
      return
    }
    storeRectangle(area, packed: color.packed, uniformByte: uniformByte)
  }
}
