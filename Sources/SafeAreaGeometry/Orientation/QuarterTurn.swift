/// A rotation by a whole number of quarter turns, clockwise on screen.
///
/// Screens only ever rotate by quarter turns, so the engine never needs a
/// trigonometric rotation and every rotation is exact.
public enum QuarterTurn: Int, CaseIterable, Hashable, Sendable, Codable {
  /// No rotation.
  case identity = 0
  /// A quarter turn clockwise: the top edge becomes the right edge.
  case clockwise = 1
  /// A half turn: the top edge becomes the bottom edge.
  case halfTurn = 2
  /// A quarter turn counterclockwise: the top edge becomes the left edge.
  case counterclockwise = 3

  /// The rotation that undoes this one.
  @inlinable
  public var inverse: QuarterTurn { QuarterTurn(turns: 4 - rawValue) }

  /// Whether the rotation swaps width and height.
  @inlinable
  public var swapsAxes: Bool { rawValue & 1 == 1 }

  /// This rotation followed by `other`.
  @inlinable
  public func followed(by other: QuarterTurn) -> QuarterTurn {
    QuarterTurn(turns: rawValue + other.rawValue)
  }

  /// The rotation by `turns` quarter turns clockwise; any integer is taken
  /// modulo four, negative ones counterclockwise.
  @inlinable
  public init(turns: Int) {
    let reduced = ((turns % 4) + 4) % 4
    self = QuarterTurn(rawValue: reduced) ?? .identity
  }
}
