// Policy: this is the one statement of where raylib on Mesa's llvmpipe puts
// a vertex, step by step in the GPU's precision; the Canvas draws with it
// and the reference canvas of the invariants judges the Canvas's own
// rasterization with it, so both stand or fall with `raster.matchesRaylib`,
// which checks it against real raylib. The vertex shader multiplies by
// rlOrtho(0, width, height, 0, 0, 1) times the modelview translation (the
// products and sums rlgl's rlMatrixMultiply makes, in `Float`); the
// compiled viewport transform is a fused multiply-add; a vertex the
// clipper makes goes through the C code's `pos * (1 / w) * scale +
// translate`, each step rounded.

/// The projection of a frame: the rows of rlgl's model-view-projection
/// matrix that 2D shapes use, and the viewport transform of its window.
public struct ViewportProjection: Sendable, Hashable {
  /// `2 / width`.
  public var m0: Float
  /// The x translation of the model-view-projection matrix.
  public var m12: Float
  /// `2 / -height`.
  public var m5: Float
  /// The y translation of the model-view-projection matrix.
  public var m13: Float
  /// The viewport's x scale, `width / 2`.
  public var scaleX: Float
  /// The viewport's x offset, `width / 2`.
  public var translateX: Float
  /// The viewport's y scale, `-height / 2` (rows run down).
  public var scaleY: Float
  /// The viewport's y offset, `height / 2`.
  public var translateY: Float

  /// `rlOrtho(0, width, height, 0, 0, 1)` after a modelview translation,
  /// with the viewport of a `width` x `height` window.
  ///
  /// - Parameters:
  ///   - width: the window's width in pixels.
  ///   - height: the window's height in pixels.
  ///   - modelview: the translation made outside any `rlPushMatrix`.
  public init(width: Int, height: Int, modelview: (x: Float, y: Float)) {
    let w = Float(width)
    let h = Float(height)
    m0 = 2 / w
    m5 = 2 / -h
    m12 = modelview.x * m0 + -1
    m13 = modelview.y * m5 + 1
    scaleX = w / 2
    translateX = w / 2
    scaleY = -h / 2
    translateY = h / 2
  }

  /// A vertex, after rlgl's CPU transform, in clip space.
  @inlinable
  public func clip(_ x: Float, _ y: Float) -> ClipVertex {
    ClipVertex(x: m0 * x + m12, y: m5 * y + m13)
  }

  /// The window position of a vertex the clipper did not make.
  @inlinable
  public func window(_ vertex: ClipVertex) -> (x: Float, y: Float) {
    (translateX.addingProduct(vertex.x, scaleX), translateY.addingProduct(vertex.y, scaleY))
  }

  /// The window position of a vertex the clipper made.
  @inlinable
  public func windowOfClipped(_ vertex: ClipVertex) -> (x: Float, y: Float) {
    let reciprocal = 1 / vertex.w
    return (
      vertex.x * reciprocal * scaleX + translateX, vertex.y * reciprocal * scaleY + translateY
    )
  }
}
