extension CornerBlockLayout {
  /// Where a screen's own back or close button goes in the side strip (seed:
  /// `layout.sideColumnNavigationButtonFrame`; rule 1: "Back/close goes in
  /// the side strip when there is one").
  ///
  /// Decisions where the seed is silent: the leading strip is preferred when
  /// both sides have one; the button is centred across the strip and sits
  /// `topSpacing` below the strip's top (or below the top safe inset, if that
  /// is lower).
  ///
  /// - Parameters:
  ///   - layout: the window's layout.
  ///   - buttonSize: the button's size (44x44, the minimum hit target).
  ///   - topSpacing: the gap above the button.
  ///   - direction: the layout direction, which decides the leading side.
  /// - Returns: `nil` when there is no strip: the button then stays in the
  ///   navigation bar's row, exactly as on every other device.
  public static func sideColumnNavigationButtonFrame(
    in layout: CornerBlockLayout, buttonSize: Size = Size(width: 44, height: 44),
    topSpacing: Double = 8, direction: LayoutDirection = .leftToRight
  ) -> Rect? {
    let order: [HorizontalEdge] = direction == .leftToRight ? [.left, .right] : [.right, .left]
    guard let strip = order.lazy.compactMap({ sideStrip($0, in: layout) }).first else {
      return nil
    }
    let minX = strip.minX + (strip.width - buttonSize.width) / 2
    let minY = Swift.max(strip.minY, layout.safeInsets.top) + topSpacing
    return Rect(x: minX, y: minY, width: buttonSize.width, height: buttonSize.height)
  }
}
