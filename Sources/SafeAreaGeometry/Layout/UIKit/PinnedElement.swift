// Policy (seed "safe anchors"): the app lives in the safe area and the bands
// around it only extend its appearance. So whatever does not scroll pins to
// the safe anchors; a scroll view pins to the edges so its content can pass
// under the bands; a cell's content pins to the cell's edges along the scroll
// axis (rows abut) and to the safe anchors across it (text clears the notch in
// landscape).

/// What kind of element is being pinned, which decides, edge by edge,
/// whether it pins to the safe anchors or to the view's own edges.
public enum PinnedElement: Hashable, Sendable {
  /// Anything that does not scroll: toolbars, buttons, labels.
  case staticElement
  /// A scroll view, table or collection view.
  case scrollView
  /// A view inside a cell of a list scrolling along `scrollAxis`.
  case cellContent(scrollAxis: ScrollAxis)

  /// Where the element pins an edge.
  public enum AnchorSource: String, Hashable, Sendable {
    /// The safe anchor (`safeTopAnchor`, ...).
    case safeArea
    /// The view's own edge anchor (`topAnchor`, ...).
    case edge
  }

  /// Where this element pins `edge`.
  ///
  /// For cells: a vertical list pins top and bottom (and height, centre-y)
  /// to the edges and left and right (leading, trailing, width, centre-x) to
  /// the safe anchors; a horizontal list the other way round.
  ///
  /// - Parameter edge: the edge being pinned.
  public func anchorSource(for edge: RectEdge) -> AnchorSource {
    switch self {
    case .staticElement: return .safeArea
    case .scrollView: return .edge
    case .cellContent(let axis):
      let alongScrollAxis = (axis == .vertical) == edge.isHorizontal
      return alongScrollAxis ? .edge : .safeArea
    }
  }

  /// The frame an element takes when all four of its edges are pinned (with
  /// zero constants) in a view of `boundsSize` whose safe anchors are
  /// `anchors`.
  ///
  /// A plain function of values, so that a fuzzer can substitute a mutant.
  ///
  /// - Parameters:
  ///   - element: the kind of element.
  ///   - boundsSize: the containing view's (or cell's) size.
  ///   - anchors: that view's safe anchors.
  public static func pinnedFrame(
    _ element: PinnedElement, boundsSize: Size, anchors: SafeAnchors
  ) -> Rect {
    func value(_ edge: RectEdge, safe: Double, own: Double) -> Double {
      element.anchorSource(for: edge) == .safeArea ? safe : own
    }
    let top = value(.top, safe: anchors.top, own: 0)
    let left = value(.left, safe: anchors.left, own: 0)
    let bottom = value(.bottom, safe: anchors.bottom, own: boundsSize.height)
    let right = value(.right, safe: anchors.right, own: boundsSize.width)
    return Rect(
      x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
  }
}
