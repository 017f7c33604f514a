import PropertyFuzzing
import SafeAreaGeometry
import Testing

/// A random layout in which every corner block is covered by an inset, as
/// UIKit guarantees: either widened into its side inset (a strip) or into the
/// top or bottom inset (an island).
func randomCornerBlockLayout(_ rng: inout SplitMix64) -> CornerBlockLayout {
  let size = Size(width: 50 + rng.measure(1500), height: 50 + rng.measure(1500))
  var insets = EdgeInsets(
    top: rng.measure(60), left: rng.measure(60), bottom: rng.measure(40), right: rng.measure(60))
  var corners = ReservedCorners.none
  for corner in ScreenCorner.allCases where rng.next() % 2 == 0 {
    let block = Size(width: rng.measure(200), height: rng.measure(300))
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
    compactStatusBarHeight: rng.next() % 2 == 0 ? nil : rng.measure(30))
}

@Suite("Corner-block invariants over the table and random layouts")
struct CornerBlockInvariantTests {
  static let seeds: [UInt64] = [3, 11, 2024, 0xFEED]

  /// The table's postures followed by random layouts from `seed`.
  static func layouts(seed: UInt64, count: Int) -> [CornerBlockLayout] {
    var rng = SplitMix64(seed: seed)
    return FoldablePosture.allCases.map(\.layout)
      + (0..<count).map { _ in randomCornerBlockLayout(&rng) }
  }

  @Test(
    "a row's content band inside the safe height never meets a corner block",
    arguments: seeds)
  func bandsClearBlocks(seed: UInt64) {
    var rng = SplitMix64(seed: seed ^ 0x5A5A)
    for layout in Self.layouts(seed: seed, count: 300) {
      let top = layout.safeInsets.top
      let bottom = layout.windowSize.height - layout.safeInsets.bottom
      guard bottom > top else { continue }
      for _ in 0..<20 {
        let y0 = top + rng.unit(bottom - top)
        let y1 = y0 + rng.unit(bottom - y0)
        let band = CornerBlockLayout.bandFrame(from: y0, to: y1, in: layout)
        for block in layout.reservedCorners.blocks {
          let frame = block.frame(in: layout.windowSize)
          // Band edges are sums of insets, so they may cross a block's edge
          // by rounding; an overlap counts when it is wider than that.
          let overlap = band.intersection(frame)?.width ?? 0
          #expect(overlap <= 1e-9 * layout.windowSize.width, "\(layout): \(band) meets \(frame)")
        }
      }
    }
  }

  @Test("containers sit centred between their side insets", arguments: seeds)
  func containersCentred(seed: UInt64) {
    var rng = SplitMix64(seed: seed ^ 0xC0)
    for layout in Self.layouts(seed: seed, count: 300) {
      let margin = rng.measure(30)
      let cap = rng.next() % 2 == 0 ? .infinity : rng.measure(800)
      for anchored in [false, true] {
        let placed = CornerBlockLayout.horizontalContainerFillingPlacement(
          in: layout, margin: margin, includesSafeInsets: true, anchoredAtBottom: anchored,
          maximumWidth: cap)
        let sides =
          anchored ? layout.bottomEdgeSideInsets() : SideInsets(layout.safeInsets)
        let width = layout.windowSize.width
        let leftGap = placed.minX - sides.left
        let rightGap = (width - sides.right) - placed.maxX
        let tolerance = 1e-9 * max(1, width)
        #expect(abs(leftGap - rightGap) <= tolerance, "\(layout): \(placed) in \(sides)")
        if placed.width > 0 {
          #expect(leftGap >= margin - tolerance, "\(layout): \(placed) in \(sides)")
        }
      }
    }
  }

  @Test(
    "a trailing control ends at the row's right inset, shifted only by the island",
    arguments: seeds)
  func trailingControls(seed: UInt64) {
    var rng = SplitMix64(seed: seed ^ 0x7A)
    for layout in Self.layouts(seed: seed, count: 300) {
      for _ in 0..<10 {
        let rowMinY = rng.measure(layout.windowSize.height)
        let rowHeight = rng.measure(80)
        let control = rng.measure(100)
        let minX = CornerBlockLayout.trailingControlMinX(
          in: layout, rowMinY: rowMinY, rowHeight: rowHeight, controlWidth: control)
        let sides = layout.sideInsets(forBandFrom: rowMinY, to: rowMinY + rowHeight)
        let gap = layout.windowSize.width - sides.right - (minX + control)
        #expect(gap >= -1e-9 * layout.windowSize.width, "\(layout) row \(rowMinY): gap \(gap)")
        if CornerBlockLayout.statusIsland(in: layout) == nil {
          #expect(abs(gap) <= 1e-9 * layout.windowSize.width, "\(layout): gap \(gap)")
        }
      }
    }
  }

  @Test("the island shift is within 0...inset, full under the island, zero a row below, monotone")
  func islandShift() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<2000 {
      let island = 1 + rng.measure(100)
      let row = rng.measure(60)
      let inset = rng.measure(200)
      let a = rng.measure(300)
      let b = rng.measure(300)
      func shift(_ y: Double) -> Double {
        CornerBlockLayout.statusIslandTrailingShift(
          rowMinY: y, rowHeight: row, islandHeight: island, inset: inset)
      }
      #expect(shift(a) >= 0 && shift(a) <= inset)
      #expect(shift(min(a, b)) >= shift(max(a, b)), "not monotone at \(a), \(b)")
      #expect(shift(rng.unit(island / 2)) == inset)
      #expect(shift(island + row + rng.unit(50)) == 0)
    }
  }

  @Test("top bars: the row starts at the status height and the bar ends with the row")
  func topBars() {
    for layout in Self.layouts(seed: 8, count: 300) {
      let bar = CornerBlockLayout.topBarLayout(in: layout)
      #expect(bar.rowFrame.minY == bar.statusBarHeight)
      #expect(bar.height == bar.rowFrame.maxY)
      #expect(bar.rightButtonsInset >= bar.windowRightBandInset(in: layout))
    }
  }
}

extension TopBarLayout {
  /// The right band inset of this bar's row, for comparison.
  fileprivate func windowRightBandInset(in layout: CornerBlockLayout) -> Double {
    layout.sideInsets(forBandFrom: rowFrame.minY, to: rowFrame.maxY).right
  }
}
