// Policy: popping an empty stack throws and keeps the matrix (rlgl ignores
// it silently; a harness that runs mutated frame plans wants to know), and
// the stack is bounded like rlgl's so a runaway plan cannot grow memory.

import SafeAreaGeometry

extension Canvas {
  /// Saves the current matrix (`rlPushMatrix`).
  ///
  /// - Throws: ``RasterError/matrixStackOverflow(limit:)`` beyond
  ///   ``maximumMatrixDepth`` levels; nothing is pushed.
  public mutating func pushMatrix() throws(RasterError) {
    guard matrixStack.count < Self.maximumMatrixDepth else {
      throw .matrixStackOverflow(limit: Self.maximumMatrixDepth)
    }
    matrixStack.append(translation)
  }

  /// Restores the last saved matrix (`rlPopMatrix`).
  ///
  /// - Throws: ``RasterError/matrixStackUnderflow`` when nothing was pushed;
  ///   the current matrix is kept.
  public mutating func popMatrix() throws(RasterError) {
    guard let saved = matrixStack.popLast() else { throw .matrixStackUnderflow }
    setTranslation(saved)
  }

  /// Moves the local origin (`rlTranslatef`). The scissor does not move.
  ///
  /// - Parameters:
  ///   - x: pixels to the right; finite.
  ///   - y: pixels down; finite.
  /// - Throws: ``RasterError/notFinite(name:value:)`` when an argument, or
  ///   the accumulated translation, is not finite; the matrix is kept.
  public mutating func translate(x: Double, y: Double) throws(RasterError) {
    guard x.isFinite else { throw .notFinite(name: "x", value: x) }
    guard y.isFinite else { throw .notFinite(name: "y", value: y) }
    let moved = Point(x: translation.x + x, y: translation.y + y)
    guard moved.x.isFinite else { throw .notFinite(name: "translation.x", value: moved.x) }
    guard moved.y.isFinite else { throw .notFinite(name: "translation.y", value: moved.y) }
    setTranslation(moved)
  }

  /// Moves the local origin by whole pixels, the host's translate.
  ///
  /// - Parameters:
  ///   - x: pixels to the right.
  ///   - y: pixels down.
  /// - Throws: ``RasterError/notFinite(name:value:)`` only if the sum
  ///   overflows a `Double`, which whole-pixel values cannot do in practice.
  public mutating func translate(x: Int, y: Int) throws(RasterError) {
    try translate(x: Double(x), y: Double(y))
  }
}
