// Policy: insets are computed per edge and clamped twice: each edge to
// [0, the view's extent], then the far edge (bottom, right) so that opposite
// edges together never exceed the extent. A parent whose insets cross
// (possible only for the window, whose insets are given) is read as having a
// safe band collapsed onto its top (left) inset line, so a child never sees
// more unsafe area than it has.

extension ViewHierarchy {
  /// The safe-area insets of every view, in the order of ``views``.
  ///
  /// The rule (UIKit's safe-area layout guide): a view's insets are the part
  /// of its parent's unsafe region that its frame overlaps, per edge, clamped
  /// to zero and to the view's own size; a view entirely inside its parent's
  /// safe area gets zeros; a view not in a window gets zeros; a view
  /// controller's root view adds `additionalSafeAreaInsets` (only once it is
  /// in a window: before that, the guide matches the view's edges).
  ///
  /// - Throws: ``GeometryError`` naming the first bad input: a window size or
  ///   inset, a frame coordinate, or an additional inset that is NaN,
  ///   infinite or negative (origins may be negative), or a parent index that
  ///   does not refer to an earlier view.
  public func safeAreaInsets() throws(GeometryError) -> [EdgeInsets] {
    try Self.safeAreaInsets(
      windowSize: windowSize, windowSafeAreaInsets: windowSafeAreaInsets, views: views)
  }

  /// The safe-area insets of every view; see ``safeAreaInsets()``.
  ///
  /// A plain function of values, so that a fuzzer can substitute a mutant.
  ///
  /// - Parameters:
  ///   - windowSize: the window's size in points.
  ///   - windowSafeAreaInsets: the window's own safe-area insets.
  ///   - views: the views, every parent before its children.
  public static func safeAreaInsets(
    windowSize: Size, windowSafeAreaInsets: EdgeInsets, views: [View]
  ) throws(GeometryError) -> [EdgeInsets] {
    _ = try windowSize.width.requireNonNegative("windowSize.width")
    _ = try windowSize.height.requireNonNegative("windowSize.height")
    _ = try windowSafeAreaInsets.validated(name: "windowSafeAreaInsets")
    var result: [EdgeInsets] = []
    result.reserveCapacity(views.count)
    var inWindow: [Bool] = []
    inWindow.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      try validate(view, at: index)
      let parentSize: Size
      let parentInsets: EdgeInsets
      let isInWindow: Bool
      switch view.parent {
      case .window:
        (parentSize, parentInsets, isInWindow) = (windowSize, windowSafeAreaInsets, true)
      case .detached:
        (parentSize, parentInsets, isInWindow) = (.zero, .zero, false)
      case .view(let parent):
        (parentSize, parentInsets, isInWindow) =
          (views[parent].frame.size, result[parent], inWindow[parent])
      }
      inWindow.append(isInWindow)
      guard isInWindow else {
        result.append(.zero)
        continue
      }
      let inherited = subviewSafeAreaInsets(
        parentSize: parentSize, parentInsets: parentInsets, frame: view.frame)
      result.append(
        addingAdditionalSafeAreaInsets(
          view.additionalSafeAreaInsets ?? .zero, to: inherited, size: view.frame.size))
    }
    return result
  }

  /// The insets a subview inherits: the part of its parent's unsafe region
  /// that its frame overlaps, per edge.
  ///
  /// Example (UIKit's documentation): under a 59 pt top inset, a subview
  /// whose top is at 20 gets a top inset of 39; one whose top is at 59 or
  /// below gets 0.
  ///
  /// - Parameters:
  ///   - parentSize: the parent's bounds size.
  ///   - parentInsets: the parent's own safe-area insets.
  ///   - frame: the subview's frame in the parent's coordinates.
  /// - Returns: insets with each edge in `0...extent` and opposite edges
  ///   summing to at most the extent.
  public static func subviewSafeAreaInsets(
    parentSize: Size, parentInsets: EdgeInsets, frame: Rect
  ) -> EdgeInsets {
    let safeMinY = parentInsets.top
    let safeMaxY = Swift.max(safeMinY, parentSize.height - parentInsets.bottom)
    let safeMinX = parentInsets.left
    let safeMaxX = Swift.max(safeMinX, parentSize.width - parentInsets.right)
    let raw = EdgeInsets(
      top: safeMinY - frame.minY, left: safeMinX - frame.minX,
      bottom: frame.maxY - safeMaxY, right: frame.maxX - safeMaxX)
    return clamped(raw, to: frame.size)
  }

  /// A view controller root view's insets: the inherited ones plus the
  /// controller's `additionalSafeAreaInsets`, clamped to the view's size.
  ///
  /// - Parameters:
  ///   - additional: the controller's additional insets (zero for a view
  ///     that is not a controller's root view).
  ///   - inherited: the insets from ``subviewSafeAreaInsets(parentSize:parentInsets:frame:)``.
  ///   - size: the view's size.
  public static func addingAdditionalSafeAreaInsets(
    _ additional: EdgeInsets, to inherited: EdgeInsets, size: Size
  ) -> EdgeInsets {
    clamped(
      EdgeInsets(
        top: inherited.top + additional.top, left: inherited.left + additional.left,
        bottom: inherited.bottom + additional.bottom, right: inherited.right + additional.right),
      to: size)
  }

  /// Clamps each edge to `0...extent`, then the far edges so that opposite
  /// edges never sum past the extent.
  static func clamped(_ insets: EdgeInsets, to size: Size) -> EdgeInsets {
    let top = clamp(insets.top, to: size.height)
    let left = clamp(insets.left, to: size.width)
    return EdgeInsets(
      top: top, left: left,
      bottom: farEdge(insets.bottom, near: top, extent: size.height),
      right: farEdge(insets.right, near: left, extent: size.width))
  }

  /// `far` clamped so that `near + far <= extent` holds in floating point,
  /// not only in real numbers: `extent - near` can round up by an ulp, and
  /// the sum with it can then exceed the extent. A few steps down fix that
  /// (the rounding error is at most an ulp of `extent`).
  static func farEdge(_ far: Double, near: Double, extent: Double) -> Double {
    var value = clamp(far, to: extent - near)
    var steps = 0
    while near + value > extent, value > 0, steps < 8 {
      value = value.nextDown
      steps += 1
    }
    return Swift.max(value, 0)
  }

  /// `value` clamped to `0...limit`; NaN (which validated input never gives)
  /// reads as zero.
  static func clamp(_ value: Double, to limit: Double) -> Double {
    guard value > 0 else { return 0 }
    return Swift.min(value, Swift.max(limit, 0))
  }

  private static func validate(_ view: View, at index: Int) throws(GeometryError) {
    let name = "views[\(index)]"
    _ = try view.frame.minX.requireFinite("\(name).frame.x")
    _ = try view.frame.minY.requireFinite("\(name).frame.y")
    _ = try view.frame.width.requireNonNegative("\(name).frame.width")
    _ = try view.frame.height.requireNonNegative("\(name).frame.height")
    if let additional = view.additionalSafeAreaInsets {
      _ = try additional.validated(name: "\(name).additionalSafeAreaInsets")
    }
    if case .view(let parent) = view.parent, !(0..<index).contains(parent) {
      throw .invalidParameter(
        name: "\(name).parent", value: parent,
        expected: "the index of an earlier view (0..<\(index))")
    }
  }
}
