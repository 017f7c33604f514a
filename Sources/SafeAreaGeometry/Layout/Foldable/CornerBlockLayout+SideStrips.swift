extension CornerBlockLayout {
  /// The side strip on `edge`: a side whose inset exists only because of a
  /// corner block (seed: `layout.sideStrip(edge:)`).
  ///
  /// UIKit widens a corner block into a full-edge inset; the strip is that
  /// inset's column minus the blocks on its side: x across the inset, y from
  /// the top block's bottom (or 0) to the bottom block's top (or the window's
  /// height). FP: right strip x 382..466, y 170..678; FL: x 594..678,
  /// y 0..384; FR: left strip x 0..84, y 84..466.
  ///
  /// - Parameters:
  ///   - edge: the side.
  ///   - layout: the window's layout.
  /// - Returns: `nil` when that side has no inset, no block, or no height
  ///   left between its blocks (so always `nil` without reserved corners).
  public static func sideStrip(_ edge: HorizontalEdge, in layout: CornerBlockLayout) -> Rect? {
    let corners = layout.reservedCorners
    let topBlock = corners[.on(edge, top: true)]
    let bottomBlock = corners[.on(edge, top: false)]
    guard topBlock != nil || bottomBlock != nil else { return nil }
    let inset = SideInsets(layout.safeInsets)[edge]
    guard inset > 0 else { return nil }
    let width = layout.windowSize.width
    let height = layout.windowSize.height
    let minY = topBlock?.size.height ?? 0
    let maxY = height - (bottomBlock?.size.height ?? 0)
    guard maxY > minY else { return nil }
    let minX = edge == .left ? 0 : width - inset
    return Rect(x: minX, y: minY, width: inset, height: maxY - minY)
  }

  /// The side strip on `edge`; see ``sideStrip(_:in:)``.
  public func sideStrip(_ edge: HorizontalEdge) -> Rect? {
    Self.sideStrip(edge, in: self)
  }
}
