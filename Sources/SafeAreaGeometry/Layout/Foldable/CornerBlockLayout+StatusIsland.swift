// Policy: the island is derived, not stored: it is a top corner block on a
// side with no side inset while the top inset is not zero (UIKit widened it
// into the top inset, not a side one). Only UP's 134x82 block qualifies in the
// table. A row's control slides clear of it continuously: fully shifted while
// the row overlaps the island, unshifted a whole row height below it, linear
// in between, so it never sits under the island and never jumps.

extension CornerBlockLayout {
  /// The status island's frame (seed: `layout.topBarStatusIsland`), or `nil`.
  ///
  /// - Parameter layout: the window's layout.
  public static func statusIsland(in layout: CornerBlockLayout) -> Rect? {
    statusIslandBlock(in: layout)?.frame(in: layout.windowSize)
  }

  /// The block that forms the status island, the right-hand one first.
  static func statusIslandBlock(in layout: CornerBlockLayout) -> CornerBlock? {
    guard layout.safeInsets.top > 0 else { return nil }
    for corner in [ScreenCorner.topRight, .topLeft] {
      let sideInset = SideInsets(layout.safeInsets)[corner.side]
      if let block = layout.reservedCorners[corner], !(sideInset > 0) {
        return block
      }
    }
    return nil
  }

  /// How far a right-hand control in a moving row shifts left to clear the
  /// island (seed: `statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)`,
  /// "sheets that rise with scrolling slide their top-right control clear by
  /// the row's current position").
  ///
  /// `inset` while the row overlaps the island (`rowMinY < islandHeight`, or
  /// `rowMinY` NaN: an unknown row is kept clear); from the island's bottom
  /// down it falls linearly, `inset * (islandHeight + rowHeight - rowMinY) /
  /// rowHeight`, to 0 a whole row below the island. A row without height
  /// jumps at `islandHeight`. Exactly 0 when `inset` or `islandHeight` is not
  /// positive, so the caller's old expression survives unchanged.
  ///
  /// - Parameters:
  ///   - rowMinY: the row's current top.
  ///   - rowHeight: the row's height.
  ///   - islandHeight: the island's bottom.
  ///   - inset: the full shift (the island's reach into the row).
  public static func statusIslandTrailingShift(
    rowMinY: Double, rowHeight: Double, islandHeight: Double, inset: Double
  ) -> Double {
    guard inset > 0, islandHeight > 0 else { return 0 }
    guard rowMinY >= islandHeight else { return inset }
    guard rowHeight > 0 else { return 0 }
    let progress = (islandHeight + rowHeight - rowMinY) / rowHeight
    if progress >= 1 { return inset }
    if !(progress > 0) { return 0 }
    return inset * progress
  }

  /// The left edge of a control of width `controlWidth` against the right
  /// side of a band: `W - R - N`.
  ///
  /// Seed bug shape: "Trailing control at W - safeInsets.left - N". Without
  /// reserved corners `R` is `safeInsets.right` and this is the plain
  /// expression.
  ///
  /// - Parameters:
  ///   - containerWidth: the window's or surface's width `W`.
  ///   - sideInsets: the row's side insets (`R` is used).
  ///   - controlWidth: the control's width `N`.
  public static func trailingControlMinX(
    containerWidth: Double, sideInsets: SideInsets, controlWidth: Double
  ) -> Double {
    containerWidth - sideInsets.right - controlWidth
  }

  /// The left edge of a right-hand control in a row that may rise into the
  /// island: ``trailingControlMinX(containerWidth:sideInsets:controlWidth:)``
  /// with the row's band side insets, minus ``statusIslandTrailingShift(rowMinY:rowHeight:islandHeight:inset:)``
  /// by the island's reach past the band's right inset.
  ///
  /// - Parameters:
  ///   - layout: the window's layout.
  ///   - rowMinY: the row's current top.
  ///   - rowHeight: the row's height.
  ///   - controlWidth: the control's width.
  public static func trailingControlMinX(
    in layout: CornerBlockLayout, rowMinY: Double, rowHeight: Double, controlWidth: Double
  ) -> Double {
    let width = layout.windowSize.width
    let sides = bandSideInsets(from: rowMinY, to: rowMinY + rowHeight, in: layout)
    let minX = trailingControlMinX(
      containerWidth: width, sideInsets: sides, controlWidth: controlWidth)
    guard let block = statusIslandBlock(in: layout), block.corner.side == .right else {
      return minX
    }
    let island = block.frame(in: layout.windowSize)
    let reach = (width - island.minX) - sides.right
    let shift = statusIslandTrailingShift(
      rowMinY: rowMinY, rowHeight: rowHeight, islandHeight: island.maxY, inset: reach)
    return minX - shift
  }

  /// A top bar's metrics (seed: `layout.navigationBarStatusBarHeight`,
  /// `layout.navigationBarTrailingButtonsInset`; rule 4).
  ///
  /// Beside an island the bar uses the compact status height (16) for its
  /// row and its height alike (seed bug shape: "two status heights mixed in
  /// unfolded portrait"), the right-hand buttons keep clear of the island
  /// (134), and the title stays centred on the row. Elsewhere the status
  /// height is `safeInsets.top` and, without reserved corners, the result is
  /// the plain expression: row `Rect(x: l, y: t, width: W - l - r,
  /// height: rowHeight)`, height `t + rowHeight`, button insets `l` and `r`.
  ///
  /// - Parameters:
  ///   - layout: the window's layout.
  ///   - rowHeight: the bar's row height (44 for a navigation bar).
  public static func topBarLayout(
    in layout: CornerBlockLayout, rowHeight: Double = 44
  ) -> TopBarLayout {
    let block = statusIslandBlock(in: layout)
    let island = block?.frame(in: layout.windowSize)
    let status =
      island == nil ? layout.safeInsets.top : layout.compactStatusBarHeight ?? layout.safeInsets.top
    let sides = bandSideInsets(from: status, to: status + rowHeight, in: layout)
    let row = Rect(
      x: sides.left, y: status, width: layout.windowSize.width - sides.left - sides.right,
      height: rowHeight)
    var rightInset = sides.right
    var leftInset = sides.left
    if let block, let island,
      band(from: status, to: status + rowHeight, reaches: island.minY, island.maxY)
    {
      if block.corner.side == .right {
        rightInset = Swift.max(rightInset, layout.windowSize.width - island.minX)
      } else {
        leftInset = Swift.max(leftInset, island.maxX)
      }
    }
    return TopBarLayout(
      statusBarHeight: status, rowFrame: row, height: status + rowHeight,
      leftButtonsInset: leftInset, rightButtonsInset: rightInset)
  }
}
