// Policy: a fix that moves a coordinate system has to move everything
// expressed in it. The host translates drawing down into the safe region, so
// input must be translated up out of it by the same origin, for every touch
// point, not just the first. `intoSafeRegion` and `belowSafeArea` are exact
// inverses whenever the subtraction is exact (whole and half pixels, any
// value representable with the region's origin); for arbitrary doubles they
// agree within one rounding of the larger magnitude.

/// Moves a screen point (as the hardware reports it) into scene coordinates.
///
/// - Parameters:
///   - point: the touch position in screen pixels.
///   - region: the safe region the scene draws into.
@inlinable
public func intoSafeRegion(_ point: Point, region: PixelRect) -> Point {
  Point(x: point.x - Double(region.x), y: point.y - Double(region.y))
}

/// Moves every touch point into scene coordinates.
///
/// Multi-touch reports several positions per frame; mapping only the first
/// is a known bug shape, so this maps them all, in order.
@inlinable
public func intoSafeRegion(_ points: [Point], region: PixelRect) -> [Point] {
  points.map { intoSafeRegion($0, region: region) }
}

/// Moves a point the scene computed back into screen coordinates.
@inlinable
public func belowSafeArea(_ point: Point, region: PixelRect) -> Point {
  Point(x: point.x + Double(region.x), y: point.y + Double(region.y))
}

/// Moves a rectangle the host computed in region coordinates into screen
/// coordinates (for hit-testing host chrome laid out for the scene's space).
@inlinable
public func belowSafeArea(_ rect: Rect, region: PixelRect) -> Rect {
  Rect(origin: belowSafeArea(rect.origin, region: region), size: rect.size)
}

/// Moves a screen rectangle into region coordinates; the inverse of
/// ``belowSafeArea(_:region:)-(Rect,_)``.
@inlinable
public func intoSafeRegion(_ rect: Rect, region: PixelRect) -> Rect {
  Rect(origin: intoSafeRegion(rect.origin, region: region), size: rect.size)
}
