// Policy: an axis is scrollable when the content plus its insets is longer
// than the bounds, or when the scroll view always bounces along it (UIKit's
// reading of "scrollable" for `scrollableAxes`). Adjustment adds the safe
// inset to `contentInset` edge by edge; the scroll view's frame is not
// touched (it stays pinned to the edges, see ``PinnedElement``).

/// How a scroll view folds the safe area into its content inset, as
/// `UIScrollView.contentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable, Codable {
  /// Like ``scrollableAxes``, except that the vertical insets are always
  /// adjusted when the scroll view is the content of a view controller shown
  /// by a navigation or tab bar controller.
  case automatic
  /// Adjusts only along axes the content actually scrolls on.
  case scrollableAxes
  /// Never adjusts: the content inset is used as given.
  case never
  /// Always adds the safe-area insets on every edge.
  case always

  /// A scroll view's geometry, as far as adjustment cares.
  public struct ScrollGeometry: Hashable, Sendable {
    /// The scroll view's bounds size.
    public var boundsSize: Size
    /// The content size.
    public var contentSize: Size
    /// The `contentInset` the app set.
    public var contentInset: EdgeInsets
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal: Bool
    /// `alwaysBounceVertical`.
    public var alwaysBounceVertical: Bool
    /// Whether the scroll view is the content of a view controller inside a
    /// navigation or tab bar controller (what `.automatic` looks at).
    public var isBarControllerContent: Bool

    /// Creates the geometry.
    public init(
      boundsSize: Size, contentSize: Size, contentInset: EdgeInsets = .zero,
      alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false,
      isBarControllerContent: Bool = false
    ) {
      self.boundsSize = boundsSize
      self.contentSize = contentSize
      self.contentInset = contentInset
      self.alwaysBounceHorizontal = alwaysBounceHorizontal
      self.alwaysBounceVertical = alwaysBounceVertical
      self.isBarControllerContent = isBarControllerContent
    }

    /// Whether the content scrolls along `axis`.
    public func isScrollable(along axis: ScrollAxis) -> Bool {
      switch axis {
      case .horizontal:
        return alwaysBounceHorizontal
          || contentSize.width + contentInset.left + contentInset.right > boundsSize.width
      case .vertical:
        return alwaysBounceVertical
          || contentSize.height + contentInset.top + contentInset.bottom > boundsSize.height
      }
    }
  }

  /// Whether this behaviour adjusts the insets along `axis`.
  ///
  /// - Parameters:
  ///   - axis: the axis in question.
  ///   - geometry: the scroll view's geometry.
  public func adjusts(_ axis: ScrollAxis, in geometry: ScrollGeometry) -> Bool {
    switch self {
    case .never: return false
    case .always: return true
    case .scrollableAxes: return geometry.isScrollable(along: axis)
    case .automatic:
      if axis == .vertical, geometry.isBarControllerContent { return true }
      return geometry.isScrollable(along: axis)
    }
  }

  /// The scroll view's `adjustedContentInset`.
  ///
  /// A plain function of values, so that a fuzzer can substitute a mutant.
  ///
  /// - Parameters:
  ///   - behavior: the adjustment behaviour.
  ///   - geometry: the scroll view's geometry and content inset.
  ///   - safeAreaInsets: the scroll view's own safe-area insets.
  /// - Returns: `contentInset` plus the safe-area insets on the edges of
  ///   every adjusted axis.
  public static func adjustedContentInset(
    behavior: ContentInsetAdjustmentBehavior, geometry: ScrollGeometry,
    safeAreaInsets: EdgeInsets
  ) -> EdgeInsets {
    var result = geometry.contentInset
    if behavior.adjusts(.vertical, in: geometry) {
      result.top += safeAreaInsets.top
      result.bottom += safeAreaInsets.bottom
    }
    if behavior.adjusts(.horizontal, in: geometry) {
      result.left += safeAreaInsets.left
      result.right += safeAreaInsets.right
    }
    return result
  }
}
