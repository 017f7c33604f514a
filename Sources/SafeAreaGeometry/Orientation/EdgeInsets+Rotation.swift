extension EdgeInsets {
  /// The insets after rotating the screen they belong to.
  ///
  /// A clockwise quarter turn carries the top edge to the right, the right to
  /// the bottom, the bottom to the left and the left to the top, matching
  /// ``Point/rotated(by:in:)``. Real devices do not obey this (a phone's
  /// landscape insets are data: the home indicator is 34 pt upright but 21 pt
  /// sideways); this is the pure geometric rotation.
  @inlinable
  public func rotated(by turn: QuarterTurn) -> EdgeInsets {
    switch turn {
    case .identity: return self
    case .clockwise: return EdgeInsets(top: left, left: bottom, bottom: right, right: top)
    case .halfTurn: return EdgeInsets(top: bottom, left: right, bottom: top, right: left)
    case .counterclockwise: return EdgeInsets(top: right, left: top, bottom: left, right: bottom)
    }
  }

  /// Rotates the insets in place; see ``rotated(by:)``.
  @inlinable
  public mutating func rotate(by turn: QuarterTurn) {
    self = rotated(by: turn)
  }
}
