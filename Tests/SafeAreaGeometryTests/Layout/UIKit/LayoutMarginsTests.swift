import SafeAreaGeometry
import Testing

@Suite("UIKit layout margins")
struct LayoutMarginsTests {
  let landscapeNotch = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)

  @Test("the default is 8 pt a side, measured from the safe area")
  func defaults() {
    let margins = LayoutMargins()
    #expect(margins.margins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(margins.insetsFromSafeArea)
    #expect(
      margins.effectiveInsets(safeAreaInsets: .zero, direction: .leftToRight)
        == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      margins.effectiveInsets(safeAreaInsets: landscapeNotch, direction: .leftToRight)
        == EdgeInsets(top: 8, left: 52, bottom: 29, right: 52))
  }

  @Test("without insetsLayoutMarginsFromSafeArea the margins ignore the safe area")
  func fromEdges() {
    let margins = LayoutMargins(insetsFromSafeArea: false)
    #expect(
      margins.effectiveInsets(safeAreaInsets: landscapeNotch, direction: .leftToRight)
        == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test("leading and trailing map to left and right by layout direction")
  func directional() {
    let margins = LayoutMargins(
      margins: DirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 5))
    let safe = EdgeInsets(top: 0, left: 44, bottom: 0, right: 10)
    #expect(
      margins.effectiveInsets(safeAreaInsets: safe, direction: .leftToRight)
        == EdgeInsets(top: 1, left: 64, bottom: 2, right: 15))
    #expect(
      margins.effectiveInsets(safeAreaInsets: safe, direction: .rightToLeft)
        == EdgeInsets(top: 1, left: 49, bottom: 2, right: 30))
  }

  @Test("the guide sits inside the margins and collapses instead of inverting")
  func guideFrame() {
    let margins = LayoutMargins()
    #expect(
      margins.guideFrame(
        boundsSize: Size(width: 812, height: 375), safeAreaInsets: landscapeNotch,
        direction: .leftToRight) == Rect(x: 52, y: 8, width: 708, height: 338))
    let tiny = margins.guideFrame(
      boundsSize: Size(width: 10, height: 10), safeAreaInsets: .zero, direction: .rightToLeft)
    #expect(tiny == Rect(x: 8, y: 8, width: 0, height: 0))
  }
}
