// Policy: a safe region is either a rectangle with area or explicitly empty.
// Insets that meet or cross each other (a landscape status bar on a tiny
// window, a fuzzer's huge values) never produce a negative size; they produce
// `frame == nil` and `isEmpty == true`, which a host must check before it
// hands the region to a scene as its screen. An extent is the screen's minus
// the sum of the two insets across it, so whether a region is empty does not
// depend on which side is called left: rotating the inputs commutes exactly.

/// The part of a screen outside every unsafe band, in points.
public struct SafeRegion: Hashable, Sendable {
  /// The whole screen, in points.
  public let screen: Size
  /// The insets the region was computed from.
  public let insets: EdgeInsets
  /// The safe rectangle in screen coordinates, or `nil` when the insets
  /// leave no area.
  public let frame: Rect?

  /// Computes the safe region of a screen.
  ///
  /// The frame's width is `screen.width - (insets.left + insets.right)` and
  /// its height `screen.height - (insets.top + insets.bottom)`; when either
  /// is not positive the region is empty. Summing the opposite insets first
  /// makes the result independent of their order, so a rotated screen with
  /// rotated insets is empty exactly when the original is.
  ///
  /// - Parameters:
  ///   - screen: the screen size in points; finite and not negative.
  ///   - insets: the safe-area insets; finite and not negative.
  /// - Throws: ``GeometryError`` naming the first value that is NaN,
  ///   infinite or negative.
  public init(screen: Size, insets: EdgeInsets) throws(GeometryError) {
    _ = try screen.width.requireNonNegative("screen.width")
    _ = try screen.height.requireNonNegative("screen.height")
    _ = try insets.validated()
    self.screen = screen
    self.insets = insets
    // Each extent subtracts the *sum* of its two insets. Floating-point
    // addition commutes exactly, so swapping the sides (a rotation) gives a
    // bit-identical extent; `width - left - right` would not: 810 - 186.33...
    // - 623.66... is 0 but 810 - 623.66... - 186.33... is 2.8e-14.
    let width = screen.width - (insets.left + insets.right)
    let height = screen.height - (insets.top + insets.bottom)
    if width > 0, height > 0, width.isFinite, height.isFinite {
      frame = Rect(x: insets.left, y: insets.top, width: width, height: height)
    } else {
      frame = nil
    }
  }

  /// Whether the insets leave no area.
  @inlinable
  public var isEmpty: Bool { frame == nil }

  /// The same region after rotating the screen and its insets together.
  ///
  /// Rotation commutes with taking the safe region: rotating the inputs and
  /// recomputing gives the rotated frame. (A device's real landscape insets
  /// are data, see ``Device/safeInsets(in:)``; this is geometry.)
  public func rotated(by turn: QuarterTurn) -> SafeRegion {
    // Inputs were validated on the way in and rotation only permutes them.
    (try? SafeRegion(screen: screen.rotated(by: turn), insets: insets.rotated(by: turn)))
      ?? self
  }
}

extension SafeRegion: CustomStringConvertible {
  /// The frame, or `empty`, with the screen and insets it came from.
  public var description: String {
    let body = frame.map(\.description) ?? "empty"
    return "\(body) (screen \(screen), insets \(insets))"
  }
}
