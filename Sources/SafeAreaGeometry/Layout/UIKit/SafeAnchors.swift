// Policy: the anchors are values (positions in the view's own coordinates),
// not constraints: pinning an edge to an anchor means the edge takes that
// value. The fallback follows the seeds: before iOS 11 the safe anchors are
// the view's own edges, or, for a view controller's root view, the top and
// bottom layout guides (status bar and bar heights) vertically and the
// edges horizontally. A crossing pair collapses to a line at the top (left)
// anchor, so width and height are never negative.

/// A view's safe anchors (`safeTopAnchor`, `safeLeadingAnchor`, ...), with the
/// fallback for OS versions before the safe-area API.
public struct SafeAnchors: Hashable, Sendable {
  /// The top anchor's y.
  public var top: Double
  /// The left anchor's x.
  public var left: Double
  /// The bottom anchor's y.
  public var bottom: Double
  /// The right anchor's x.
  public var right: Double
  /// The layout direction that maps leading and trailing.
  public var direction: LayoutDirection

  /// Creates anchors from their positions in the view's coordinates.
  public init(
    top: Double, left: Double, bottom: Double, right: Double,
    direction: LayoutDirection = .leftToRight
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.direction = direction
  }

  /// The leading anchor's x (left under left-to-right).
  @inlinable
  public var leading: Double { direction == .leftToRight ? left : right }
  /// The trailing anchor's x (right under left-to-right).
  @inlinable
  public var trailing: Double { direction == .leftToRight ? right : left }
  /// The width anchor's value.
  @inlinable
  public var width: Double { right - left }
  /// The height anchor's value.
  @inlinable
  public var height: Double { bottom - top }
  /// The centre-x anchor's x.
  @inlinable
  public var centerX: Double { left + width / 2 }
  /// The centre-y anchor's y.
  @inlinable
  public var centerY: Double { top + height / 2 }
  /// The rectangle the four edge anchors enclose.
  @inlinable
  public var frame: Rect { Rect(x: left, y: top, width: width, height: height) }

  /// The top and bottom layout guides of a view controller before iOS 11:
  /// how far the status and navigation bars reach down and the tab or
  /// tool bar reaches up.
  public struct LegacyLayoutGuides: Hashable, Sendable {
    /// `topLayoutGuide.length`.
    public var topLength: Double
    /// `bottomLayoutGuide.length`.
    public var bottomLength: Double

    /// Creates the guides from their lengths.
    public init(topLength: Double, bottomLength: Double) {
      self.topLength = topLength
      self.bottomLength = bottomLength
    }
  }

  /// Resolves the safe anchors of a view.
  ///
  /// - Parameters:
  ///   - boundsSize: the view's size.
  ///   - safeAreaInsets: the view's safe-area insets (ignored before the
  ///     safe-area API, where the OS has none to give).
  ///   - osVersion: the OS the app runs on.
  ///   - direction: the layout direction.
  ///   - legacyGuides: for a view controller's root view before iOS 11, the
  ///     top and bottom layout guides; `nil` pins to the view's own edges.
  public static func resolve(
    boundsSize: Size, safeAreaInsets: EdgeInsets, osVersion: OSVersion,
    direction: LayoutDirection = .leftToRight, legacyGuides: LegacyLayoutGuides? = nil
  ) -> SafeAnchors {
    let insets: EdgeInsets
    if osVersion.hasSafeAreaAPI {
      insets = safeAreaInsets
    } else if let legacyGuides {
      insets = EdgeInsets(
        top: legacyGuides.topLength, left: 0, bottom: legacyGuides.bottomLength, right: 0)
    } else {
      insets = .zero
    }
    return SafeAnchors(
      top: insets.top, left: insets.left,
      bottom: Swift.max(insets.top, boundsSize.height - insets.bottom),
      right: Swift.max(insets.left, boundsSize.width - insets.right), direction: direction)
  }
}
