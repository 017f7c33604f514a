// Policy: the corner-block helpers are compared with a reference model
// (`Models/CornerBlockModel.swift`) written from their documented rules,
// on layouts from a grid of whole points where bands end exactly on block
// edges, insets are exactly zero and strips have no height left: the
// boundaries every rule turns on. The relational properties in
// LayoutInvariants+Foldable.swift bound the answers; this one pins them.
// The mutation run found the status island, the band reach test, the
// side-column order and `validated()` with no property pinning them.

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Every corner-block helper agrees with the reference model of its
  /// documented rule, and `validated()` throws exactly for the first
  /// invalid value, naming it.
  static func layoutCornerBlocksMatchModel(_ engine: Engine) -> Property {
    // One layout in four has one value replaced by an invalid (or, for
    // -0.0, a valid) one, for `validated()`.
    let corruption = Gen<(Int, Double)?>.frequency([
      (3, .always(nil)),
      (
        1,
        Gen.int(in: 0...14).zip(.element(of: [.nan, .infinity, -.infinity, -1, -0.0])).map {
          Optional($0)
        }
      ),
    ])
    return Property(
      "layout.cornerBlocksMatchModel",
      summary: "corner-block helpers match a reference model of their documented rules",
      generator: Domain.gridLayoutCase.zip(corruption),
      describe: { input in
        input.0.description
          + (input.1.map { "; value \($0.0) replaced by \($0.1) for validated()" } ?? "")
      }
    ) { input, result in
      let (c, corruption) = input
      let layout = c.layout
      let model = CornerBlockModel(layout: layout)
      checkValueTypes(layout, model, &result)
      checkValidation(layout, corruption, &result)

      let island = engine.statusIsland(layout)
      result.expect(
        island == model.island()?.frame,
        "status island \(String(describing: island)), expected \(String(describing: model.island()))"
      )
      result.classify(model.island() != nil, "island")
      result.classify(
        model.strip(.left) != nil && model.strip(.right) != nil, "strips on both sides")
      for edge in HorizontalEdge.allCases {
        let strip = engine.sideStrip(edge, layout)
        result.expect(
          strip == model.strip(edge) && layout.sideStrip(edge) == model.strip(edge),
          "\(edge) strip \(String(describing: strip)), expected \(String(describing: model.strip(edge)))"
        )
      }
      let sides = engine.bandSideInsets(c.bandA, c.bandB, layout)
      let expectedSides = model.bandSides(c.bandA, c.bandB)
      result.expect(
        sides == expectedSides
          && layout.sideInsets(forBandFrom: c.bandA, to: c.bandB) == expectedSides,
        "band \(c.bandA)..\(c.bandB) side insets \(sides), expected \(expectedSides)")
      if !c.bandA.isNaN && !c.bandB.isNaN {
        let frame = engine.bandFrame(c.bandA, c.bandB, layout)
        let expected = model.bandFrame(c.bandA, c.bandB)
        result.expect(frame == expected, "band frame \(frame), expected \(expected)")
      }
      let bottom = engine.bottomEdgeSideInsets(layout)
      result.expect(
        bottom == model.bottomSides() && layout.bottomEdgeSideInsets() == model.bottomSides(),
        "bottom-edge side insets \(bottom), expected \(model.bottomSides())")

      let shift = engine.islandTrailingShift(c.rowMinY, c.rowHeight, c.bandB, c.controlWidth)
      let expectedShift = CornerBlockModel.shift(
        rowMinY: c.rowMinY, rowHeight: c.rowHeight, islandHeight: c.bandB, inset: c.controlWidth)
      // Bit for bit: "exactly 0" when the inset or the island is not
      // positive, so the caller's old expression survives unchanged.
      result.expect(
        shift.bitPattern == expectedShift.bitPattern,
        "island shift for row \(c.rowMinY) + \(c.rowHeight), island \(c.bandB), inset "
          + "\(c.controlWidth) is \(shift), expected \(expectedShift)")
      let control = engine.rowTrailingControlMinX(layout, c.rowMinY, c.rowHeight, c.controlWidth)
      let expectedControl = model.trailingControlMinX(
        rowMinY: c.rowMinY, rowHeight: c.rowHeight, controlWidth: c.controlWidth)
      result.expect(
        control == expectedControl,
        "trailing control at \(control), expected \(expectedControl)")

      let bar = engine.topBarLayout(layout, c.rowHeight)
      let expectedBar = model.topBar(rowHeight: c.rowHeight)
      result.expect(bar == expectedBar, "top bar \(bar), expected \(expectedBar)")
      result.expect(
        CornerBlockLayout.topBarLayout(in: layout) == model.topBar(rowHeight: 44),
        "a top bar's row is 44 pt (a navigation bar's) unless given")
      result.expect(
        bar.titleCenterX - bar.rowFrame.minX == bar.rowFrame.maxX - bar.titleCenterX,
        "title centre \(bar.titleCenterX) is not the middle of row \(bar.rowFrame)")

      let button = engine.sideColumnButtonFrame(layout, c.direction)
      let expectedButton = model.sideColumnButton(
        direction: c.direction, size: Size(width: 44, height: 44), topSpacing: 8)
      result.expect(
        button == expectedButton
          && CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout)
            == model.sideColumnButton(
              direction: .leftToRight, size: Size(width: 44, height: 44), topSpacing: 8),
        "side-column button \(String(describing: button)), expected "
          + "\(String(describing: expectedButton)) (44 pt, 8 pt below the strip, leading first)")

      for (includes, atBottom) in [(false, false), (false, true), (true, false), (true, true)] {
        let placement = CornerBlockLayout.horizontalContainerFillingPlacement(
          in: layout, margin: c.margin, includesSafeInsets: includes, anchoredAtBottom: atBottom,
          maximumWidth: c.maximumWidth)
        let sides =
          !includes
          ? SideInsets(left: 0, right: 0)
          : atBottom ? model.bottomSides() : SideInsets(layout.safeInsets)
        let expected = engine.centredPlacement(
          layout.windowSize.width, sides, c.margin,
          layout.widthClass == .regular ? c.maximumWidth : .infinity)
        result.expect(
          placement == expected,
          "container (safe insets \(includes), bottom \(atBottom)) at \(placement), expected "
            + "\(expected)")
      }
    }
  }

  /// The value types a layout is made of: block frames, corner slots,
  /// corners and side insets.
  private static func checkValueTypes(
    _ layout: CornerBlockLayout, _ model: CornerBlockModel, _ result: inout CheckResult
  ) {
    let corners = layout.reservedCorners
    var stored: [CornerBlock] = []
    for corner in ScreenCorner.allCases {
      let left = CornerBlockModel.isLeft(corner)
      let top = CornerBlockModel.isTop(corner)
      result.expect(
        corner.isTop == top && (corner.side == .left) == left
          && ScreenCorner.on(left ? .left : .right, top: top) == corner,
        "\(corner) is on the wrong edges")
      let block = corners[corner]
      result.expect(
        block?.size == model.blockSize(corner) && (block == nil || block?.corner == corner),
        "the block in \(corner) is \(String(describing: block))")
      if let block {
        stored.append(block)
        let frame = block.frame(in: layout.windowSize)
        result.expect(
          frame == model.frame(of: corner),
          "\(corner) block frame \(frame), expected \(String(describing: model.frame(of: corner)))")
      }
    }
    result.expect(corners.blocks == stored, "blocks \(corners.blocks), expected \(stored)")
    let turned = ReservedCorners(
      topLeft: corners.bottomLeft, topRight: corners.topLeft, bottomLeft: corners.bottomRight,
      bottomRight: corners.topRight)
    result.expect(
      turned.topLeft == corners.bottomLeft && turned.topRight == corners.topLeft
        && turned.bottomLeft == corners.bottomRight && turned.bottomRight == corners.topRight,
      "ReservedCorners(topLeft:topRight:bottomLeft:bottomRight:) did not keep every slot")
    result.expect(corners.isEmpty == stored.isEmpty, "isEmpty is wrong with \(stored.count) blocks")
    let insets = layout.safeInsets
    let sides = SideInsets(insets)
    result.expect(
      sides.left == insets.left && sides.right == insets.right && sides[.left] == insets.left
        && sides[.right] == insets.right,
      "SideInsets(\(insets)) is \(sides)")
    result.expect(
      SideInsets.zero == SideInsets(left: 0, right: 0) && ReservedCorners.none.blocks.isEmpty,
      "SideInsets.zero is \(SideInsets.zero), ReservedCorners.none is \(ReservedCorners.none)")
  }

  /// `validated()` throws exactly when the model finds an invalid value,
  /// naming the first one.
  private static func checkValidation(
    _ layout: CornerBlockLayout, _ corruption: (Int, Double)?, _ result: inout CheckResult
  ) {
    var layout = layout
    if let (slot, value) = corruption {
      var corners = layout.reservedCorners
      switch slot {
      case 0: layout.windowSize.width = value
      case 1: layout.windowSize.height = value
      case 2: layout.safeInsets.top = value
      case 3: layout.safeInsets.left = value
      case 4: layout.safeInsets.bottom = value
      case 5: layout.safeInsets.right = value
      case 6: corners.topLeft = Size(width: value, height: corners.topLeft?.height ?? 0)
      case 7: corners.topRight = Size(width: corners.topRight?.width ?? 0, height: value)
      case 8: corners.bottomLeft = Size(width: value, height: corners.bottomLeft?.height ?? 0)
      case 9: corners.bottomLeft = Size(width: corners.bottomLeft?.width ?? 0, height: value)
      case 10: corners.bottomRight = Size(width: value, height: corners.bottomRight?.height ?? 0)
      case 11: corners.bottomRight = Size(width: corners.bottomRight?.width ?? 0, height: value)
      case 12: corners.topLeft = Size(width: corners.topLeft?.width ?? 0, height: value)
      case 13: corners.topRight = Size(width: value, height: corners.topRight?.height ?? 0)
      default: layout.compactStatusBarHeight = value
      }
      layout.reservedCorners = corners
    }
    let expected = CornerBlockModel(layout: layout).firstInvalid()
    do {
      let valid = try layout.validated()
      result.expect(
        expected == nil && valid == layout,
        "validated() accepted a layout with \(String(describing: expected))")
    } catch {
      result.expect(
        expected.map { CornerBlockModel.sameError($0, error) } ?? false,
        "validated() threw \(error), expected \(String(describing: expected))")
    }
  }
}
