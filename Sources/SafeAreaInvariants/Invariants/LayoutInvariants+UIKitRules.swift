// Policy: the UIKit rules are checked against their statement in UIKit's
// documentation, written out per case here: `never` adds nothing, `always`
// adds every edge, `scrollableAxes` adds an axis when the content plus its
// insets outgrows the bounds or the view always bounces along it, and
// `automatic` does the same but always adds the vertical edges of a bar
// controller's content. Margins resolve leading to left under left-to-right
// and to right under right-to-left, and with `insetsLayoutMarginsFromSafeArea`
// are added to the safe-area insets. The mutation run found the scroll
// adjustment with no property at all and the margins checked only for RTL
// symmetry.

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Scroll-view content inset adjustment, layout margins and directional
  /// insets follow UIKit's documented rules.
  static func layoutUIKitRulesAsDocumented() -> Property {
    let whole = Gen<Int>.int(in: 0...60).map { Double($0) }
    let insets = Gen { choices in
      EdgeInsets(
        top: whole.generate(&choices), left: whole.generate(&choices),
        bottom: whole.generate(&choices), right: whole.generate(&choices))
    }
    // Built once: made inside the case, each was an array and a closure
    // context allocated every case.
    let behavior = Gen<ContentInsetAdjustmentBehavior>.element(
      of: ContentInsetAdjustmentBehavior.allCases)
    let direction = Gen<LayoutDirection>.element(of: [.leftToRight, .rightToLeft])
    let input = Gen { choices in
      (
        behavior: behavior.generate(&choices),
        geometry: ContentInsetAdjustmentBehavior.ScrollGeometry(
          boundsSize: Size(width: whole.generate(&choices), height: whole.generate(&choices)),
          contentSize: Size(width: whole.generate(&choices), height: whole.generate(&choices)),
          contentInset: insets.generate(&choices),
          alwaysBounceHorizontal: Gen<Bool>.bool.generate(&choices),
          alwaysBounceVertical: Gen<Bool>.bool.generate(&choices),
          isBarControllerContent: Gen<Bool>.bool.generate(&choices)),
        safe: insets.generate(&choices),
        margins: DirectionalEdgeInsets(
          top: whole.generate(&choices), leading: whole.generate(&choices),
          bottom: whole.generate(&choices), trailing: whole.generate(&choices)),
        fromSafeArea: Gen<Bool>.bool.generate(&choices),
        direction: direction.generate(&choices)
      )
    }
    return Property(
      "layout.uikitRulesAsDocumented",
      summary: "scroll inset adjustment, layout margins and directional insets follow UIKit",
      generator: input,
      describe: {
        "\($0.behavior) on \($0.geometry), safe \($0.safe), margins \($0.margins) "
          + "(from safe area: \($0.fromSafeArea)), \($0.direction)"
      }
    ) { input, result in
      let g = input.geometry
      let c = g.contentInset
      let horizontal =
        g.alwaysBounceHorizontal || c.left + c.right + g.contentSize.width > g.boundsSize.width
      let vertical =
        g.alwaysBounceVertical || c.top + c.bottom + g.contentSize.height > g.boundsSize.height
      result.expect(
        g.isScrollable(along: .horizontal) == horizontal
          && g.isScrollable(along: .vertical) == vertical,
        "scrollable axes are wrong")
      let (addsX, addsY): (Bool, Bool)
      switch input.behavior {
      case .never: (addsX, addsY) = (false, false)
      case .always: (addsX, addsY) = (true, true)
      case .scrollableAxes: (addsX, addsY) = (horizontal, vertical)
      case .automatic: (addsX, addsY) = (horizontal, vertical || g.isBarControllerContent)
      }
      result.expect(
        input.behavior.adjusts(.horizontal, in: g) == addsX
          && input.behavior.adjusts(.vertical, in: g) == addsY,
        "\(input.behavior) adjusts the wrong axes")
      let s = input.safe
      let expected = EdgeInsets(
        top: c.top + (addsY ? s.top : 0), left: c.left + (addsX ? s.left : 0),
        bottom: c.bottom + (addsY ? s.bottom : 0), right: c.right + (addsX ? s.right : 0))
      let adjusted = ContentInsetAdjustmentBehavior.adjustedContentInset(
        behavior: input.behavior, geometry: g, safeAreaInsets: s)
      result.expect(
        adjusted == expected, "adjusted content inset \(adjusted), expected \(expected)")
      result.classify(addsX != addsY, "one axis adjusted")

      let m = input.margins
      let ltr = input.direction == .leftToRight
      let physical = EdgeInsets(
        top: m.top, left: ltr ? m.leading : m.trailing, bottom: m.bottom,
        right: ltr ? m.trailing : m.leading)
      result.expect(m.resolved(for: input.direction) == physical, "\(m) resolved wrongly")
      let margins = LayoutMargins(margins: m, insetsFromSafeArea: input.fromSafeArea)
      let effective =
        input.fromSafeArea
        ? EdgeInsets(
          top: s.top + physical.top, left: s.left + physical.left,
          bottom: s.bottom + physical.bottom, right: s.right + physical.right)
        : physical
      result.expect(
        margins.effectiveInsets(safeAreaInsets: s, direction: input.direction) == effective,
        "effective margins are wrong")
      let bounds = g.boundsSize
      let guide = margins.guideFrame(
        boundsSize: bounds, safeAreaInsets: s, direction: input.direction)
      let guideExpected = Rect(
        x: effective.left, y: effective.top,
        width: Swift.max(0, bounds.width - effective.left - effective.right),
        height: Swift.max(0, bounds.height - effective.top - effective.bottom))
      result.expect(guide == guideExpected, "margins guide \(guide), expected \(guideExpected)")
      result.expect(
        LayoutMargins.defaultMargins
          == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
          && LayoutMargins().margins == LayoutMargins.defaultMargins
          && LayoutMargins().insetsFromSafeArea
          && DirectionalEdgeInsets.zero
            == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
        "UIKit's default margins are 8 pt a side, measured from the safe area")
    }
  }
}
