// Policy: with `insetsLayoutMarginsFromSafeArea` the margins are added to the
// safe-area insets edge by edge (UIKit reports the sum from `layoutMargins`),
// so a margin is always measured from the safe area, never swallowed by it.
// The guide never inverts: when margins cross, the guide collapses to a line
// at the leading (top) margin instead of getting a negative size.

/// A view's layout margins: directional insets, optionally measured from the
/// safe area, as `directionalLayoutMargins` and
/// `insetsLayoutMarginsFromSafeArea` configure them.
public struct LayoutMargins: Hashable, Sendable {
  /// The margins as set, by reading direction.
  public var margins: DirectionalEdgeInsets
  /// Whether the margins are measured from the safe area rather than from
  /// the view's edges (UIKit's default is `true`).
  public var insetsFromSafeArea: Bool

  /// Creates margins.
  ///
  /// - Parameters:
  ///   - margins: the directional margins; UIKit's default is 8 pt a side.
  ///   - insetsFromSafeArea: whether they are measured from the safe area.
  public init(
    margins: DirectionalEdgeInsets = LayoutMargins.defaultMargins, insetsFromSafeArea: Bool = true
  ) {
    self.margins = margins
    self.insetsFromSafeArea = insetsFromSafeArea
  }

  /// UIKit's default margins for a plain view: 8 pt on every side.
  public static let defaultMargins = DirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)

  /// The effective margins on physical edges, measured from the view's
  /// edges (what `layoutMargins` reports).
  ///
  /// - Parameters:
  ///   - safeAreaInsets: the view's safe-area insets.
  ///   - direction: the layout direction that maps leading and trailing.
  public func effectiveInsets(
    safeAreaInsets: EdgeInsets, direction: LayoutDirection
  ) -> EdgeInsets {
    let physical = margins.resolved(for: direction)
    guard insetsFromSafeArea else { return physical }
    return EdgeInsets(
      top: safeAreaInsets.top + physical.top, left: safeAreaInsets.left + physical.left,
      bottom: safeAreaInsets.bottom + physical.bottom,
      right: safeAreaInsets.right + physical.right)
  }

  /// The layout margins guide's frame in the view's bounds.
  ///
  /// - Parameters:
  ///   - boundsSize: the view's size.
  ///   - safeAreaInsets: the view's safe-area insets.
  ///   - direction: the layout direction that maps leading and trailing.
  /// - Returns: the rectangle inside the margins; its size is never
  ///   negative (crossing margins collapse it to a line).
  public func guideFrame(
    boundsSize: Size, safeAreaInsets: EdgeInsets, direction: LayoutDirection
  ) -> Rect {
    let insets = effectiveInsets(safeAreaInsets: safeAreaInsets, direction: direction)
    return Rect(
      x: insets.left, y: insets.top,
      width: Swift.max(0, boundsSize.width - insets.left - insets.right),
      height: Swift.max(0, boundsSize.height - insets.top - insets.bottom))
  }
}
