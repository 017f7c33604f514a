// Policy: an orientation is an interface orientation, and insets are given in
// interface coordinates, as UIKit reports them. The physical notch follows
// the device: turning a phone into `.landscapeLeft` (home button, or home
// indicator, on the left) turns the physical top edge to the right of the
// interface, which is a clockwise quarter turn of the portrait screen.

/// The orientation of the interface relative to the device held upright.
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
  /// Upright, the notch at the top.
  case portrait
  /// Upside down, the notch at the bottom.
  case portraitUpsideDown
  /// Landscape with the home indicator on the left, the notch on the right.
  case landscapeLeft
  /// Landscape with the home indicator on the right, the notch on the left.
  case landscapeRight

  /// Whether the interface is wider than tall on a phone.
  @inlinable
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the interface is taller than wide on a phone.
  @inlinable
  public var isPortrait: Bool { !isLandscape }

  /// The rotation that carries portrait screen coordinates into this
  /// orientation's coordinates.
  @inlinable
  public var rotationFromPortrait: QuarterTurn {
    switch self {
    case .portrait: return .identity
    case .landscapeLeft: return .clockwise
    case .portraitUpsideDown: return .halfTurn
    case .landscapeRight: return .counterclockwise
    }
  }

  /// The rotation that carries this orientation's coordinates into
  /// `other`'s.
  @inlinable
  public func rotation(to other: Orientation) -> QuarterTurn {
    rotationFromPortrait.inverse.followed(by: other.rotationFromPortrait)
  }
}
