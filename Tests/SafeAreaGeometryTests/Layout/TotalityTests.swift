import PropertyFuzzing
import SafeAreaGeometry
import Testing

/// Values that break naive arithmetic: signed zeros, NaN, infinities, the
/// extremes of `Double`, subnormals, and ordinary sizes.
let edgeValues: [Double] = [
  0, -0.0, 1, 84, 466, .nan, .infinity, -.infinity, .greatestFiniteMagnitude,
  -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e300, -17.5,
]

@Suite("Layout helpers are total: any input gives a value or a typed error")
struct TotalityTests {
  @Test("corner-block helpers never trap and never give a negative or NaN container width")
  func cornerBlockHelpers() {
    var rng = SplitMix64(seed: 77)
    func pick() -> Double { edgeValues[Int(rng.next() % UInt64(edgeValues.count))] }
    for _ in 0..<3000 {
      let layout = CornerBlockLayout(
        windowSize: Size(width: pick(), height: pick()),
        safeInsets: EdgeInsets(top: pick(), left: pick(), bottom: pick(), right: pick()),
        reservedCorners: ReservedCorners(
          topLeft: rng.next() % 2 == 0 ? nil : Size(width: pick(), height: pick()),
          bottomRight: rng.next() % 2 == 0 ? nil : Size(width: pick(), height: pick())),
        widthClass: rng.next() % 2 == 0 ? .compact : .regular,
        compactStatusBarHeight: rng.next() % 2 == 0 ? nil : pick())
      let placed = CornerBlockLayout.horizontalContainerFillingPlacement(
        in: layout, margin: pick(), includesSafeInsets: rng.next() % 2 == 0,
        anchoredAtBottom: rng.next() % 2 == 0, maximumWidth: pick())
      #expect(placed.width >= 0, "\(layout): width \(placed.width)")
      let shift = CornerBlockLayout.statusIslandTrailingShift(
        rowMinY: pick(), rowHeight: pick(), islandHeight: pick(), inset: pick())
      #expect(shift.isNaN || shift >= 0, "shift \(shift)")
      _ = CornerBlockLayout.bandFrame(from: pick(), to: pick(), in: layout)
      _ = CornerBlockLayout.topBarLayout(in: layout, rowHeight: pick())
      _ = CornerBlockLayout.trailingControlMinX(
        in: layout, rowMinY: pick(), rowHeight: pick(), controlWidth: pick())
      _ = CornerBlockLayout.sideColumnNavigationButtonFrame(in: layout)
      _ = layout.bottomEdgeSideInsets()
      let values = [
        layout.windowSize.width, layout.windowSize.height, layout.safeInsets.top,
        layout.safeInsets.left, layout.safeInsets.bottom, layout.safeInsets.right,
      ]
      let blocks = layout.reservedCorners.blocks.flatMap { [$0.size.width, $0.size.height] }
      let compact = layout.compactStatusBarHeight.map { [$0] } ?? []
      let allValid = (values + blocks + compact).allSatisfy { $0.isFinite && $0 >= 0 }
      #expect((try? layout.validated()) != nil || !allValid, "\(layout) rejected")
      if !allValid {
        #expect(throws: GeometryError.self) { try layout.validated() }
      }
    }
  }

  @Test("view hierarchies with extreme but finite frames give finite insets within extents")
  func extremeHierarchies() throws {
    var rng = SplitMix64(seed: 78)
    let finite = edgeValues.filter(\.isFinite)
    func pick() -> Double { finite[Int(rng.next() % UInt64(finite.count))] }
    for _ in 0..<300 {
      var tree = ViewHierarchy(
        windowSize: Size(width: abs(pick()), height: abs(pick())),
        windowSafeAreaInsets: EdgeInsets(
          top: abs(pick()), left: abs(pick()), bottom: abs(pick()), right: abs(pick())))
      for index in 0..<12 {
        tree.add(
          .init(
            parent: index == 0 ? .window : .view(Int(rng.next() % UInt64(index))),
            frame: Rect(x: pick(), y: pick(), width: abs(pick()), height: abs(pick())),
            additionalSafeAreaInsets: rng.next() % 3 == 0
              ? EdgeInsets(top: abs(pick()), left: abs(pick()), bottom: 0, right: abs(pick()))
              : nil))
      }
      let insets = try tree.safeAreaInsets()
      for (view, inset) in zip(tree.views, insets) {
        let sides = [inset.top, inset.left, inset.bottom, inset.right]
        #expect(sides.allSatisfy { $0.isFinite && $0 >= 0 }, "\(inset)")
        #expect(inset.top + inset.bottom <= view.frame.height, "\(inset) in \(view.frame)")
        #expect(inset.left + inset.right <= view.frame.width, "\(inset) in \(view.frame)")
      }
    }
  }

  @Test("non-finite hierarchy input is refused with a typed error")
  func refusesNonFinite() {
    let tree = ViewHierarchy(
      windowSize: Size(width: .infinity, height: 10), windowSafeAreaInsets: .zero)
    #expect(throws: GeometryError.notFinite(name: "windowSize.width", value: .infinity)) {
      try tree.safeAreaInsets()
    }
  }
}
