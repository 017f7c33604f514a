// Policy: one intersection for both rectangles. `Rect` (points, `Double`)
// and `PixelRect` (pixels, `Int`) overlap by the same rule: the larger of
// the near edges, the smaller of the far edges, `nil` unless both spans are
// positive (empty is `nil`, edge-touching is not overlap). Only two things
// differ by scalar, and each type states its own:
// - which rectangles can overlap at all: any with area for pixels; for
//   points only finite ones too (`max` and `min` would silently drop a NaN,
//   and an infinite rectangle has no area a scissor could hold);
// - how a span between two edges becomes an extent without trapping or
//   reaching outside an operand. Pixels saturate: `right - left` can pass
//   `Int.max` (edges near both limits), and the clamped width still ends
//   inside both operands, so the scissor clips more, never less. Points have
//   no saturation: a span past `Double.greatestFiniteMagnitude` is infinite,
//   so it is `nil`, and a rounded span is stepped down an ulp so the far
//   edge stays inside both operands.
// The shared code is generic over an internal protocol and `@inlinable`: a
// release build specializes it into each caller (the same instruction
// counts as the two copies it replaced); a debug build reaches the edges
// through the protocol's witnesses, about 350 instructions more an
// intersection, at most 1.7% of a case of the properties that intersect
// (results/one-intersection). Neither type can be converted to the other
// instead: `Double` holds `Int` edges exactly only to 2^53, and a pixel
// span saturates where a point span must be refused.

/// A rectangle intersected by its edges: ``Rect`` and ``PixelRect``.
@usableFromInline
protocol EdgeRectangle {
  /// The scalar of its edges.
  associatedtype Edge: Comparable
  /// The left edge.
  var minX: Edge { get }
  /// The top edge.
  var minY: Edge { get }
  /// The right edge.
  var maxX: Edge { get }
  /// The bottom edge.
  var maxY: Edge { get }
  /// The empty rectangle at the origin, what a failed in-place
  /// intersection leaves.
  static var zero: Self { get }
  /// Whether the rectangle can share area with another at all.
  var canOverlap: Bool { get }
  /// The rectangle between the edges, which the caller has checked are in
  /// order (`right > left`, `bottom > top`), or `nil` when its extent cannot
  /// be held without leaving those edges.
  static func spanning(left: Edge, top: Edge, right: Edge, bottom: Edge) -> Self?
}

extension EdgeRectangle {
  /// The overlap of two rectangles, or `nil` when it has no area.
  @inlinable
  func overlap(_ other: Self) -> Self? {
    guard canOverlap, other.canOverlap else { return nil }
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return Self.spanning(left: left, top: top, right: right, bottom: bottom)
  }

  /// Replaces this rectangle with its overlap with `other`, or ``zero``
  /// when there is none; returns whether an overlap remained.
  @inlinable
  mutating func formOverlap(_ other: Self) -> Bool {
    guard let overlap = overlap(other) else {
      self = .zero
      return false
    }
    self = overlap
    return true
  }
}
