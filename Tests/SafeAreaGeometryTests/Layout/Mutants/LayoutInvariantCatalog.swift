// Verbatim copy of the ```swift blocks of LAYOUT-INVARIANTS.md (the fuzzer's
// layout hooks), compiled here so the tests prove the engine passes every
// invariant and every mutant is caught. Keep the two in step.

import SafeAreaGeometry

/// Seeded inputs for the layout invariants. Every generator is a pure
/// function of the generator state, so a seed replays a case exactly.
enum LayoutGenerators {
  /// A double in `0..<limit` with a full 53-bit mantissa.
  static func unit(_ rng: inout some RandomNumberGenerator, _ limit: Double) -> Double {
    Double(rng.next() >> 11) * 0x1p-53 * limit
  }

  /// A measure in `0..<limit`: usually full-mantissa, sometimes a half-point
  /// value as in real tables, sometimes exactly zero.
  static func measure(_ rng: inout some RandomNumberGenerator, _ limit: Double) -> Double {
    switch rng.next() % 8 {
    case 0: return 0
    case 1: return (unit(&rng, limit) * 2).rounded(.down) / 2
    default: return unit(&rng, limit)
    }
  }

  /// A corner-block layout: one of the five table postures (one draw in
  /// four), else a random layout in which every block is covered by an inset,
  /// as UIKit guarantees (widened into its side inset, or into the top or
  /// bottom one).
  static func cornerBlockLayout(_ rng: inout some RandomNumberGenerator) -> CornerBlockLayout {
    if rng.next() % 4 == 0 {
      let postures = FoldablePosture.allCases
      return postures[Int(rng.next() % UInt64(postures.count))].layout
    }
    let size = Size(width: 50 + measure(&rng, 1500), height: 50 + measure(&rng, 1500))
    var insets = EdgeInsets(
      top: measure(&rng, 60), left: measure(&rng, 60), bottom: measure(&rng, 40),
      right: measure(&rng, 60))
    var corners = ReservedCorners.none
    for corner in ScreenCorner.allCases where rng.next() % 2 == 0 {
      let block = Size(width: measure(&rng, 200), height: measure(&rng, 300))
      if rng.next() % 3 == 0 {
        if corner.isTop {
          insets.top = max(insets.top, block.height)
        } else {
          insets.bottom = max(insets.bottom, block.height)
        }
      } else if corner.side == .left {
        insets.left = max(insets.left, block.width)
      } else {
        insets.right = max(insets.right, block.width)
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
      widthClass: rng.next() % 2 == 0 ? .compact : .regular,
      compactStatusBarHeight: rng.next() % 2 == 0 ? nil : measure(&rng, 30))
  }

  /// A layout and a band inside its safe height (y0 <= y1).
  struct Band {
    var layout: CornerBlockLayout
    var minY: Double
    var maxY: Double
  }

  /// A band inside the safe height of a corner-block layout.
  static func band(_ rng: inout some RandomNumberGenerator) -> Band {
    let layout = cornerBlockLayout(&rng)
    let top = layout.safeInsets.top
    let bottom = max(top, layout.windowSize.height - layout.safeInsets.bottom)
    let minY = top + unit(&rng, bottom - top)
    let maxY = minY + unit(&rng, bottom - minY)
    return Band(layout: layout, minY: minY, maxY: maxY)
  }

  /// A container request on a corner-block layout.
  struct Container {
    var layout: CornerBlockLayout
    var margin: Double
    var maximumWidth: Double
    var anchoredAtBottom: Bool
  }

  /// A container request: margin 0..<30, a cap or none, top or bottom.
  static func container(_ rng: inout some RandomNumberGenerator) -> Container {
    Container(
      layout: cornerBlockLayout(&rng), margin: measure(&rng, 30),
      maximumWidth: rng.next() % 2 == 0 ? .infinity : measure(&rng, 800),
      anchoredAtBottom: rng.next() % 2 == 0)
  }

  /// A trailing control in a row of a corner-block layout.
  struct TrailingControl {
    var layout: CornerBlockLayout
    var rowMinY: Double
    var rowHeight: Double
    var controlWidth: Double
  }

  /// A control 0..<100 wide in a row 0..<80 tall anywhere on the window.
  static func trailingControl(_ rng: inout some RandomNumberGenerator) -> TrailingControl {
    let layout = cornerBlockLayout(&rng)
    return TrailingControl(
      layout: layout, rowMinY: measure(&rng, layout.windowSize.height),
      rowHeight: measure(&rng, 80), controlWidth: measure(&rng, 100))
  }

  /// A top bar request: a layout (UP, the island posture, one draw in
  /// three) and a row height 0..<80.
  static func topBar(_ rng: inout some RandomNumberGenerator) -> (CornerBlockLayout, Double) {
    let layout =
      rng.next() % 3 == 0 ? FoldablePosture.unfoldedPortrait.layout : cornerBlockLayout(&rng)
    return (layout, measure(&rng, 80))
  }

  /// An ordinary-device case for the reduction rule: no reserved corners
  /// and equal side insets, everything else random.
  struct Plain {
    var layout: CornerBlockLayout
    var margin: Double
    var maximumWidth: Double
    var bandStart: Double
    var bandEnd: Double
    var rowHeight: Double
    var controlWidth: Double
  }

  /// A plain case: window 0..<2000, top 0..<120, sides 0..<200 (equal).
  static func plain(_ rng: inout some RandomNumberGenerator) -> Plain {
    let side = measure(&rng, 200)
    let layout = CornerBlockLayout(
      windowSize: Size(width: measure(&rng, 2000), height: measure(&rng, 2000)),
      safeInsets: EdgeInsets(
        top: measure(&rng, 120), left: side, bottom: measure(&rng, 60), right: side),
      reservedCorners: .none, widthClass: rng.next() % 2 == 0 ? .compact : .regular,
      compactStatusBarHeight: rng.next() % 2 == 0 ? nil : measure(&rng, 40))
    return Plain(
      layout: layout, margin: measure(&rng, 40),
      maximumWidth: rng.next() % 3 == 0 ? .infinity : measure(&rng, 1500),
      bandStart: measure(&rng, 2000), bandEnd: measure(&rng, 2000),
      rowHeight: measure(&rng, 100), controlWidth: measure(&rng, 200))
  }

  /// A subview in a parent: sizes 0..<2000, insets 0..<600, origins
  /// -200..<2000 (so frames cross every band and the parent's bounds).
  static func subview(_ rng: inout some RandomNumberGenerator) -> (Size, EdgeInsets, Rect) {
    let parent = Size(width: measure(&rng, 2000), height: measure(&rng, 2000))
    let insets = EdgeInsets(
      top: measure(&rng, 600), left: measure(&rng, 600), bottom: measure(&rng, 600),
      right: measure(&rng, 600))
    let frame = Rect(
      x: measure(&rng, 2200) - 200, y: measure(&rng, 2200) - 200,
      width: measure(&rng, 2000), height: measure(&rng, 2000))
    return (parent, insets, frame)
  }

  /// Directional margins 0..<40 and safe insets 0..<100.
  static func margins(_ rng: inout some RandomNumberGenerator) -> (LayoutMargins, EdgeInsets) {
    let margins = LayoutMargins(
      margins: DirectionalEdgeInsets(
        top: measure(&rng, 40), leading: measure(&rng, 40), bottom: measure(&rng, 40),
        trailing: measure(&rng, 40)),
      insetsFromSafeArea: rng.next() % 2 == 0)
    let safe = EdgeInsets(
      top: measure(&rng, 100), left: measure(&rng, 100), bottom: measure(&rng, 100),
      right: measure(&rng, 100))
    return (margins, safe)
  }
}

/// The engine functions the mutants replace, as function types.
enum LayoutFunctions {
  /// `CornerBlockLayout.centredPlacement(containerWidth:sideInsets:margin:maximumWidth:)`.
  typealias CentredPlacement = @Sendable (Double, SideInsets, Double, Double) -> HorizontalPlacement
  /// `CornerBlockLayout.trailingControlMinX(containerWidth:sideInsets:controlWidth:)`.
  typealias TrailingControlMinX = @Sendable (Double, SideInsets, Double) -> Double
  /// `CornerBlockLayout.bandFrame(from:to:in:)`.
  typealias BandFrame = @Sendable (Double, Double, CornerBlockLayout) -> Rect
  /// `CornerBlockLayout.topBarLayout(in:rowHeight:)`.
  typealias TopBar = @Sendable (CornerBlockLayout, Double) -> TopBarLayout
  /// `ViewHierarchy.subviewSafeAreaInsets(parentSize:parentInsets:frame:)`.
  typealias SubviewInsets = @Sendable (Size, EdgeInsets, Rect) -> EdgeInsets
  /// `LayoutMargins.effectiveInsets(safeAreaInsets:direction:)`, margins first.
  typealias MarginInsets = @Sendable (LayoutMargins, EdgeInsets, LayoutDirection) -> EdgeInsets

  static let centredPlacement: CentredPlacement =
    CornerBlockLayout.centredPlacement(containerWidth:sideInsets:margin:maximumWidth:)
  static let trailingControlMinX: TrailingControlMinX =
    CornerBlockLayout.trailingControlMinX(containerWidth:sideInsets:controlWidth:)
  static let bandFrame: BandFrame = CornerBlockLayout.bandFrame(from:to:in:)
  static let topBar: TopBar = CornerBlockLayout.topBarLayout(in:rowHeight:)
  static let subviewInsets: SubviewInsets =
    ViewHierarchy.subviewSafeAreaInsets(parentSize:parentInsets:frame:)
  static let marginInsets: MarginInsets = { margins, safe, direction in
    margins.effectiveInsets(safeAreaInsets: safe, direction: direction)
  }
}

/// The layout invariants; each returns `true` when the property holds.
enum LayoutInvariants {
  /// Rounding slack for comparisons of sums of insets, relative to `scale`.
  static func slack(_ scale: Double) -> Double { 1e-9 * max(1, abs(scale)) }

  /// bandClearsCornerBlocks (generator: `LayoutGenerators.band`): a row's
  /// content band inside the safe height never meets a corner block (seed
  /// rule 2; catches "side insets ignored in a full-screen surface").
  static func bandClearsCornerBlocks(
    _ input: LayoutGenerators.Band, bandFrame: LayoutFunctions.BandFrame = LayoutFunctions.bandFrame
  ) -> Bool {
    let band = bandFrame(input.minY, input.maxY, input.layout)
    return input.layout.reservedCorners.blocks.allSatisfy { block in
      let overlap = band.intersection(block.frame(in: input.layout.windowSize))?.width ?? 0
      return overlap <= slack(input.layout.windowSize.width)
    }
  }

  /// containerCentredInBand (generator: `LayoutGenerators.container`): a
  /// centred container keeps equal gaps to the side insets of its band (the
  /// safe side insets, or the bottom-edge ones when anchored at the bottom)
  /// and at least `margin` on each side (catches the symmetric left inset
  /// and band-sized but screen-centred, 42 pt toward the strip).
  static func containerCentredInBand(
    _ input: LayoutGenerators.Container,
    place: LayoutFunctions.CentredPlacement = LayoutFunctions.centredPlacement
  ) -> Bool {
    let layout = input.layout
    let sides =
      input.anchoredAtBottom ? layout.bottomEdgeSideInsets() : SideInsets(layout.safeInsets)
    let width = layout.windowSize.width
    let placed = place(width, sides, input.margin, input.maximumWidth)
    let leftGap = placed.minX - sides.left
    let rightGap = (width - sides.right) - placed.maxX
    let tolerance = slack(width)
    guard abs(leftGap - rightGap) <= tolerance else { return false }
    return placed.width == 0 || leftGap >= input.margin - tolerance
  }

  /// trailingControlAgainstRightInset (generator:
  /// `LayoutGenerators.trailingControl`): a trailing control ends exactly at
  /// its row's right band inset (catches "W - safeInsets.left - N").
  static func trailingControlAgainstRightInset(
    _ input: LayoutGenerators.TrailingControl,
    minX: LayoutFunctions.TrailingControlMinX = LayoutFunctions.trailingControlMinX
  ) -> Bool {
    let layout = input.layout
    let sides = layout.sideInsets(
      forBandFrom: input.rowMinY, to: input.rowMinY + input.rowHeight)
    let width = layout.windowSize.width
    let x = minX(width, sides, input.controlWidth)
    return abs((width - sides.right) - (x + input.controlWidth)) <= slack(width)
  }

  /// topBarUsesOneStatusHeight (generator: `LayoutGenerators.topBar`): the
  /// row starts at the status height, the bar ends with the row, and beside
  /// an island the status height is the compact one (catches the two status
  /// heights mixed in unfolded portrait).
  static func topBarUsesOneStatusHeight(
    _ input: (CornerBlockLayout, Double), topBar: LayoutFunctions.TopBar = LayoutFunctions.topBar
  ) -> Bool {
    let (layout, rowHeight) = input
    let bar = topBar(layout, rowHeight)
    let expectedStatus =
      CornerBlockLayout.statusIsland(in: layout) == nil
      ? layout.safeInsets.top : layout.compactStatusBarHeight ?? layout.safeInsets.top
    return bar.statusBarHeight == expectedStatus && bar.rowFrame.minY == bar.statusBarHeight
      && bar.height == bar.statusBarHeight + rowHeight
  }

  /// reductionIsBitIdentical (generator: `LayoutGenerators.plain`): with no
  /// reserved corners and equal side insets, every helper returns exactly
  /// the plain safe-inset expression, compared by bit pattern (catches a
  /// fix that does not reduce, such as `x = L + (W - L - R - w) / 2`).
  static func reductionIsBitIdentical(
    _ c: LayoutGenerators.Plain,
    place: LayoutFunctions.CentredPlacement = LayoutFunctions.centredPlacement,
    minX: LayoutFunctions.TrailingControlMinX = LayoutFunctions.trailingControlMinX,
    bandFrame: LayoutFunctions.BandFrame = LayoutFunctions.bandFrame,
    topBar: LayoutFunctions.TopBar = LayoutFunctions.topBar
  ) -> Bool {
    func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
    func same(_ a: Rect, _ b: Rect) -> Bool {
      same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width)
        && same(a.height, b.height)
    }
    let layout = c.layout
    let (w, t, l, r) = (
      layout.windowSize.width, layout.safeInsets.top, layout.safeInsets.left,
      layout.safeInsets.right
    )
    let sides = SideInsets(left: l, right: r)
    guard layout.sideStrip(.left) == nil, layout.sideStrip(.right) == nil,
      CornerBlockLayout.statusIsland(in: layout) == nil,
      CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout) == nil
    else { return false }
    let band = layout.sideInsets(forBandFrom: c.bandStart, to: c.bandEnd)
    let bottom = layout.bottomEdgeSideInsets()
    guard same(band.left, l), same(band.right, r), same(bottom.left, l), same(bottom.right, r)
    else { return false }
    let low = min(c.bandStart, c.bandEnd)
    let high = max(c.bandStart, c.bandEnd)
    guard
      same(
        bandFrame(c.bandStart, c.bandEnd, layout),
        Rect(x: l, y: low, width: w - l - r, height: high - low))
    else { return false }
    let plainWidth = max(0, min(w - l - r - c.margin * 2, c.maximumWidth))
    let placed = place(w, sides, c.margin, c.maximumWidth)
    guard same(placed.width, plainWidth), same(placed.minX, (w - plainWidth) / 2) else {
      return false
    }
    let bar = topBar(layout, c.rowHeight)
    guard same(bar.statusBarHeight, t), same(bar.height, t + c.rowHeight),
      same(bar.rowFrame, Rect(x: l, y: t, width: w - l - r, height: c.rowHeight)),
      same(bar.leftButtonsInset, l), same(bar.rightButtonsInset, r)
    else { return false }
    return same(minX(w, sides, c.controlWidth), w - r - c.controlWidth)
      && same(
        CornerBlockLayout.trailingControlMinX(
          in: layout, rowMinY: c.bandStart, rowHeight: c.rowHeight,
          controlWidth: c.controlWidth),
        w - r - c.controlWidth)
  }

  /// islandShiftIsBoundedAndMonotone (generator: island 1..<101, row
  /// 0..<60, inset 0..<200, two row positions 0..<300): the shift lies in
  /// 0...inset, is full while the row overlaps the island, zero a row
  /// below it, and never grows as the row moves down.
  static func islandShiftIsBoundedAndMonotone(
    island: Double, row: Double, inset: Double, a: Double, b: Double
  ) -> Bool {
    func shift(_ y: Double) -> Double {
      CornerBlockLayout.statusIslandTrailingShift(
        rowMinY: y, rowHeight: row, islandHeight: island, inset: inset)
    }
    return shift(a) >= 0 && shift(a) <= inset && shift(min(a, b)) >= shift(max(a, b))
      && shift(island / 2) == inset && shift(island + row + 1) == 0
  }

  /// sideColumnButtonInStrip (generator: `LayoutGenerators.cornerBlockLayout`):
  /// the side-column back button, when there is one, lies inside a strip
  /// wide enough to hold it.
  static func sideColumnButtonInStrip(_ layout: CornerBlockLayout) -> Bool {
    guard let frame = CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout) else {
      return true
    }
    let strips = HorizontalEdge.allCases.compactMap { layout.sideStrip($0) }
    // A strip too small for a 44 pt button 8 pt below its top cannot hold it.
    return strips.contains { strip in
      let needed = frame.height + 8 + max(0, layout.safeInsets.top - strip.minY)
      return strip.contains(frame) || strip.width < frame.width || strip.height < needed
    }
  }

  /// subviewInsetsWithinExtent (generator: `LayoutGenerators.subview`):
  /// every inset is in 0...extent, opposite edges sum to at most the extent,
  /// and a frame inside the parent's safe rectangle gets zeros.
  static func subviewInsetsWithinExtent(
    _ input: (Size, EdgeInsets, Rect),
    insets: LayoutFunctions.SubviewInsets = LayoutFunctions.subviewInsets
  ) -> Bool {
    let (parent, parentInsets, frame) = input
    let i = insets(parent, parentInsets, frame)
    let inRange =
      i.top >= 0 && i.left >= 0 && i.bottom >= 0 && i.right >= 0
      && i.top + i.bottom <= frame.height && i.left + i.right <= frame.width
    let safe = Rect(
      x: parentInsets.left, y: parentInsets.top,
      width: parent.width - parentInsets.left - parentInsets.right,
      height: parent.height - parentInsets.top - parentInsets.bottom)
    let inside = safe.contains(frame)
    let total = i.top + i.left + i.bottom + i.right
    // `safe.maxY` is a sum and may round an ulp past `height - bottom`.
    return inRange && (!inside || total <= slack(max(parent.width, parent.height)))
  }

  /// marginsMirrorUnderRTL (generator: `LayoutGenerators.margins`): the
  /// right-to-left margins equal the left-to-right ones of the mirrored
  /// margins (leading and trailing swapped).
  static func marginsMirrorUnderRTL(
    _ input: (LayoutMargins, EdgeInsets),
    margins resolve: LayoutFunctions.MarginInsets = LayoutFunctions.marginInsets
  ) -> Bool {
    let (margins, safe) = input
    var mirrored = margins
    mirrored.margins.leading = margins.margins.trailing
    mirrored.margins.trailing = margins.margins.leading
    return resolve(margins, safe, .rightToLeft) == resolve(mirrored, safe, .leftToRight)
  }

  /// staticElementsClearBands (generator: a device from `Device.catalog +
  /// Device.tvCatalog` and an orientation): a static element pinned to the
  /// safe anchors never overlaps an unsafe band.
  static func staticElementsClearBands(_ device: Device, _ orientation: Orientation) -> Bool {
    let screen = device.screenSize(in: orientation)
    let insets = device.safeInsets(in: orientation)
    let anchors = SafeAnchors.resolve(
      boundsSize: screen, safeAreaInsets: insets, osVersion: OSVersion(major: 17))
    let frame = PinnedElement.pinnedFrame(.staticElement, boundsSize: screen, anchors: anchors)
    let bands = [
      Rect(x: 0, y: 0, width: screen.width, height: insets.top),
      Rect(x: 0, y: screen.height - insets.bottom, width: screen.width, height: insets.bottom),
      Rect(x: 0, y: 0, width: insets.left, height: screen.height),
      Rect(x: screen.width - insets.right, y: 0, width: insets.right, height: screen.height),
    ]
    return bands.allSatisfy { !frame.intersects($0) }
  }
}

/// Deliberately wrong variants of engine functions, from the documented bug
/// shapes. Never call these from the engine.
enum LayoutMutants {
  /// Seed: "Symmetric left inset: X + safeInsets.left used for both sides,
  /// or right: safeInsets.left." Corrupts `centredPlacement`.
  static func symmetricLeftInset(
    containerWidth: Double, sideInsets: SideInsets, margin: Double, maximumWidth: Double
  ) -> HorizontalPlacement {
    let available = containerWidth - sideInsets.left - sideInsets.left - margin * 2
    let width = Swift.max(0, Swift.min(available, maximumWidth))
    return HorizontalPlacement(minX: (containerWidth - width) / 2, width: width)
  }

  /// Seed: "Band-sized but screen-centred: width W - L - R placed at
  /// (W - w) / 2, 42pt toward the strip." Corrupts `centredPlacement`.
  static func screenCentred(
    containerWidth: Double, sideInsets: SideInsets, margin: Double, maximumWidth: Double
  ) -> HorizontalPlacement {
    let available = containerWidth - sideInsets.left - sideInsets.right - margin * 2
    let width = Swift.max(0, Swift.min(available, maximumWidth))
    return HorizontalPlacement(minX: (containerWidth - width) / 2, width: width)
  }

  /// Seed: "Any fix must reduce to the old expression". Centres on the band
  /// correctly, but as `L + (W - L - R - w) / 2`, which is not the old
  /// `(W - w) / 2` bit for bit when the insets are equal. Corrupts
  /// `centredPlacement`.
  static func nonReducingFix(
    containerWidth: Double, sideInsets: SideInsets, margin: Double, maximumWidth: Double
  ) -> HorizontalPlacement {
    let band = containerWidth - sideInsets.left - sideInsets.right
    let width = Swift.max(0, Swift.min(band - margin * 2, maximumWidth))
    return HorizontalPlacement(minX: sideInsets.left + (band - width) / 2, width: width)
  }

  /// Seed: "Trailing control at W - safeInsets.left - N." Corrupts
  /// `trailingControlMinX(containerWidth:sideInsets:controlWidth:)`.
  static func trailingAtLeftInset(
    containerWidth: Double, sideInsets: SideInsets, controlWidth: Double
  ) -> Double {
    containerWidth - sideInsets.left - controlWidth
  }

  /// Seed: "Side insets ignored in a full-screen surface: controls under a
  /// corner block." Corrupts `bandFrame(from:to:in:)`.
  static func sideInsetsIgnored(from minY: Double, to maxY: Double, in layout: CornerBlockLayout)
    -> Rect
  {
    let low = Swift.min(minY, maxY)
    let high = Swift.max(minY, maxY)
    return Rect(x: 0, y: low, width: layout.windowSize.width, height: high - low)
  }

  /// Seed: "Two status heights mixed in unfolded portrait (compact for one
  /// part, full for the other)": the row at the compact height, the bar's
  /// height from the full one. Corrupts `topBarLayout(in:rowHeight:)`.
  static func mixedStatusHeights(in layout: CornerBlockLayout, rowHeight: Double) -> TopBarLayout {
    let correct = CornerBlockLayout.topBarLayout(in: layout, rowHeight: rowHeight)
    var bar = correct
    bar.height = layout.safeInsets.top + rowHeight
    return bar
  }

  /// A subview's insets not clamped to its own size: a small view deep in a
  /// band reports the band's whole depth. Corrupts
  /// `ViewHierarchy.subviewSafeAreaInsets(parentSize:parentInsets:frame:)`.
  static func unclampedSubviewInsets(parentSize: Size, parentInsets: EdgeInsets, frame: Rect)
    -> EdgeInsets
  {
    EdgeInsets(
      top: Swift.max(0, parentInsets.top - frame.minY),
      left: Swift.max(0, parentInsets.left - frame.minX),
      bottom: Swift.max(0, frame.maxY - (parentSize.height - parentInsets.bottom)),
      right: Swift.max(0, frame.maxX - (parentSize.width - parentInsets.right)))
  }

  /// Directional margins resolved as if every language read left to right.
  /// Corrupts `LayoutMargins.effectiveInsets(safeAreaInsets:direction:)`.
  static func marginsIgnoreDirection(
    _ margins: LayoutMargins, safeAreaInsets: EdgeInsets, direction: LayoutDirection
  ) -> EdgeInsets {
    margins.effectiveInsets(safeAreaInsets: safeAreaInsets, direction: .leftToRight)
  }
}
