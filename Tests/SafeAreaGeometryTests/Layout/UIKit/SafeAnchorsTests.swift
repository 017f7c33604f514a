import SafeAreaGeometry
import Testing

@Suite("UIKit safe anchors with the pre-iOS 11 fallback")
struct SafeAnchorsTests {
  let size = Size(width: 375, height: 812)
  let insets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

  @Test("from iOS 11 the anchors follow the safe-area insets")
  func modern() {
    let anchors = SafeAnchors.resolve(
      boundsSize: size, safeAreaInsets: insets, osVersion: OSVersion(major: 11))
    #expect(anchors.frame == Rect(x: 0, y: 44, width: 375, height: 734))
    #expect(anchors.centerY == 44 + 734 / 2)
    #expect(anchors.width == 375)
  }

  @Test("before iOS 11 the anchors are the view's own edges")
  func fallbackToEdges() {
    let anchors = SafeAnchors.resolve(
      boundsSize: size, safeAreaInsets: insets, osVersion: OSVersion(major: 10, minor: 3))
    #expect(anchors.frame == Rect(x: 0, y: 0, width: 375, height: 812))
  }

  @Test("before iOS 11 a controller's root view uses the top and bottom layout guides")
  func fallbackToLayoutGuides() {
    let anchors = SafeAnchors.resolve(
      boundsSize: Size(width: 320, height: 568), safeAreaInsets: .zero,
      osVersion: OSVersion(major: 10),
      legacyGuides: .init(topLength: 64, bottomLength: 49))
    #expect(anchors.frame == Rect(x: 0, y: 64, width: 320, height: 455))
  }

  @Test("leading and trailing follow the layout direction")
  func direction() {
    let landscape = EdgeInsets(top: 0, left: 44, bottom: 21, right: 30)
    let ltr = SafeAnchors.resolve(
      boundsSize: Size(width: 812, height: 375), safeAreaInsets: landscape,
      osVersion: OSVersion(major: 17), direction: .leftToRight)
    let rtl = SafeAnchors.resolve(
      boundsSize: Size(width: 812, height: 375), safeAreaInsets: landscape,
      osVersion: OSVersion(major: 17), direction: .rightToLeft)
    #expect(ltr.leading == 44 && ltr.trailing == 782)
    #expect(rtl.leading == 782 && rtl.trailing == 44)
  }

  @Test("crossing insets collapse the anchors to a line instead of inverting")
  func collapse() {
    let anchors = SafeAnchors.resolve(
      boundsSize: Size(width: 10, height: 10),
      safeAreaInsets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
      osVersion: OSVersion(major: 11))
    #expect(anchors.width == 0 && anchors.height == 0)
  }
}
