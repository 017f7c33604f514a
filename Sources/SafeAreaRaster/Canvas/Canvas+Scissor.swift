// Policy: GL semantics, not a clip stack. `beginScissor` replaces the one
// rectangle (nesting does not intersect: a scene that clips for itself must
// intersect with the host's region first, see `clipRect(sceneBox:in:)`),
// `endScissor` disables the test, and the matrix never moves it. A negative
// extent is GL_INVALID_VALUE: rejected with the old rectangle kept, never
// wrapped into a huge unsigned one.

import SafeAreaGeometry

extension Canvas {
  /// Replaces the scissor rectangle and enables the test
  /// (`BeginScissorMode`).
  ///
  /// A zero extent is valid and clips everything; parts outside the
  /// framebuffer are ignored.
  ///
  /// - Parameter rect: the rectangle in framebuffer pixels, not moved by the
  ///   current matrix.
  /// - Throws: ``RasterError/negativeScissorExtent(_:)`` when the width or
  ///   height is negative; the previous scissor (or its absence) is kept.
  public mutating func beginScissor(_ rect: PixelRect) throws(RasterError) {
    guard rect.width >= 0, rect.height >= 0 else { throw .negativeScissorExtent(rect) }
    scissor = rect
  }

  /// Disables the scissor test (`EndScissorMode`). Does nothing when it is
  /// already disabled.
  public mutating func endScissor() {
    scissor = nil
  }
}
