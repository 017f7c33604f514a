import SafeAreaGeometry
import Testing

@Suite("Foldable posture table (ARCHITECTURE.md, Reference data)")
struct PostureTableTests {
  @Test("the table's windows, insets and width classes")
  func tableData() throws {
    let fp = FoldablePosture.foldedPortrait.layout
    #expect(fp.windowSize == Size(width: 466, height: 678))
    #expect(fp.safeInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 84))
    #expect(
      fp.reservedCorners.blocks == [
        CornerBlock(corner: .topRight, size: Size(width: 84, height: 170))
      ])
    #expect(FoldablePosture.unfoldedLandscape.layout.widthClass == .regular)
    #expect(FoldablePosture.unfoldedPortrait.layout.widthClass == .compact)
    #expect(FoldablePosture.allCases.map(\.id) == ["FP", "FL", "FR", "UP", "UL"])
    for posture in FoldablePosture.allCases {
      #expect(try posture.layout.validated() == posture.layout)
    }
  }

  @Test(
    "derived strips: FP right x 382..466 y 170..678, FL right x 594..678 y 0..384, FR left x 0..84 y 84..466"
  )
  func strips() {
    let fp = FoldablePosture.foldedPortrait.layout
    #expect(fp.sideStrip(.right) == Rect(x: 382, y: 170, width: 84, height: 508))
    #expect(fp.sideStrip(.left) == nil)
    let fl = FoldablePosture.foldedLandscapeLeft.layout
    #expect(fl.sideStrip(.right) == Rect(x: 594, y: 0, width: 84, height: 384))
    let fr = FoldablePosture.foldedLandscapeRight.layout
    #expect(fr.sideStrip(.left) == Rect(x: 0, y: 84, width: 84, height: 382))
    #expect(fr.sideStrip(.right) == nil)
    let up = FoldablePosture.unfoldedPortrait.layout
    #expect(up.sideStrip(.left) == nil && up.sideStrip(.right) == nil)
    let ul = FoldablePosture.unfoldedLandscape.layout
    #expect(ul.sideStrip(.right) == Rect(x: 867, y: 120, width: 84, height: 549))
  }

  @Test("band side insets: a strip side keeps its inset only where its block reaches the row")
  func bandInsets() {
    let fp = FoldablePosture.foldedPortrait.layout
    #expect(fp.sideInsets(forBandFrom: 0, to: 44) == SideInsets(left: 0, right: 84))
    #expect(fp.sideInsets(forBandFrom: 169, to: 200) == SideInsets(left: 0, right: 84))
    #expect(fp.sideInsets(forBandFrom: 170, to: 300) == SideInsets(left: 0, right: 0))
    #expect(fp.sideInsets(forBandFrom: 300, to: 100) == SideInsets(left: 0, right: 84))
    #expect(fp.sideInsets(forBandFrom: .nan, to: 600) == SideInsets(left: 0, right: 84))
    let fl = FoldablePosture.foldedLandscapeLeft.layout
    #expect(fl.sideInsets(forBandFrom: 0, to: 100) == SideInsets(left: 0, right: 0))
    #expect(fl.sideInsets(forBandFrom: 400, to: 466) == SideInsets(left: 0, right: 84))
    #expect(fl.sideInsets(forBandFrom: 384, to: 384) == SideInsets(left: 0, right: 84))
    #expect(fl.sideInsets(forBandFrom: 383, to: 384) == SideInsets(left: 0, right: 0))
    let fr = FoldablePosture.foldedLandscapeRight.layout
    #expect(fr.sideInsets(forBandFrom: 0, to: 44) == SideInsets(left: 84, right: 0))
    #expect(fr.sideInsets(forBandFrom: 84, to: 466) == SideInsets(left: 0, right: 0))
  }

  @Test("bottom-edge side insets keep only FL's bottom-right block")
  func bottomEdge() {
    let expected: [FoldablePosture: SideInsets] = [
      .foldedPortrait: .zero, .foldedLandscapeLeft: SideInsets(left: 0, right: 84),
      .foldedLandscapeRight: .zero, .unfoldedPortrait: .zero, .unfoldedLandscape: .zero,
    ]
    for posture in FoldablePosture.allCases {
      #expect(posture.layout.bottomEdgeSideInsets() == expected[posture], "\(posture.id)")
    }
  }

  @Test("centred container: in the band beside a strip, spanning it at the bottom in compact width")
  func containerPlacement() {
    let fp = FoldablePosture.foldedPortrait.layout
    let inBand = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: fp, margin: 16, includesSafeInsets: true, anchoredAtBottom: false)
    #expect(inBand == HorizontalPlacement(minX: 16, width: 350))
    let atBottom = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: fp, margin: 16, includesSafeInsets: true, anchoredAtBottom: true)
    #expect(atBottom == HorizontalPlacement(minX: 16, width: 434))
    let fl = FoldablePosture.foldedLandscapeLeft.layout
    let flBottom = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: fl, margin: 16, includesSafeInsets: true, anchoredAtBottom: true)
    #expect(flBottom == HorizontalPlacement(minX: 16, width: 562))
    let ignoring = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: fp, margin: 16, includesSafeInsets: false, anchoredAtBottom: false)
    #expect(ignoring == HorizontalPlacement(minX: 16, width: 434))
  }

  @Test("a fixed-width control is centred on the band, not the screen (42 pt off otherwise)")
  func fixedWidthCentred() {
    let placement = CornerBlockLayout.centredPlacement(
      containerWidth: 466, sideInsets: SideInsets(left: 0, right: 84), margin: 0,
      maximumWidth: 100)
    #expect(placement == HorizontalPlacement(minX: 141, width: 100))
    let screenCentre = (466 - placement.width) / 2
    #expect(screenCentre - placement.minX == 42)
  }

  @Test("regular width centres a capped container on the bottom-edge band")
  func regularWidth() {
    let ul = FoldablePosture.unfoldedLandscape.layout
    let bottom = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: ul, margin: 16, includesSafeInsets: true, anchoredAtBottom: true, maximumWidth: 500)
    #expect(bottom == HorizontalPlacement(minX: 225.5, width: 500))
    let inBand = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: ul, margin: 16, includesSafeInsets: true, anchoredAtBottom: false, maximumWidth: 500)
    #expect(inBand == HorizontalPlacement(minX: 183.5, width: 500))
    let compact = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: FoldablePosture.foldedPortrait.layout, margin: 16, includesSafeInsets: true,
      anchoredAtBottom: true, maximumWidth: 100)
    #expect(compact.width == 434)
  }

  @Test("the side-column back button sits in the strip")
  func sideColumnButton() {
    let fp = FoldablePosture.foldedPortrait.layout
    #expect(
      CornerBlockLayout.sideColumnNavigationButtonFrame(in: fp)
        == Rect(x: 402, y: 178, width: 44, height: 44))
    let fr = FoldablePosture.foldedLandscapeRight.layout
    #expect(
      CornerBlockLayout.sideColumnNavigationButtonFrame(in: fr)
        == Rect(x: 20, y: 92, width: 44, height: 44))
    #expect(
      CornerBlockLayout.sideColumnNavigationButtonFrame(in: FoldablePosture.unfoldedPortrait.layout)
        == nil)
    for posture in FoldablePosture.allCases {
      guard let frame = CornerBlockLayout.sideColumnNavigationButtonFrame(in: posture.layout)
      else { continue }
      let strips = HorizontalEdge.allCases.compactMap { posture.layout.sideStrip($0) }
      #expect(strips.contains { $0.contains(frame) }, "\(posture.id): \(frame)")
    }
  }

  @Test("unfolded portrait island: compact status 16, right buttons inset 134, title centred")
  func island() {
    let up = FoldablePosture.unfoldedPortrait.layout
    #expect(CornerBlockLayout.statusIsland(in: up) == Rect(x: 535, y: 0, width: 134, height: 82))
    let bar = CornerBlockLayout.topBarLayout(in: up)
    #expect(bar.statusBarHeight == 16)
    #expect(bar.rowFrame == Rect(x: 0, y: 16, width: 669, height: 44))
    #expect(bar.height == 60)
    #expect(bar.rightButtonsInset == 134 && bar.leftButtonsInset == 0)
    #expect(bar.titleCenterX == 334.5)
    for posture in FoldablePosture.allCases where posture != .unfoldedPortrait {
      #expect(CornerBlockLayout.statusIsland(in: posture.layout) == nil, "\(posture.id)")
    }
  }

  @Test("a right-hand control in a rising row slides clear of the island")
  func islandShift() {
    let up = FoldablePosture.unfoldedPortrait.layout
    func minX(_ rowMinY: Double) -> Double {
      CornerBlockLayout.trailingControlMinX(
        in: up, rowMinY: rowMinY, rowHeight: 44, controlWidth: 30)
    }
    #expect(minX(500) == 639)
    #expect(minX(126) == 639)
    #expect(minX(104) == 639 - 67)
    #expect(minX(82) == 639 - 134)
    #expect(minX(10) == 639 - 134)
    #expect(
      CornerBlockLayout.statusIslandTrailingShift(
        rowMinY: 0, rowHeight: 0, islandHeight: 82, inset: 134) == 134)
    #expect(
      CornerBlockLayout.statusIslandTrailingShift(
        rowMinY: 82, rowHeight: 0, islandHeight: 82, inset: 134) == 0)
  }

  @Test("a trailing control keeps to the right inset, not the left one")
  func trailingControl() {
    let fr = FoldablePosture.foldedLandscapeRight.layout
    #expect(
      CornerBlockLayout.trailingControlMinX(in: fr, rowMinY: 0, rowHeight: 44, controlWidth: 40)
        == 638)
    let fp = FoldablePosture.foldedPortrait.layout
    #expect(
      CornerBlockLayout.trailingControlMinX(in: fp, rowMinY: 0, rowHeight: 44, controlWidth: 40)
        == 342)
  }

  @Test(
    "the folded landscape blocks sit where the engine's rotation carries FP's status corner",
    arguments: [
      (FoldablePosture.foldedLandscapeLeft, Orientation.landscapeLeft),
      (FoldablePosture.foldedLandscapeRight, Orientation.landscapeRight),
    ])
  func foldedRotationAgreesWithEngine(posture: FoldablePosture, orientation: Orientation) throws {
    // Sizes are data (84x170 upright, 84x82 and 84x84 sideways); the corner
    // is geometry and must follow the engine's orientation convention.
    let fp = FoldablePosture.foldedPortrait.layout
    let block = try #require(fp.reservedCorners.blocks.first)
    let rotated = block.frame(in: fp.windowSize).rotated(
      by: orientation.rotationFromPortrait, in: fp.windowSize)
    let target = posture.layout
    #expect(target.windowSize == fp.windowSize.rotated(by: orientation.rotationFromPortrait))
    let landed = try #require(target.reservedCorners.blocks.first)
    let frame = landed.frame(in: target.windowSize)
    #expect(
      (rotated.minX == 0) == (frame.minX == 0) && (rotated.minY == 0) == (frame.minY == 0),
      "\(posture.id): rotated block \(rotated), table block \(frame)")
  }

  @Test("validation names the bad value")
  func validation() {
    var layout = FoldablePosture.foldedPortrait.layout
    layout.reservedCorners.topRight = Size(width: -1, height: 3)
    #expect(throws: GeometryError.negative(name: "reservedCorners.topRight.width", value: -1)) {
      try layout.validated()
    }
  }
}
