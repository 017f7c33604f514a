// Policy: comparisons of sums of insets allow a rounding slack of 1e-9 of the
// window's extent: far below any bug shape (the smallest, a symmetric inset
// on a strip, is tens of points) and far above the few ulps that `W - L - R`
// and its halves can lose. Only the reduction rule compares bits, because
// bit-identity is what it promises.

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// The rounding slack for layout sums on a window `scale` points across.
  static func layoutSlack(_ scale: Double) -> Double { 1e-9 * Swift.max(1, abs(scale)) }

  /// The strips the table derives for each posture (ARCHITECTURE.md, Reference data).
  static let tableStrips: [FoldablePosture: (left: Rect?, right: Rect?)] = [
    .foldedPortrait: (nil, Rect(x: 382, y: 170, width: 84, height: 508)),
    .foldedLandscapeLeft: (nil, Rect(x: 594, y: 0, width: 84, height: 384)),
    .foldedLandscapeRight: (Rect(x: 0, y: 84, width: 84, height: 382), nil),
    .unfoldedPortrait: (nil, nil),
    .unfoldedLandscape: (nil, Rect(x: 867, y: 120, width: 84, height: 549)),
  ]

  /// The side strips of the five postures are the table's.
  static func layoutStripsMatchTable(_ engine: Engine) -> Property {
    // The labels are built once, not interpolated every case.
    let postureLabels = Dictionary(
      uniqueKeysWithValues: FoldablePosture.allCases.map { ($0, "posture \($0.id)") })
    let stripLabels = (left: "\(HorizontalEdge.left) strip", right: "\(HorizontalEdge.right) strip")
    return Property(
      "layout.stripsMatchTable",
      summary: "each posture's side strips are the ones the posture table derives",
      generator: Domain.posture, describe: { "posture \($0.id)" }
    ) { posture, result in
      result.label(postureLabels[posture] ?? "posture \(posture.id)")
      let layout = posture.layout
      let expected = tableStrips[posture] ?? (nil, nil)
      for (edge, strip) in [(HorizontalEdge.left, expected.left), (.right, expected.right)] {
        let actual = engine.sideStrip(edge, layout)
        result.classify(strip != nil, edge == .left ? stripLabels.left : stripLabels.right)
        result.expect(
          actual == strip,
          "\(edge) strip is \(actual.map(\.description) ?? "none"), table says \(strip.map(\.description) ?? "none")"
        )
      }
    }
  }

  /// A row's band inside the safe height never meets a corner block (seed
  /// rule 2).
  static func layoutBandClearsCornerBlocks(_ engine: Engine) -> Property {
    Property(
      "layout.bandClearsCornerBlocks",
      summary: "a band inside the safe height never overlaps a corner block",
      generator: Domain.layoutBand, describe: { $0.description }, placements: .postures
    ) { band, result in
      let layout = band.layoutCase.layout
      result.label(band.layoutCase.origin)
      result.classify(band.minY == band.maxY, "zero-height band")
      let frame = engine.bandFrame(band.minY, band.maxY, layout)
      let slack = layoutSlack(Swift.max(layout.windowSize.width, layout.windowSize.height))
      for block in layout.reservedCorners.blocks {
        let blockFrame = block.frame(in: layout.windowSize)
        result.classify(
          band.minY == blockFrame.maxY || band.maxY == blockFrame.minY, "band touches a block")
        result.classify(
          band.minY < blockFrame.maxY && band.maxY > blockFrame.minY, "band beside a block")
        // An overlap thinner than the slack is `y + height` rounding an ulp
        // past a block's edge that the band ends on.
        let overlap = frame.intersection(blockFrame)
        result.expect(
          overlap.map { Swift.min($0.width, $0.height) <= slack } ?? true,
          "band \(frame) overlaps the \(block.corner.rawValue) block \(blockFrame) by \(overlap.map(\.description) ?? "")"
        )
      }
    }
  }

  /// A centred container keeps equal gaps to its band's side insets and at
  /// least its margin on each side.
  static func layoutContainerCentredInBand(_ engine: Engine) -> Property {
    Property(
      "layout.containerCentredInBand",
      summary: "a centred container has equal gaps (>= margin) to its band's side insets",
      generator: Domain.containerRequest, describe: { $0.description },
      placements: .postures
    ) { request, result in
      let layout = request.layoutCase.layout
      result.label(request.layoutCase.origin)
      result.classify(request.anchoredAtBottom, "anchored at the bottom")
      result.classify(request.maximumWidth == .infinity, "uncapped")
      let sides =
        request.anchoredAtBottom
        ? engine.bottomEdgeSideInsets(layout) : SideInsets(layout.safeInsets)
      result.classify(sides.left != sides.right, "unequal side insets")
      let width = layout.windowSize.width
      let placed = engine.centredPlacement(width, sides, request.margin, request.maximumWidth)
      result.classify(placed.width == 0, "no room")
      let leftGap = placed.minX - sides.left
      let rightGap = (width - sides.right) - placed.maxX
      let slack = layoutSlack(width)
      result.expect(
        abs(leftGap - rightGap) <= slack,
        "placed at \(placed.minX) width \(placed.width): gaps \(leftGap) left, \(rightGap) right")
      result.expect(
        placed.width == 0 || leftGap >= request.margin - slack,
        "left gap \(leftGap) is less than the margin \(request.margin)")
      result.expect(
        placed.width <= request.maximumWidth, "width \(placed.width) exceeds the cap")
    }
  }

  /// A trailing control ends exactly at its row's right band inset.
  static func layoutTrailingControlAgainstRightInset(_ engine: Engine) -> Property {
    Property(
      "layout.trailingControlAgainstRightInset",
      summary: "a trailing control ends at the right side inset of its row's band",
      generator: Domain.trailingControlRequest, describe: { $0.description },
      placements: .postures
    ) { request, result in
      let layout = request.layoutCase.layout
      result.label(request.layoutCase.origin)
      result.classify(request.rowHeight == 0, "zero-height row")
      let sides = engine.bandSideInsets(
        request.rowMinY, request.rowMinY + request.rowHeight, layout)
      result.classify(sides.left != sides.right, "unequal side insets")
      result.classify(sides.right != layout.safeInsets.right, "right inset dropped beside a strip")
      let width = layout.windowSize.width
      let minX = engine.trailingControlMinX(width, sides, request.controlWidth)
      let end = minX + request.controlWidth
      result.expect(
        abs((width - sides.right) - end) <= layoutSlack(width),
        "control ends at \(end), the row's right inset is at \(width - sides.right)")
    }
  }

  /// The top bar uses one status height throughout: the compact one beside
  /// an island, the top inset otherwise.
  static func layoutTopBarUsesOneStatusHeight(_ engine: Engine) -> Property {
    Property(
      "layout.topBarUsesOneStatusHeight",
      summary: "the row starts at the status height and the bar ends with the row",
      generator: Domain.topBarRequest, describe: { "row \($0.1) on \($0.0)" },
      placements: .topBar
    ) { input, result in
      let (layoutCase, rowHeight) = input
      let layout = layoutCase.layout
      result.label(layoutCase.origin)
      let island = engine.statusIsland(layout)
      result.classify(island != nil, "status island")
      let status =
        island == nil
        ? layout.safeInsets.top : layout.compactStatusBarHeight ?? layout.safeInsets.top
      let bar = engine.topBarLayout(layout, rowHeight)
      result.expect(
        bar.statusBarHeight == status, "status height \(bar.statusBarHeight), expected \(status)")
      result.expect(
        bar.rowFrame.minY == bar.statusBarHeight,
        "row starts at \(bar.rowFrame.minY), status height is \(bar.statusBarHeight)")
      result.expect(
        bar.height == bar.statusBarHeight + rowHeight,
        "bar is \(bar.height) tall, status \(bar.statusBarHeight) + row \(rowHeight)")
    }
  }

  /// The island's trailing shift lies in `0...inset`, is full beside the
  /// island, zero a row below it, and never grows as the row moves down.
  static func layoutIslandShiftBoundedAndMonotone(_ engine: Engine) -> Property {
    Property(
      "layout.islandShiftBoundedAndMonotone",
      summary: "the island shift is in 0...inset, full beside it, zero below, non-increasing",
      generator: Domain.islandShiftCase, describe: { $0.description }
    ) { c, result in
      let shift = { (rowMinY: Double) in
        engine.islandTrailingShift(rowMinY, c.rowHeight, c.islandHeight, c.inset)
      }
      let upper = Swift.min(c.firstRowMinY, c.secondRowMinY)
      let lower = Swift.max(c.firstRowMinY, c.secondRowMinY)
      result.classify(c.rowHeight == 0, "zero-height row")
      result.classify(
        upper < c.islandHeight + c.rowHeight && upper >= c.islandHeight, "row leaving the island")
      for y in [upper, lower] {
        result.expect(
          shift(y) >= 0 && shift(y) <= c.inset, "shift \(shift(y)) at y \(y) is outside 0...inset")
      }
      result.expect(
        shift(upper) >= shift(lower),
        "shift grows from \(shift(upper)) at y \(upper) to \(shift(lower)) at y \(lower)")
      result.expect(
        shift(c.islandHeight / 2) == c.inset,
        "beside the island the shift is \(shift(c.islandHeight / 2)), not \(c.inset)")
      result.expect(
        shift(c.islandHeight + c.rowHeight + 1) == 0,
        "a row below the island is still shifted by \(shift(c.islandHeight + c.rowHeight + 1))")
    }
  }

  /// The side-column back button, when there is one, lies inside a strip
  /// (or no strip can hold a 44 pt button 8 pt below its top).
  static func layoutSideColumnButtonInStrip(_ engine: Engine) -> Property {
    Property(
      "layout.sideColumnButtonInStrip",
      summary: "the side-column back button lies inside a side strip that can hold it",
      generator: Domain.cornerBlockCase.zip(Domain.layoutDirection),
      describe: { "\($0.1) on \($0.0)" }, placements: .sideColumn
    ) { input, result in
      let (layoutCase, direction) = input
      let layout = layoutCase.layout
      result.label(layoutCase.origin)
      result.classify(direction == .rightToLeft, "right to left")
      guard let frame = engine.sideColumnButtonFrame(layout, direction) else {
        result.label("no button")
        return
      }
      let strips = HorizontalEdge.allCases.compactMap { engine.sideStrip($0, layout) }
      let held = strips.contains { strip in
        let needed = frame.height + 8 + Swift.max(0, layout.safeInsets.top - strip.minY)
        return strip.contains(frame) || strip.width < frame.width || strip.height < needed
      }
      result.expect(held, "button \(frame) lies in none of the strips \(strips)")
    }
  }
}

extension InvariantSuite {
  /// Layout: the UIKit rules, the foldable corner blocks and the view hierarchy: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func layoutProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      layoutUIKitRulesAsDocumented().judging(),
      layoutStripsMatchTable(engine).judging(\.sideStrip),
      layoutBandClearsCornerBlocks(engine).judging(\.bandFrame),
      layoutContainerCentredInBand(engine).judging(\.bottomEdgeSideInsets, \.centredPlacement),
      layoutTrailingControlAgainstRightInset(engine).judging(
        \.bandSideInsets, \.trailingControlMinX),
      layoutTopBarUsesOneStatusHeight(engine).judging(\.statusIsland, \.topBarLayout),
      layoutReductionIsBitIdentical(engine).judging(
        \.sideStrip, \.statusIsland, \.sideColumnButtonFrame, \.bandSideInsets,
        \.bottomEdgeSideInsets,
        \.bandFrame, \.centredPlacement, \.topBarLayout, \.trailingControlMinX,
        \.rowTrailingControlMinX),
      layoutIslandShiftBoundedAndMonotone(engine).judging(\.islandTrailingShift),
      layoutSideColumnButtonInStrip(engine).judging(\.sideColumnButtonFrame, \.sideStrip),
      layoutSubviewInsetsWithinExtent(engine).judging(\.subviewSafeAreaInsets),
      layoutMarginsMirrorUnderRTL(engine).judging(\.effectiveMargins),
      layoutStaticElementsClearBands(engine).judging(\.safeAnchors, \.pinnedFrame),
      layoutAnchorsFollowOSVersion(engine).judging(\.safeAnchors),
      layoutCornerBlocksMatchModel(engine).judging(
        \.statusIsland, \.sideStrip, \.bandSideInsets, \.bandFrame, \.bottomEdgeSideInsets,
        \.islandTrailingShift, \.rowTrailingControlMinX, \.topBarLayout, \.sideColumnButtonFrame,
        \.centredPlacement),
      layoutViewHierarchyMatchesModel().judging(),
    ]
  }
}
