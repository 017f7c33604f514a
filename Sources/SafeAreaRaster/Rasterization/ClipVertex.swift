/// A vertex in GL clip space, as the vertex shader leaves it (`w` is 1 for
/// every 2D shape; the clipper interpolates it like the others).
public struct ClipVertex: Sendable, Hashable {
  /// Clip-space x: -w at the viewport's left edge, w at its right.
  public var x: Float
  /// Clip-space y: w at the viewport's top edge, -w at its bottom.
  public var y: Float
  /// The homogeneous coordinate.
  public var w: Float

  /// Creates a vertex.
  public init(x: Float, y: Float, w: Float = 1) {
    self.x = x
    self.y = y
    self.w = w
  }

  /// The viewport planes the vertex lies outside of, one bit each, in the
  /// order Mesa clips against them: x > w, x < -w, y > w, y < -w.
  @inlinable
  public var outside: UInt8 {
    var mask: UInt8 = 0
    if x > w { mask |= 1 }
    if x < -w { mask |= 2 }
    if y > w { mask |= 4 }
    if y < -w { mask |= 8 }
    return mask
  }
}
