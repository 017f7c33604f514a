// Policy: rlgl's matrices, as rlgl keeps them. A translation made outside
// any push goes into the modelview matrix (the GPU applies it); inside a
// push, into rlgl's transform matrix (added to each vertex on the CPU).
// Both are `Float` and accumulate in `Float`. Popping an empty stack throws
// and keeps the matrix (rlgl ignores it silently; a harness that runs
// mutated frame plans wants to know), and the stack is bounded like
// rlgl's, so a runaway plan cannot grow memory; a push beyond it throws and
// pushes nothing, which is what rlgl does too.

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
    matrixStack.append(stackedTranslation)
  }

  /// Restores the last saved matrix (`rlPopMatrix`).
  ///
  /// - Throws: ``RasterError/matrixStackUnderflow`` when nothing was pushed;
  ///   the current matrix is kept.
  public mutating func popMatrix() throws(RasterError) {
    guard let saved = matrixStack.popLast() else { throw .matrixStackUnderflow }
    stackedTranslation = saved
    updateIntegralTranslation()
  }

  /// Moves the local origin (`rlTranslatef`). The scissor does not move.
  ///
  /// The offsets are rounded to `Float`, as `rlTranslatef` takes them, and
  /// added in `Float`.
  ///
  /// - Parameters:
  ///   - x: pixels to the right; finite.
  ///   - y: pixels down; finite.
  /// - Throws: ``RasterError/notFinite(name:value:)`` when an argument, or
  ///   the accumulated translation, is not finite as a `Float`; the matrix
  ///   is kept.
  public mutating func translate(x: Double, y: Double) throws(RasterError) {
    let dx = Float(x)
    let dy = Float(y)
    guard dx.isFinite else { throw .notFinite(name: "x", value: x) }
    guard dy.isFinite else { throw .notFinite(name: "y", value: y) }
    let current = matrixStack.isEmpty ? baseTranslation : stackedTranslation
    let moved = FloatPoint(x: current.x + dx, y: current.y + dy)
    guard moved.x.isFinite else {
      throw .notFinite(name: "translation.x", value: Double(moved.x))
    }
    guard moved.y.isFinite else {
      throw .notFinite(name: "translation.y", value: Double(moved.y))
    }
    if matrixStack.isEmpty {
      baseTranslation = moved
    } else {
      stackedTranslation = moved
    }
    updateIntegralTranslation()
  }

  /// Moves the local origin by whole pixels, the host's translate.
  ///
  /// - Parameters:
  ///   - x: pixels to the right.
  ///   - y: pixels down.
  /// - Throws: ``RasterError/notFinite(name:value:)`` only for values
  ///   beyond `Float`'s range, which whole-pixel values cannot reach in
  ///   practice.
  public mutating func translate(x: Int, y: Int) throws(RasterError) {
    try translate(x: Double(x), y: Double(y))
  }
}
