import SafeAreaGeometry
import Testing

@testable import SafeAreaInvariants

/// The reference models reproduce the documented examples (the posture
/// table in ARCHITECTURE.md, Reference data; UIKit's safe-area example, the polling
/// policies' costs), so a property that compares the engine with them
/// compares it with the documented rules.
@Suite("Reference models reproduce the documented examples")
struct ReferenceModelTests {
  @Test("the corner-block model derives the posture table's strips and island")
  func cornerBlockTable() {
    let fp = CornerBlockModel(layout: FoldablePosture.foldedPortrait.layout)
    #expect(fp.strip(.right) == Rect(x: 382, y: 170, width: 84, height: 508))
    #expect(fp.strip(.left) == nil)
    let fl = CornerBlockModel(layout: FoldablePosture.foldedLandscapeLeft.layout)
    #expect(fl.strip(.right) == Rect(x: 594, y: 0, width: 84, height: 384))
    let fr = CornerBlockModel(layout: FoldablePosture.foldedLandscapeRight.layout)
    #expect(fr.strip(.left) == Rect(x: 0, y: 84, width: 84, height: 382))
    let up = CornerBlockModel(layout: FoldablePosture.unfoldedPortrait.layout)
    #expect(up.strip(.left) == nil && up.strip(.right) == nil)
    #expect(up.island()?.frame == Rect(x: 535, y: 0, width: 134, height: 82))
    #expect(fp.island() == nil)
    // FP's right strip keeps its inset only where the top-right block reaches.
    #expect(fp.bandSides(0, 44) == SideInsets(left: 0, right: 84))
    #expect(fp.bandSides(170, 214) == SideInsets(left: 0, right: 0))
    #expect(fp.bandSides(169, 169) == SideInsets(left: 0, right: 84))
    #expect(fp.bandSides(.nan, 300) == SideInsets(left: 0, right: 84))
    // Only FL has a bottom block: a bottom row keeps clear of it alone.
    #expect(fl.bottomSides() == SideInsets(left: 0, right: 84))
    #expect(fp.bottomSides() == SideInsets(left: 0, right: 0))
  }

  @Test(
    "the island shift is full over the island and falls linearly for one row",
    arguments: [
      (5.0, 10.0), (20, 10), (25, 5), (30, 0), (.nan, 10),
    ])
  func islandShift(rowMinY: Double, expected: Double) {
    let shift = CornerBlockModel.shift(
      rowMinY: rowMinY, rowHeight: 10, islandHeight: 20, inset: 10)
    #expect(shift == expected)
    #expect(CornerBlockModel.shift(rowMinY: 0, rowHeight: 10, islandHeight: 20, inset: 0) == 0)
  }

  @Test("the first invalid layout value is named")
  func cornerBlockValidation() {
    var layout = FoldablePosture.foldedPortrait.layout
    #expect(CornerBlockModel(layout: layout).firstInvalid() == nil)
    layout.reservedCorners.topRight?.height = -1
    layout.compactStatusBarHeight = .nan
    let error = CornerBlockModel(layout: layout).firstInvalid()
    #expect(error == .negative(name: "reservedCorners.topRight.height", value: -1))
  }

  @Test("the hierarchy model gives UIKit's example and zeros off-window")
  func hierarchyExample() throws {
    let top59 = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let views = [
      ViewHierarchy.View(parent: .window, frame: Rect(x: 0, y: 20, width: 393, height: 100)),
      ViewHierarchy.View(parent: .window, frame: Rect(x: 0, y: 59, width: 393, height: 100)),
      ViewHierarchy.View(parent: .detached, frame: Rect(x: 0, y: 0, width: 393, height: 852)),
      ViewHierarchy.View(parent: .view(2), frame: Rect(x: 0, y: 0, width: 10, height: 10)),
      ViewHierarchy.View(
        parent: .view(0), frame: Rect(x: 0, y: 0, width: 393, height: 100),
        additionalSafeAreaInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
    ]
    let insets = try ViewHierarchyModel.insets(
      windowSize: Size(width: 393, height: 852), windowInsets: top59, views: views
    ).get()
    #expect(insets[0] == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(insets[1] == .zero)
    #expect(insets[2] == .zero && insets[3] == .zero)
    #expect(insets[4] == EdgeInsets(top: 40, left: 2, bottom: 3, right: 4))
    let bad = ViewHierarchyModel.insets(
      windowSize: Size(width: 10, height: 10), windowInsets: .zero,
      views: [ViewHierarchy.View(parent: .view(0), frame: Rect(x: 0, y: 0, width: 1, height: 1))])
    #expect(throws: ViewHierarchyModel.ModelError.self) { try bad.get() }
  }

  @Test("opposite far edges never sum past the extent, even after rounding")
  func farEdgeClamp() {
    let clamped = ViewHierarchyModel.clamped(
      EdgeInsets(top: 0.1, left: 0, bottom: 0.3, right: 0), to: Size(width: 1, height: 0.3))
    #expect(clamped.top + clamped.bottom <= 0.3)
    #expect(clamped.bottom > 0.19)
  }

  @Test("the poller model spends four sends an ask, as each policy says")
  func pollerCosts() throws {
    let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    let portrait = InsetGeometry(size: Size(width: 10, height: 20), orientation: .portrait)
    var everyFrame = PollerModel(policy: .everyFrame)
    var firstNonZero = PollerModel(policy: .firstNonZero)
    var settling = PollerModel(policy: .untilGeometryChanges(settleFrames: 3))
    for frame in 0..<10 {
      _ = everyFrame.insets(atFrame: frame, observing: portrait) { _ in zero }
      _ = firstNonZero.insets(atFrame: frame, observing: portrait) { _ in zero }
      _ = settling.insets(atFrame: frame, observing: frame < 2 ? nil : portrait) { _ in zero }
    }
    #expect(everyFrame.sends == 40)
    // A zero-inset device: asked forever by firstNonZero, settled after
    // frames 2, 3 and 4 by the settle window.
    #expect(firstNonZero.sends == 40)
    #expect(settling.sends == 12)
  }
}
