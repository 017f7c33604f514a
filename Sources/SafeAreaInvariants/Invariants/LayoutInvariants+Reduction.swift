// Policy: the reduction rule is checked by bit pattern, not `==`: "reduces
// exactly to the old expression" (ARCHITECTURE.md, Layout models) means an ordinary
// device lays out to the same bits as before the foldable work, so a fix
// that is algebraically equal but rounds differently (or turns -0.0 into
// 0.0) still fails.

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Whether two doubles have the same bits.
  static func sameBits(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

  /// Whether two rectangles have the same bits in every field.
  static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
    sameBits(a.minX, b.minX) && sameBits(a.minY, b.minY) && sameBits(a.width, b.width)
      && sameBits(a.height, b.height)
  }

  /// With no reserved corners and equal side insets, every corner-block
  /// helper returns the plain safe-inset expression, bit for bit.
  static func layoutReductionIsBitIdentical(_ engine: Engine) -> Property {
    Property(
      "layout.reductionIsBitIdentical",
      summary: "without corner blocks every helper is bit-identical to the plain expression",
      generator: Domain.plainLayoutCase, describe: { $0.description }, placements: .ordinaryScreen
    ) { c, result in
      let layout = c.layout
      let (w, t, l, r) = (
        layout.windowSize.width, layout.safeInsets.top, layout.safeInsets.left,
        layout.safeInsets.right
      )
      result.classify(l == 0, "zero side insets")
      result.classify(w == 0 && w.sign == .minus, "-0.0 window width")
      result.classify(c.maximumWidth == .infinity, "uncapped")
      result.classify(c.bandStart > c.bandEnd, "band ends reversed")
      let sides = SideInsets(left: l, right: r)
      for edge in HorizontalEdge.allCases {
        let strip = engine.sideStrip(edge, layout)
        result.expect(
          strip == nil, "a plain layout has a \(edge) strip \(strip.map(\.description) ?? "")")
      }
      let island = engine.statusIsland(layout)
      result.expect(
        island == nil, "a plain layout has an island \(island.map(\.description) ?? "")")
      for direction in LayoutDirection.allCases {
        let button = engine.sideColumnButtonFrame(layout, direction)
        result.expect(
          button == nil,
          "a plain layout has a side-column button \(button.map(\.description) ?? "")")
      }
      let band = engine.bandSideInsets(c.bandStart, c.bandEnd, layout)
      result.expect(
        sameBits(band.left, l) && sameBits(band.right, r),
        "band side insets \(band), safe \(l), \(r)")
      let bottom = engine.bottomEdgeSideInsets(layout)
      result.expect(
        sameBits(bottom.left, l) && sameBits(bottom.right, r),
        "bottom-edge side insets \(bottom), safe \(l), \(r)")
      let low = Swift.min(c.bandStart, c.bandEnd)
      let high = Swift.max(c.bandStart, c.bandEnd)
      let frame = engine.bandFrame(c.bandStart, c.bandEnd, layout)
      let plainFrame = Rect(x: l, y: low, width: w - l - r, height: high - low)
      result.expect(sameBits(frame, plainFrame), "band frame \(frame), plain \(plainFrame)")
      let plainWidth = Swift.max(0, Swift.min(w - l - r - c.margin * 2, c.maximumWidth))
      let placed = engine.centredPlacement(w, sides, c.margin, c.maximumWidth)
      result.expect(
        sameBits(placed.width, plainWidth) && sameBits(placed.minX, (w - plainWidth) / 2),
        "container at \(placed.minX) width \(placed.width), plain \((w - plainWidth) / 2) width \(plainWidth)"
      )
      let bar = engine.topBarLayout(layout, c.rowHeight)
      let plainRow = Rect(x: l, y: t, width: w - l - r, height: c.rowHeight)
      result.expect(
        sameBits(bar.statusBarHeight, t) && sameBits(bar.height, t + c.rowHeight)
          && sameBits(bar.rowFrame, plainRow) && sameBits(bar.leftButtonsInset, l)
          && sameBits(bar.rightButtonsInset, r),
        "top bar \(bar), plain status \(t), row \(plainRow)")
      let plainControl = w - r - c.controlWidth
      let control = engine.trailingControlMinX(w, sides, c.controlWidth)
      result.expect(sameBits(control, plainControl), "control at \(control), plain \(plainControl)")
      let rowControl = engine.rowTrailingControlMinX(
        layout, c.bandStart, c.rowHeight, c.controlWidth)
      result.expect(
        sameBits(rowControl, plainControl), "row control at \(rowControl), plain \(plainControl)")
    }
  }
}
