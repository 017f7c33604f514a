/// Insets whose horizontal edges are named by reading direction, as UIKit's
/// `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the edge where reading starts.
  public var leading: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the edge where reading ends.
  public var trailing: Double

  /// Creates insets from their four distances.
  @inlinable
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any side.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same insets on physical edges: leading is left under left-to-right
  /// and right under right-to-left.
  ///
  /// - Parameter direction: the layout direction in effect.
  @inlinable
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight: return EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: return EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}
