// Policy: layout inputs lean toward the edges the seed's bug shapes live on:
// the five table postures (one layout in three), zero insets, a side inset
// exactly its block's width, bands that start or end on a block's edge,
// zero-height bands and rows, -0.0 and zero window widths, and uncapped
// containers (maximumWidth == .infinity). Invented layouts keep UIKit's
// guarantee that every corner block lies under some inset (its side inset,
// or the top or bottom one): the engine's band rules assume it, and a block
// outside every inset is a broken device description, not a layout bug.

import PropertyFuzzing
import SafeAreaGeometry

extension Domain {
  /// One of the five foldable postures of the table (ARCHITECTURE.md, Reference data).
  public static let posture = Gen<FoldablePosture>.element(of: FoldablePosture.allCases)

  /// Either layout direction.
  public static let layoutDirection = Gen<LayoutDirection>.element(of: LayoutDirection.allCases)

  /// A window extent: 50 to 1550 points, sometimes zero or -0.0.
  static let windowExtent = Gen<Double>.frequency([
    (8, .double(in: 50...1550)),
    (1, .element(of: [0, -0.0])),
  ])

  /// A compact status height, or none.
  static let compactStatusHeight = Gen<Double?>.frequency([
    (1, .always(nil)),
    (1, Gen<Double>.double(in: 0...30).map { Optional($0) }),
  ])

  /// An invented corner-block layout whose every block lies under an inset.
  ///
  /// Policy: here and below, a generator that does not depend on the case
  /// is built once, outside the case's closure, not once a case: the same
  /// draws, without building its closures and tables (a third of a layout
  /// case's instructions in the debug build) for every case.
  static let inventedCornerBlockLayout: Gen<CornerBlockLayout> = {
    let side60 = side(upTo: 60)
    let side40 = side(upTo: 40)
    let blockWidth = Gen<Double>.double(in: 0...200)
    let blockHeight = Gen<Double>.double(in: 0...300)
    // 0: the side inset is exactly the widest block's width; 1: the side
    // inset is widened to cover it; 2: the top or bottom inset covers it.
    let cover = Gen<Int>.int(in: 0...2, edgeBias: false)
    return Gen { choices in
      inventedCornerBlockLayout(
        &choices, side60: side60, side40: side40, blockWidth: blockWidth,
        blockHeight: blockHeight, cover: cover)
    }
  }()

  /// One invented corner-block layout, drawn with the generators built once.
  private static func inventedCornerBlockLayout(
    _ choices: inout ChoiceSequence, side60: Gen<Double>, side40: Gen<Double>,
    blockWidth: Gen<Double>, blockHeight: Gen<Double>, cover: Gen<Int>
  ) -> CornerBlockLayout {
    let size = Size(
      width: windowExtent.generate(&choices), height: windowExtent.generate(&choices))
    var insets = EdgeInsets(
      top: side60.generate(&choices), left: side60.generate(&choices),
      bottom: side40.generate(&choices), right: side60.generate(&choices))
    var corners = ReservedCorners.none
    var widest = SideInsets.zero
    for corner in ScreenCorner.allCases where Gen.bool.generate(&choices) {
      let block = Size(
        width: blockWidth.generate(&choices), height: blockHeight.generate(&choices))
      switch (cover.generate(&choices), corner.side) {
      case (0, .left):
        widest.left = Swift.max(widest.left, block.width)
        insets.left = widest.left
      case (0, .right):
        widest.right = Swift.max(widest.right, block.width)
        insets.right = widest.right
      case (1, .left):
        widest.left = Swift.max(widest.left, block.width)
        insets.left = Swift.max(insets.left, block.width)
      case (1, .right):
        widest.right = Swift.max(widest.right, block.width)
        insets.right = Swift.max(insets.right, block.width)
      default:
        if corner.isTop {
          insets.top = Swift.max(insets.top, block.height)
        } else {
          insets.bottom = Swift.max(insets.bottom, block.height)
        }
      }
      switch corner {
      case .topLeft: corners.topLeft = block
      case .topRight: corners.topRight = block
      case .bottomLeft: corners.bottomLeft = block
      case .bottomRight: corners.bottomRight = block
      }
    }
    return CornerBlockLayout(
      windowSize: size, safeInsets: insets, reservedCorners: corners,
      widthClass: widthClass.generate(&choices),
      compactStatusBarHeight: compactStatusHeight.generate(&choices))
  }

  /// Any width class.
  static let widthClass = Gen<WidthClass>.element(of: WidthClass.allCases)

  /// A corner-block layout: a table posture one time in three, else an
  /// invented one.
  public static let cornerBlockCase = Gen<CornerBlockCase>.frequency([
    (1, posture.map { CornerBlockCase(layout: $0.layout, posture: $0) }),
    (2, inventedCornerBlockLayout.map { CornerBlockCase(layout: $0, posture: nil) }),
  ])

  /// The safe height of a layout, as `top...bottom` (never inverted).
  static func safeHeight(of layout: CornerBlockLayout) -> ClosedRange<Double> {
    let top = layout.safeInsets.top
    return top...Swift.max(top, layout.windowSize.height - layout.safeInsets.bottom)
  }

  /// The y coordinates where something changes: the blocks' edges and the
  /// ends of the safe height, those inside `range`.
  static func edgesY(of layout: CornerBlockLayout, in range: ClosedRange<Double>) -> [Double] {
    let blocks = layout.reservedCorners.blocks.flatMap { block -> [Double] in
      let frame = block.frame(in: layout.windowSize)
      return [frame.minY, frame.maxY]
    }
    return ([range.lowerBound, range.upperBound] + blocks).filter(range.contains)
  }

  /// A band inside a layout's safe height: uniform, starting on a block's
  /// edge, ending on one, or of zero height.
  public static let layoutBand: Gen<LayoutBand> = cornerBlockCase.flatMap { layoutCase in
    let safe = safeHeight(of: layoutCase.layout)
    let edges = edgesY(of: layoutCase.layout, in: safe)
    // A band starting at the safe bottom can only be empty: start above it.
    let starts = edges.filter { $0 < safe.upperBound }
    let start = Gen<Double>.frequency([
      (3, .double(in: safe)), (2, .element(of: starts.isEmpty ? [safe.lowerBound] : starts)),
    ])
    return Gen { choices in
      let minY = start.generate(&choices)
      let below = edges.filter { $0 > minY }
      let end = Gen<Double>.frequency([
        (6, .double(in: minY...safe.upperBound)),
        (1, .always(minY)),
        (2, .element(of: below.isEmpty ? [minY] : below)),
      ])
      return LayoutBand(layoutCase: layoutCase, minY: minY, maxY: end.generate(&choices))
    }
  }

  /// A container request: margin 0 to 30, no cap or one up to 800 points,
  /// at the top or the bottom.
  public static let containerRequest: Gen<ContainerRequest> = {
    let cap = Gen<Double>.frequency([(1, .always(.infinity)), (2, .double(in: 0...800))])
    let margin = Gen<Double>.double(in: 0...30)
    return Gen { choices in
      ContainerRequest(
        layoutCase: cornerBlockCase.generate(&choices),
        margin: margin.generate(&choices), maximumWidth: cap.generate(&choices),
        anchoredAtBottom: Gen.bool.generate(&choices))
    }
  }()

  /// A row anywhere on the window (often on a block's edge, sometimes of
  /// zero height) holding a control up to 100 points wide.
  public static let trailingControlRequest: Gen<TrailingControlRequest> =
    cornerBlockCase
    .flatMap { layoutCase in
      let height = Swift.max(0, layoutCase.layout.windowSize.height)
      let edges = edgesY(of: layoutCase.layout, in: 0...height)
      let rowMinY = Gen<Double>.frequency([(3, .double(in: 0...height)), (1, .element(of: edges))])
      return Gen { choices in
        TrailingControlRequest(
          layoutCase: layoutCase, rowMinY: rowMinY.generate(&choices),
          rowHeight: trailingRowHeight.generate(&choices),
          controlWidth: trailingControlWidth.generate(&choices))
      }
    }

  /// A trailing control's row height: zero, or up to 80 points.
  static let trailingRowHeight = Gen<Double>.frequency([(1, .always(0)), (4, .double(in: 0...80))])

  /// A trailing control's width, up to 100 points.
  static let trailingControlWidth = Gen<Double>.double(in: 0...100)

  /// A top bar request: a layout (the island posture UP one time in four,
  /// besides its share of the table) and a row 0 to 80 points tall.
  public static let topBarRequest: Gen<(CornerBlockCase, Double)> = Gen<CornerBlockCase>
    .frequency([
      (
        1,
        .always(
          CornerBlockCase(
            layout: FoldablePosture.unfoldedPortrait.layout, posture: .unfoldedPortrait))
      ),
      (3, cornerBlockCase),
    ]).zip(.double(in: 0...80))

  /// An ordinary-device case: no reserved corners, equal side insets (or
  /// 0.0 against -0.0, equal but not the same bits), windows up to 2000
  /// points including zero and -0.0, bands in either order.
  public static let plainLayoutCase: Gen<PlainLayoutCase> = {
    let extent = Gen<Double>.frequency([(6, .double(in: 0...2000)), (1, .element(of: [0, -0.0]))])
    let sides = Gen<(Double, Double)>.frequency([
      (6, side(upTo: 200).map { ($0, $0) }),
      (1, .element(of: [(0.0, -0.0), (-0.0, 0.0), (-0.0, -0.0)])),
    ])
    let top = side(upTo: 120)
    let bottom = side(upTo: 60)
    let cap = Gen<Double>.frequency([(1, .always(.infinity)), (2, .double(in: 0...1500))])
    let margin = Gen<Double>.double(in: 0...40)
    let band = Gen<Double>.double(in: 0...2000)
    let rowHeight = Gen<Double>.double(in: 0...100)
    let controlWidth = Gen<Double>.double(in: 0...200)
    return Gen { choices in
      let (left, right) = sides.generate(&choices)
      let layout = CornerBlockLayout(
        windowSize: Size(width: extent.generate(&choices), height: extent.generate(&choices)),
        safeInsets: EdgeInsets(
          top: top.generate(&choices), left: left, bottom: bottom.generate(&choices),
          right: right),
        reservedCorners: .none, widthClass: widthClass.generate(&choices),
        compactStatusBarHeight: compactStatusHeight.generate(&choices))
      return PlainLayoutCase(
        layout: layout, margin: margin.generate(&choices),
        maximumWidth: cap.generate(&choices), bandStart: band.generate(&choices),
        bandEnd: band.generate(&choices), rowHeight: rowHeight.generate(&choices),
        controlWidth: controlWidth.generate(&choices))
    }
  }()

  /// A row against an island: island 1 to 100 points, row 0 to 60, shift 0
  /// to 200, rows anywhere from 0 to 300 (often on the island's edge).
  public static let islandShiftCase: Gen<IslandShiftCase> = {
    let islandHeight = Gen<Double>.double(in: 1...100)
    let row = Gen<Double>.double(in: 0...300)
    let rowHeight = Gen<Double>.double(in: 0...60)
    let inset = Gen<Double>.double(in: 0...200)
    return Gen { choices in
      let island = islandHeight.generate(&choices)
      let position = Gen<Double>.frequency([(4, row), (1, .always(island))])
      return IslandShiftCase(
        islandHeight: island, rowHeight: rowHeight.generate(&choices),
        inset: inset.generate(&choices),
        firstRowMinY: position.generate(&choices), secondRowMinY: position.generate(&choices))
    }
  }()

  /// A subview in a parent: sizes up to 2000 points, insets up to 600 (so
  /// they meet and cross), frames from -200 that cross every band, and
  /// frames exactly on the safe rectangle's edges.
  public static let subviewCase: Gen<SubviewCase> = {
    let extent = Gen<Double>.double(in: 0...2000)
    let parentInsets = insets(upTo: 600)
    return Gen { choices in subviewCase(&choices, extent: extent, parentInsets: parentInsets) }
  }()

  /// One subview case, drawn with the generators built once.
  private static func subviewCase(
    _ choices: inout ChoiceSequence, extent: Gen<Double>, parentInsets: Gen<EdgeInsets>
  ) -> SubviewCase {
    let parent = Size(width: extent.generate(&choices), height: extent.generate(&choices))
    let insets = parentInsets.generate(&choices)
    let safeX = [insets.left, parent.width - insets.right, 0, -0.0]
    let safeY = [insets.top, parent.height - insets.bottom, 0, -0.0]
    let x = Gen<Double>.frequency([(3, .double(in: -200...2000)), (1, .element(of: safeX))])
    let y = Gen<Double>.frequency([(3, .double(in: -200...2000)), (1, .element(of: safeY))])
    let frame = Rect(
      x: x.generate(&choices), y: y.generate(&choices), width: extent.generate(&choices),
      height: extent.generate(&choices))
    // Sometimes the frame is the parent's safe rectangle itself.
    let exact = Rect(
      x: insets.left, y: insets.top,
      width: Swift.max(0, parent.width - insets.left - insets.right),
      height: Swift.max(0, parent.height - insets.top - insets.bottom))
    return SubviewCase(
      parentSize: parent, parentInsets: insets,
      frame: choices.weightedBool(1, in: 8) ? exact : frame)
  }

  /// Directional margins up to 40 points (the default 8 a side among
  /// them), measured from the safe area or not, and safe insets up to 100.
  public static let marginsCase: Gen<(LayoutMargins, EdgeInsets)> = {
    let value = Gen<Double>.frequency([(4, .double(in: 0...40)), (1, .always(8))])
    let safeInsets = insets(upTo: 100)
    return Gen { choices in
      let margins = DirectionalEdgeInsets(
        top: value.generate(&choices), leading: value.generate(&choices),
        bottom: value.generate(&choices), trailing: value.generate(&choices))
      return (
        LayoutMargins(margins: margins, insetsFromSafeArea: Gen.bool.generate(&choices)),
        safeInsets.generate(&choices)
      )
    }
  }()

  /// A pinned element on a catalog or TV screen in some orientation, or on
  /// an invented screen with insets that may meet or cross; an OS version
  /// before or after the safe-area API, with or without legacy guides.
  public static let anchorCase = Gen<AnchorCase> { choices in anchorCase(&choices) }

  /// The screens ``anchorCase`` pins to: the catalog's and the TVs'.
  static let anchorDevices = Device.catalog + Device.tvCatalog
  /// OS versions before and after the safe-area API.
  static let anchorVersions = [
    OSVersion(major: 17), OSVersion(major: 11), OSVersion(major: 10, minor: 3),
    OSVersion(major: 9),
  ]
  /// Every kind of pinned element.
  static let pinnedElements: [PinnedElement] = [
    .staticElement, .cellContent(scrollAxis: .vertical), .cellContent(scrollAxis: .horizontal),
    .scrollView,
  ]

  /// Draws an ``anchorCase`` directly: the generators it was built from
  /// (the guides sized by the screen drawn first) were built every case.
  static func anchorCase(_ choices: inout ChoiceSequence) -> AnchorCase {
    let screen: Size
    let insets: EdgeInsets
    let origin: String
    if choices.weightedBool(1, in: 3) {
      let device = choices.element(of: anchorDevices)
      let turn = choices.element(of: orientations)
      (screen, insets, origin) = (
        device.screenSize(in: turn), device.safeInsets(in: turn), "\(device.name) \(turn)"
      )
    } else {
      (screen, insets) = screenAndInsets(&choices)
      origin = "invented"
    }
    let version = choices.element(of: anchorVersions)
    // No guides or both, one in two.
    var guides: SafeAnchors.LegacyLayoutGuides? = nil
    if choices.draw(below: 2) >= 1 {
      let lengths = 0...Swift.max(0, screen.height / 2)
      let top = choices.double(in: lengths)
      guides = SafeAnchors.LegacyLayoutGuides(
        topLength: top, bottomLength: choices.double(in: lengths))
    }
    let element = choices.element(of: pinnedElements)
    return AnchorCase(
      screen: screen, insets: insets, osVersion: version, legacyGuides: guides, element: element,
      origin: origin)
  }
}
