/// A window position snapped to 1/256 pixel, with pixel centres at
/// multiples of 256: the integers the GPU (Mesa's llvmpipe, `FIXED_ORDER`
/// 8) decides coverage on.
public struct SnappedVertex: Sendable, Hashable {
  /// Subpixels from the left edge, less half a pixel.
  public var x: Int64
  /// Subpixels from the top edge, less half a pixel.
  public var y: Int64

  /// Creates a snapped vertex.
  public init(x: Int64, y: Int64) {
    self.x = x
    self.y = y
  }

  /// The subpixel units per pixel.
  public static let subpixels: Int64 = 256
  /// The largest coordinate kept, in subpixels (2^22 pixels either way):
  /// the clipper keeps every vertex inside the viewport, so only a vertex
  /// that was not clipped could go further, and the edge equations of
  /// larger values would overflow; such a vertex is clamped to it.
  public static let limit: Int64 = (1 << 30) - 1

  /// A window position snapped as llvmpipe snaps it: `(position - 0.5) *
  /// 256` in `Float`, rounded to even; `nil` when it is not finite.
  public init?(window: (x: Float, y: Float)) {
    guard let x = Self.snap(window.x), let y = Self.snap(window.y) else { return nil }
    self.init(x: x, y: y)
  }

  /// One coordinate snapped, clamped to ``limit``; `nil` for NaN and
  /// infinities.
  @inline(__always)
  public static func snap(_ position: Float) -> Int64? {
    guard position.isFinite else { return nil }
    let scaled = ((position - 0.5) * Float(subpixels)).rounded(.toNearestOrEven)
    let bound = Float(limit)
    return Int64(Swift.min(Swift.max(scaled, -bound), bound))
  }
}
