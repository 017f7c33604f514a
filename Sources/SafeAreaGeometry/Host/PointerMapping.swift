// Policy: a fix that moves a coordinate system has to move everything
// expressed in it. The host translates drawing down into the safe region, so
// input must be translated up out of it by the same origin, for every touch
// point, not just the first. `sceneCoordinates(of:)` and
// `screenCoordinates(of:)` are exact inverses whenever the subtraction is
// exact (whole and half pixels, any value representable with the region's
// origin); for arbitrary doubles they agree within one rounding of the
// larger magnitude. They are methods of the region, the coordinate space
// they convert into and out of; the free functions of earlier releases
// (`intoSafeRegion`, `belowSafeArea`) forward to them, deprecated.

extension PixelRect {
  /// Moves a screen point (as the hardware reports it) into the scene
  /// coordinates of this region (origin at its top-left corner).
  ///
  /// - Parameter point: the touch position in screen pixels.
  @inlinable
  public func sceneCoordinates(of point: Point) -> Point {
    Point(x: point.x - Double(x), y: point.y - Double(y))
  }

  /// A touch in scene coordinates when it lands on a pixel of this region,
  /// `nil` when it lands in the bands around it.
  ///
  /// A host hands the scene only the touches the scene could have drawn
  /// under: a tap on the status bar or the home indicator belongs to the
  /// system, and a scene that reacted to it would act on a point it never
  /// showed. The pixel under a touch is the one whose square holds it
  /// (`floor` of each coordinate), so a touch on the region's right or bottom
  /// edge lands in the band beyond, as the pixels do. NaN, infinities and
  /// coordinates beyond `Int`'s range land on no pixel.
  ///
  /// - Parameter point: the touch position in screen pixels.
  @inlinable
  public func sceneTouch(_ point: Point) -> Point? {
    guard let column = Int(exactly: point.x.rounded(.down)),
      let row = Int(exactly: point.y.rounded(.down)), contains(x: column, y: row)
    else { return nil }
    return sceneCoordinates(of: point)
  }

  /// Moves every touch point into scene coordinates, in order.
  ///
  /// Multi-touch reports several positions per frame; mapping only the first
  /// is a known bug shape, so this maps them all.
  @inlinable
  public func sceneCoordinates(of points: [Point]) -> [Point] {
    points.map { sceneCoordinates(of: $0) }
  }

  /// Moves a screen rectangle into scene coordinates; the inverse of
  /// ``screenCoordinates(of:)-(Rect)``.
  @inlinable
  public func sceneCoordinates(of rect: Rect) -> Rect {
    Rect(origin: sceneCoordinates(of: rect.origin), size: rect.size)
  }

  /// Moves a point the scene computed back into screen coordinates; the
  /// inverse of ``sceneCoordinates(of:)-(Point)``.
  @inlinable
  public func screenCoordinates(of point: Point) -> Point {
    Point(x: point.x + Double(x), y: point.y + Double(y))
  }

  /// Moves a rectangle computed in scene coordinates into screen
  /// coordinates (for hit-testing host chrome laid out for the scene's
  /// space).
  @inlinable
  public func screenCoordinates(of rect: Rect) -> Rect {
    Rect(origin: screenCoordinates(of: rect.origin), size: rect.size)
  }
}

/// Moves a screen point into scene coordinates; the same as
/// `region.sceneCoordinates(of: point)`.
@available(*, deprecated, renamed: "PixelRect.sceneCoordinates(of:self:)")
@inlinable
public func intoSafeRegion(_ point: Point, region: PixelRect) -> Point {
  region.sceneCoordinates(of: point)
}

/// Moves every touch point into scene coordinates; the same as
/// `region.sceneCoordinates(of: points)`.
@available(*, deprecated, renamed: "PixelRect.sceneCoordinates(of:self:)")
@inlinable
public func intoSafeRegion(_ points: [Point], region: PixelRect) -> [Point] {
  region.sceneCoordinates(of: points)
}

/// Moves a screen rectangle into scene coordinates; the same as
/// `region.sceneCoordinates(of: rect)`.
@available(*, deprecated, renamed: "PixelRect.sceneCoordinates(of:self:)")
@inlinable
public func intoSafeRegion(_ rect: Rect, region: PixelRect) -> Rect {
  region.sceneCoordinates(of: rect)
}

/// Moves a scene point back into screen coordinates; the same as
/// `region.screenCoordinates(of: point)`.
@available(*, deprecated, renamed: "PixelRect.screenCoordinates(of:self:)")
@inlinable
public func belowSafeArea(_ point: Point, region: PixelRect) -> Point {
  region.screenCoordinates(of: point)
}

/// Moves a scene rectangle into screen coordinates; the same as
/// `region.screenCoordinates(of: rect)`.
@available(*, deprecated, renamed: "PixelRect.screenCoordinates(of:self:)")
@inlinable
public func belowSafeArea(_ rect: Rect, region: PixelRect) -> Rect {
  region.screenCoordinates(of: rect)
}
