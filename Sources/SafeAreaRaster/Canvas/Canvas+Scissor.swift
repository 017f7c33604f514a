// Policy: GL semantics, not a clip stack. `beginScissor` replaces the one
// box (nesting does not intersect: a scene that clips for itself must
// intersect with the host's region first, see `PixelRect.clipRect(forSceneBox:)`),
// `endScissor` turns the test off and keeps the box, and the matrix never
// moves it. A negative extent is GL_INVALID_VALUE: rejected, never wrapped
// into a huge unsigned one; but raylib's BeginScissorMode has turned the
// test on before glScissor refuses the rectangle, so the test is on with
// the box as it was (after EndScissorMode, the last accepted rectangle;
// on a new canvas, the whole framebuffer).

import SafeAreaGeometry

extension Canvas {
  /// Replaces the scissor rectangle and turns the test on
  /// (`BeginScissorMode`).
  ///
  /// A zero extent is valid and clips everything; parts outside the
  /// framebuffer are ignored.
  ///
  /// - Parameter rect: the rectangle in framebuffer pixels, not moved by the
  ///   current matrix.
  /// - Throws: ``RasterError/negativeScissorExtent(_:)`` when the width or
  ///   height is negative. The box is kept, and the test is on, as in
  ///   raylib (which enables the test before GL refuses the rectangle).
  public mutating func beginScissor(_ rect: PixelRect) throws(RasterError) {
    isScissorEnabled = true
    guard rect.width >= 0, rect.height >= 0 else { throw .negativeScissorExtent(rect) }
    scissorBox = rect
  }

  /// Turns the scissor test off (`EndScissorMode`); the box is kept. Does
  /// nothing when the test is already off.
  public mutating func endScissor() {
    isScissorEnabled = false
  }
}
