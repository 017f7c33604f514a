// Policy: the tree is flat (an array with parent indices, parents before
// children) rather than recursive. A fuzzer can build a hierarchy a million
// views deep; a recursive walk would overflow the stack, a forward pass over
// the array cannot. Requiring parents first also rules out cycles.

/// A UIKit view hierarchy reduced to what decides safe-area insets: each
/// view's frame in its parent's coordinates, whether it is in a window, and
/// whether it is a view controller's root view.
public struct ViewHierarchy: Hashable, Sendable {
  /// Where a view hangs.
  public enum Parent: Hashable, Sendable {
    /// A direct subview of the window; its frame is in window coordinates.
    case window
    /// Not installed in a window (a view being built, or removed); it and all
    /// its descendants report zero insets, as UIKit does.
    case detached
    /// A subview of the view at this index, which must come earlier in
    /// ``ViewHierarchy/views``.
    case view(Int)
  }

  /// One view.
  public struct View: Hashable, Sendable {
    /// The view's superview (or the window, or nothing).
    public var parent: Parent
    /// The frame in the parent's coordinate space, in points.
    public var frame: Rect
    /// For a view controller's root view, the controller's
    /// `additionalSafeAreaInsets` (possibly zero); `nil` for any other view.
    public var additionalSafeAreaInsets: EdgeInsets?

    /// Creates a view.
    ///
    /// - Parameters:
    ///   - parent: where the view hangs.
    ///   - frame: its frame in the parent's coordinates.
    ///   - additionalSafeAreaInsets: non-`nil` marks a view controller's
    ///     root view and gives the controller's extra insets.
    public init(parent: Parent, frame: Rect, additionalSafeAreaInsets: EdgeInsets? = nil) {
      self.parent = parent
      self.frame = frame
      self.additionalSafeAreaInsets = additionalSafeAreaInsets
    }

    /// Whether the view is a view controller's root view.
    @inlinable
    public var isViewControllerRoot: Bool { additionalSafeAreaInsets != nil }
  }

  /// The window's size in points (the screen, for a full-screen window).
  public var windowSize: Size
  /// The window's own safe-area insets: the device's insets in the current
  /// orientation, or tvOS overscan compensation.
  public var windowSafeAreaInsets: EdgeInsets
  /// The views, every parent before its children.
  public var views: [View]

  /// Creates a hierarchy.
  ///
  /// - Parameters:
  ///   - windowSize: the window's size in points.
  ///   - windowSafeAreaInsets: the window's safe-area insets.
  ///   - views: the views, every parent before its children.
  public init(windowSize: Size, windowSafeAreaInsets: EdgeInsets, views: [View] = []) {
    self.windowSize = windowSize
    self.windowSafeAreaInsets = windowSafeAreaInsets
    self.views = views
  }

  /// Appends a view and returns its index, for use as a later view's parent.
  @discardableResult
  public mutating func add(_ view: View) -> Int {
    views.append(view)
    return views.count - 1
  }
}
