import PropertyFuzzing
import SafeAreaGeometry
import Testing

@Suite("UIKit view hierarchy safe-area insets")
struct ViewHierarchyTests {
  /// iPhone 14 Pro portrait: 393x852 with a 59 pt top and 34 pt bottom inset.
  static let phone = ViewHierarchy(
    windowSize: Size(width: 393, height: 852),
    windowSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

  @Test("documented example: a subview whose top is at 20 under a 59 pt inset gets 39")
  func documentedExample() throws {
    var tree = Self.phone
    let root = tree.add(.init(parent: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852)))
    let sub = tree.add(
      .init(parent: .view(root), frame: Rect(x: 10, y: 20, width: 200, height: 100)))
    let insets = try tree.safeAreaInsets()
    #expect(insets[root] == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(insets[sub] == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
  }

  @Test("a view entirely inside the safe area gets zeros")
  func insideSafeAreaIsZero() throws {
    var tree = Self.phone
    let root = tree.add(.init(parent: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852)))
    let inside = tree.add(
      .init(parent: .view(root), frame: Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34)))
    #expect(try tree.safeAreaInsets()[inside] == .zero)
  }

  @Test("a view reaching into the bottom band gets the overlap, capped at its height")
  func bottomOverlapAndCap() throws {
    var tree = Self.phone
    let root = tree.add(.init(parent: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852)))
    let footer = tree.add(
      .init(parent: .view(root), frame: Rect(x: 0, y: 800, width: 393, height: 52)))
    let inBand = tree.add(
      .init(parent: .view(root), frame: Rect(x: 0, y: 0, width: 50, height: 30)))
    let insets = try tree.safeAreaInsets()
    #expect(insets[footer] == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(insets[inBand] == EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
  }

  @Test("insets propagate through nested views in each view's own coordinates")
  func nestedPropagation() throws {
    var tree = ViewHierarchy(
      windowSize: Size(width: 852, height: 393),
      windowSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let root = tree.add(.init(parent: .window, frame: Rect(x: 0, y: 0, width: 852, height: 393)))
    let card = tree.add(
      .init(parent: .view(root), frame: Rect(x: 20, y: 300, width: 812, height: 93)))
    let label = tree.add(
      .init(parent: .view(card), frame: Rect(x: 10, y: 10, width: 100, height: 80)))
    let insets = try tree.safeAreaInsets()
    #expect(insets[card] == EdgeInsets(top: 0, left: 39, bottom: 21, right: 39))
    #expect(insets[label] == EdgeInsets(top: 0, left: 29, bottom: 18, right: 0))
  }

  @Test("a view not in a window, and its subviews, get zeros even as a controller's root")
  func detachedIsZero() throws {
    var tree = Self.phone
    let detached = tree.add(
      .init(
        parent: .detached, frame: Rect(x: 0, y: 0, width: 393, height: 852),
        additionalSafeAreaInsets: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)))
    let child = tree.add(
      .init(parent: .view(detached), frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let insets = try tree.safeAreaInsets()
    #expect(insets[detached] == .zero)
    #expect(insets[child] == .zero)
  }

  @Test("a controller's root view adds additionalSafeAreaInsets, and its subviews see them")
  func additionalInsets() throws {
    var tree = Self.phone
    let root = tree.add(
      .init(
        parent: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852),
        additionalSafeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 49, right: 0)))
    let child = tree.add(
      .init(parent: .view(root), frame: Rect(x: 0, y: 80, width: 393, height: 700)))
    let insets = try tree.safeAreaInsets()
    #expect(insets[root] == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(insets[child] == EdgeInsets(top: 23, left: 0, bottom: 11, right: 0))
  }

  @Test("additional insets larger than the view are clamped to its size")
  func additionalClamped() throws {
    var tree = Self.phone
    let root = tree.add(
      .init(
        parent: .window, frame: Rect(x: 0, y: 0, width: 100, height: 100),
        additionalSafeAreaInsets: EdgeInsets(top: 80, left: 70, bottom: 80, right: 70)))
    #expect(try tree.safeAreaInsets()[root] == EdgeInsets(top: 100, left: 70, bottom: 0, right: 30))
  }

  @Test("bad input throws an error naming it")
  func badInput() {
    var forward = Self.phone
    forward.add(.init(parent: .view(0), frame: Rect(x: 0, y: 0, width: 1, height: 1)))
    #expect(
      throws: GeometryError.invalidParameter(
        name: "views[0].parent", value: 0, expected: "the index of an earlier view (0..<0)")
    ) {
      try forward.safeAreaInsets()
    }
    var nan = Self.phone
    nan.add(.init(parent: .window, frame: Rect(x: .nan, y: 0, width: 1, height: 1)))
    let nanError = #expect(throws: GeometryError.self) { try nan.safeAreaInsets() }
    guard case .notFinite(let name, let value) = nanError else {
      Issue.record("expected notFinite, got \(String(describing: nanError))")
      return
    }
    #expect(name == "views[0].frame.x" && value.isNaN)
    var negative = Self.phone
    negative.add(.init(parent: .window, frame: Rect(x: 0, y: 0, width: -1, height: 1)))
    #expect(throws: GeometryError.negative(name: "views[0].frame.width", value: -1)) {
      try negative.safeAreaInsets()
    }
    var badAdditional = Self.phone
    badAdditional.add(
      .init(
        parent: .window, frame: Rect(x: 0, y: 0, width: 1, height: 1),
        additionalSafeAreaInsets: EdgeInsets(top: 0, left: -2, bottom: 0, right: 0)))
    #expect(
      throws: GeometryError.negative(name: "views[0].additionalSafeAreaInsets.left", value: -2)
    ) {
      try badAdditional.safeAreaInsets()
    }
  }

  @Test(
    "random hierarchies: every inset lies in 0...extent and opposite edges fit",
    arguments: [1, 2, 3, 42, 2026] as [UInt64])
  func randomHierarchiesStayInRange(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<50 {
      var tree = ViewHierarchy(
        windowSize: Size(width: rng.measure(1000), height: rng.measure(1000)),
        windowSafeAreaInsets: EdgeInsets(
          top: rng.measure(600), left: rng.measure(600), bottom: rng.measure(600),
          right: rng.measure(600)))
      for index in 0..<30 {
        let parent: ViewHierarchy.Parent =
          index == 0 || rng.next() % 5 == 0
          ? (rng.next() % 4 == 0 ? .detached : .window) : .view(Int(rng.next() % UInt64(index)))
        let additional: EdgeInsets? =
          rng.next() % 3 == 0
          ? EdgeInsets(
            top: rng.measure(100), left: rng.measure(100), bottom: rng.measure(100),
            right: rng.measure(100)) : nil
        tree.add(
          .init(
            parent: parent,
            frame: Rect(
              x: rng.measure(1200) - 100, y: rng.measure(1200) - 100, width: rng.measure(900),
              height: rng.measure(900)),
            additionalSafeAreaInsets: additional))
      }
      let insets = try tree.safeAreaInsets()
      try #require(insets.count == tree.views.count)
      for (view, inset) in zip(tree.views, insets) {
        let size = view.frame.size
        #expect([inset.top, inset.left, inset.bottom, inset.right].allSatisfy { $0 >= 0 })
        #expect(inset.top + inset.bottom <= size.height, "\(inset) in \(size)")
        #expect(inset.left + inset.right <= size.width, "\(inset) in \(size)")
      }
    }
  }
}
