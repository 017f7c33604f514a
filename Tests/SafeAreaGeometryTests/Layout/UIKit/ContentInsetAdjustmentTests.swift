import SafeAreaGeometry
import Testing

@Suite("Scroll views' contentInsetAdjustmentBehavior")
struct ContentInsetAdjustmentTests {
  let safe = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
  let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

  func adjusted(
    _ behavior: ContentInsetAdjustmentBehavior, content: Size, barContent: Bool = false
  ) -> EdgeInsets {
    ContentInsetAdjustmentBehavior.adjustedContentInset(
      behavior: behavior,
      geometry: .init(
        boundsSize: Size(width: 812, height: 375), contentSize: content, contentInset: inset,
        isBarControllerContent: barContent),
      safeAreaInsets: safe)
  }

  @Test("never leaves the content inset alone; always adds every safe inset")
  func neverAndAlways() {
    let small = Size(width: 100, height: 100)
    #expect(adjusted(.never, content: Size(width: 5000, height: 5000)) == inset)
    #expect(
      adjusted(.always, content: small) == EdgeInsets(top: 1, left: 46, bottom: 24, right: 48))
  }

  @Test("scrollableAxes adjusts only the axes that scroll")
  func scrollableAxes() {
    #expect(adjusted(.scrollableAxes, content: Size(width: 100, height: 100)) == inset)
    #expect(
      adjusted(.scrollableAxes, content: Size(width: 100, height: 2000))
        == EdgeInsets(top: 1, left: 2, bottom: 24, right: 4))
    #expect(
      adjusted(.scrollableAxes, content: Size(width: 2000, height: 100))
        == EdgeInsets(top: 1, left: 46, bottom: 3, right: 48))
  }

  @Test("automatic always adjusts vertically inside a bar controller, else as scrollableAxes")
  func automatic() {
    let small = Size(width: 100, height: 100)
    #expect(adjusted(.automatic, content: small) == inset)
    #expect(
      adjusted(.automatic, content: small, barContent: true)
        == EdgeInsets(top: 1, left: 2, bottom: 24, right: 4))
  }

  @Test("alwaysBounceVertical makes the vertical axis scrollable")
  func bounce() {
    let geometry = ContentInsetAdjustmentBehavior.ScrollGeometry(
      boundsSize: Size(width: 812, height: 375), contentSize: .zero, alwaysBounceVertical: true)
    #expect(geometry.isScrollable(along: .vertical))
    #expect(!geometry.isScrollable(along: .horizontal))
  }
}
