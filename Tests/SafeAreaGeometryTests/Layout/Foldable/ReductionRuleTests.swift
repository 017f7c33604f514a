import PropertyFuzzing
import SafeAreaGeometry
import Testing

// The seed's rule: "Any fix must reduce to the old expression when
// reservedCorners is .none and the side insets are equal, so every other
// device stays byte-identical." The old expressions are written out here,
// independently of the engine, and compared bit for bit.

/// One random ordinary-device case: no reserved corners, equal side insets.
struct PlainCase: CustomStringConvertible {
  var layout: CornerBlockLayout
  var margin: Double
  var maximumWidth: Double
  var bandStart: Double
  var bandEnd: Double
  var rowHeight: Double
  var controlWidth: Double

  init(_ rng: inout SplitMix64) {
    let side = rng.measure(200)
    layout = CornerBlockLayout(
      windowSize: Size(width: rng.measure(2000), height: rng.measure(2000)),
      safeInsets: EdgeInsets(
        top: rng.measure(120), left: side, bottom: rng.measure(60), right: side),
      reservedCorners: .none,
      widthClass: rng.next() % 2 == 0 ? .compact : .regular,
      compactStatusBarHeight: rng.next() % 2 == 0 ? nil : rng.measure(40))
    margin = rng.measure(40)
    maximumWidth = rng.next() % 3 == 0 ? .infinity : rng.measure(1500)
    bandStart = rng.measure(2000)
    bandEnd = rng.measure(2000)
    rowHeight = rng.measure(100)
    controlWidth = rng.measure(200)
  }

  var description: String {
    "\(layout) margin \(margin) max \(maximumWidth) band \(bandStart)..\(bandEnd) row \(rowHeight)"
  }
}

/// The plain centred container: the old expression, screen-centred.
func plainContainer(
  _ width: Double, _ left: Double, _ right: Double, _ margin: Double, _ cap: Double
)
  -> HorizontalPlacement
{
  let w = max(0, min(width - left - right - margin * 2, cap))
  return HorizontalPlacement(minX: (width - w) / 2, width: w)
}

@Suite("Reduction rule: no corner blocks and equal side insets give the old expression")
struct ReductionRuleTests {
  static let seeds: [UInt64] = [0, 1, 7, 0xD0_0D, 20_261_129]

  @Test("every helper is bit-identical to the plain safe-inset expression", arguments: seeds)
  func reduction(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<2000 {
      let c = PlainCase(&rng)
      check(c)
    }
  }

  func check(_ c: PlainCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let layout = c.layout
    let (w, t, l, r) = (
      layout.windowSize.width, layout.safeInsets.top, layout.safeInsets.left,
      layout.safeInsets.right
    )
    #expect(
      layout.sideStrip(.left) == nil && layout.sideStrip(.right) == nil,
      sourceLocation: sourceLocation)
    #expect(CornerBlockLayout.statusIsland(in: layout) == nil, sourceLocation: sourceLocation)
    #expect(
      CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout) == nil,
      sourceLocation: sourceLocation)

    let band = layout.sideInsets(forBandFrom: c.bandStart, to: c.bandEnd)
    expectSameBits(band.left, l, "band left \(c)", sourceLocation: sourceLocation)
    expectSameBits(band.right, r, "band right \(c)", sourceLocation: sourceLocation)
    let bottom = layout.bottomEdgeSideInsets()
    expectSameBits(bottom.left, l, "bottom left \(c)", sourceLocation: sourceLocation)
    expectSameBits(bottom.right, r, "bottom right \(c)", sourceLocation: sourceLocation)

    let low = min(c.bandStart, c.bandEnd)
    let high = max(c.bandStart, c.bandEnd)
    expectSameBits(
      CornerBlockLayout.bandFrame(from: c.bandStart, to: c.bandEnd, in: layout),
      Rect(x: l, y: low, width: w - l - r, height: high - low), "band frame \(c)",
      sourceLocation: sourceLocation)

    let cap = layout.widthClass == .regular ? c.maximumWidth : .infinity
    for (includes, bottomAnchored) in [(true, false), (true, true), (false, false), (false, true)] {
      let placed = CornerBlockLayout.horizontalContainerFillingPlacement(
        in: layout, margin: c.margin, includesSafeInsets: includes,
        anchoredAtBottom: bottomAnchored, maximumWidth: c.maximumWidth)
      let plain =
        includes ? plainContainer(w, l, r, c.margin, cap) : plainContainer(w, 0, 0, c.margin, cap)
      expectSameBits(placed.minX, plain.minX, "container x \(c)", sourceLocation: sourceLocation)
      expectSameBits(placed.width, plain.width, "container w \(c)", sourceLocation: sourceLocation)
    }

    let bar = CornerBlockLayout.topBarLayout(in: layout, rowHeight: c.rowHeight)
    expectSameBits(bar.statusBarHeight, t, "status \(c)", sourceLocation: sourceLocation)
    expectSameBits(
      bar.rowFrame, Rect(x: l, y: t, width: w - l - r, height: c.rowHeight), "bar row \(c)",
      sourceLocation: sourceLocation)
    expectSameBits(bar.height, t + c.rowHeight, "bar height \(c)", sourceLocation: sourceLocation)
    expectSameBits(bar.leftButtonsInset, l, "bar left \(c)", sourceLocation: sourceLocation)
    expectSameBits(bar.rightButtonsInset, r, "bar right \(c)", sourceLocation: sourceLocation)

    expectSameBits(
      CornerBlockLayout.trailingControlMinX(
        in: layout, rowMinY: c.bandStart, rowHeight: c.rowHeight, controlWidth: c.controlWidth),
      w - r - c.controlWidth, "trailing control \(c)", sourceLocation: sourceLocation)
    expectSameBits(
      CornerBlockLayout.statusIslandTrailingShift(
        rowMinY: c.bandStart, rowHeight: c.rowHeight, islandHeight: 0, inset: c.controlWidth),
      0, "island shift without island \(c)", sourceLocation: sourceLocation)
  }

  @Test("-0.0 survives: the reduction is bit for bit, not merely ==")
  func negativeZero() {
    let layout = CornerBlockLayout(
      windowSize: Size(width: -0.0, height: 10), safeInsets: .zero)
    let placed = CornerBlockLayout.horizontalContainerFillingPlacement(
      in: layout, margin: 1, includesSafeInsets: true, anchoredAtBottom: false)
    let plain = plainContainer(-0.0, 0, 0, 1, .infinity)
    expectSameBits(placed.minX, plain.minX, "x")
    #expect(plain.minX.sign == .minus)
  }

  @Test("the check has teeth: a mathematically equal band-centred rewrite does not reduce")
  func rewriteIsCaught() {
    // The shape of a fix that does not reduce: x = L + (W - L - R - w) / 2.
    func rewrite(_ width: Double, _ left: Double, _ right: Double, _ margin: Double)
      -> Double
    {
      let w = max(0, width - left - right - margin * 2)
      return left + (width - left - right - w) / 2
    }
    var rng = SplitMix64(seed: 99)
    var differing = 0
    for _ in 0..<1000 {
      let c = PlainCase(&rng)
      let (w, l, r) = (
        c.layout.windowSize.width, c.layout.safeInsets.left, c.layout.safeInsets.right
      )
      let plain = plainContainer(w, l, r, c.margin, .infinity).minX
      if rewrite(w, l, r, c.margin).bitPattern != plain.bitPattern { differing += 1 }
    }
    #expect(differing > 0, "the random inputs never expose a non-reducing rewrite")
  }
}
