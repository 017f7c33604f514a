// Policy: the small vocabulary the engine speaks (zeros, predicates,
// scales, OS versions, anchors, pinning rules) is checked against its
// documented meaning on values from a small grid, where predicates meet
// their boundaries (a side of -0.0, a version of exactly 11.0, content that
// exactly fills its bounds, anchors that cross). These values are read by
// every engine function, but the other properties compare them only with
// each other, so the mutation run found their definitions unpinned.

import Foundation
import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Zeros are zero, predicates mean what their documentation says, scales
  /// are checked and named as documented, anchors and pinned frames follow
  /// their rules.
  static func primitivesVocabulary() -> Property {
    let value = Gen<Double>.element(of: [0, -0.0, 1, -1, 4, 10])
    let insets = Gen { choices in
      EdgeInsets(
        top: value.generate(&choices), left: value.generate(&choices),
        bottom: value.generate(&choices), right: value.generate(&choices))
    }
    let factor = Gen<Double>.element(of: [
      0, -0.0, -0.5, -1, 0.5, 1, 1.5, 2, 3, .nan, .infinity, .leastNonzeroMagnitude,
    ])
    let version = Gen<OSVersion>.element(of: [
      OSVersion(major: 10, minor: 99), OSVersion(major: 11), OSVersion(major: 11, minor: 1),
      OSVersion(major: 12), OSVersion(major: 9, minor: 0),
    ])
    let input = Gen { choices in
      (
        insets: (insets.generate(&choices), insets.generate(&choices)),
        factor: factor.generate(&choices), version: version.generate(&choices),
        anchors: SafeAnchors(
          top: value.generate(&choices), left: value.generate(&choices),
          bottom: value.generate(&choices), right: value.generate(&choices),
          direction: choices.element(of: LayoutDirection.allCases)),
        bounds: Size(width: value.generate(&choices), height: value.generate(&choices)),
        scale: choices.int(in: 1...3)
      )
    }
    return Property(
      "primitives.vocabulary",
      summary: "zeros, predicates, scales, OS versions, anchors and pinning rules mean what "
        + "they document",
      generator: input,
      describe: {
        "insets \($0.insets.0) and \($0.insets.1), scale factor \($0.factor), \($0.version), "
          + "anchors \($0.anchors), bounds \($0.bounds), pixel scale \($0.scale)"
      }
    ) { input, result in
      result.expect(
        Size.zero == Size(width: 0, height: 0) && PixelSize.zero == PixelSize(width: 0, height: 0)
          && PixelRect.zero == PixelRect(x: 0, y: 0, width: 0, height: 0)
          && EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        "a zero value is not all zeros")
      let (p, l) = input.insets
      let pZero = p.top == 0 && p.left == 0 && p.bottom == 0 && p.right == 0
      let lZero = l.top == 0 && l.left == 0 && l.bottom == 0 && l.right == 0
      result.expect(p.isZero == pZero, "\(p).isZero is \(p.isZero)")
      let device = Device(
        name: "grid", portraitSize: Size(width: 20, height: 40), scale: .x2,
        nativePixels: PixelSize(width: 40, height: 80), portraitInsets: p, landscapeInsets: l)
      result.expect(
        device.hasNoInsets == (pZero && lZero), "hasNoInsets is wrong for \(p) and \(l)")
      result.expect(
        RectEdge.top.isHorizontal && RectEdge.bottom.isHorizontal && !RectEdge.left.isHorizontal
          && !RectEdge.right.isHorizontal,
        "top and bottom are the horizontal edges")

      checkScale(input.factor, &result)

      let v = input.version
      result.expect(
        v.hasSafeAreaAPI == (v.major > 11 || (v.major == 11 && v.minor >= 0))
          && OSVersion(major: v.major) == OSVersion(major: v.major, minor: 0)
          && OSVersion.safeAreaAPI == OSVersion(major: 11, minor: 0),
        "\(v) has the safe-area API: \(v.hasSafeAreaAPI) (iOS 11.0 introduced it)")

      checkAnchors(input.anchors, bounds: input.bounds, &result)
      checkRegionPixels(input.insets.0, bounds: input.bounds, scale: input.scale, &result)
    }
  }

  /// A scale exists exactly for positive finite factors, is named `@Nx`,
  /// and survives a round trip through JSON.
  private static func checkScale(_ factor: Double, _ result: inout CheckResult) {
    let scale = DisplayScale(exactly: factor)
    result.expect(
      (scale != nil) == (factor.isFinite && factor > 0),
      "DisplayScale(exactly: \(factor)) is \(String(describing: scale))")
    result.expect(
      DisplayScale.x1.factor == 1 && DisplayScale.x2.factor == 2 && DisplayScale.x3.factor == 3,
      "the named scales are 1, 2 and 3 pixels per point")
    result.expect(
      DisplayScale.x3.description == "@3x"
        && DisplayScale(exactly: 1.5)?.description == "@1.5x",
      "scales are named @3x and @1.5x")
    if let scale {
      let decoded = (try? JSONEncoder().encode(scale)).flatMap {
        try? JSONDecoder().decode(DisplayScale.self, from: $0)
      }
      result.expect(decoded == scale, "\(scale) did not survive a JSON round trip")
    }
  }

  /// Anchors' derived values, and a pinned frame's edges by anchor source.
  private static func checkAnchors(
    _ a: SafeAnchors, bounds: Size, _ result: inout CheckResult
  ) {
    let ltr = a.direction == .leftToRight
    result.expect(
      a.leading == (ltr ? a.left : a.right) && a.trailing == (ltr ? a.right : a.left),
      "\(a): leading \(a.leading), trailing \(a.trailing)")
    result.expect(
      a.width == a.right - a.left && a.height == a.bottom - a.top
        && a.centerX * 2 == a.left + a.right && a.centerY * 2 == a.top + a.bottom
        && a.frame == Rect(x: a.left, y: a.top, width: a.width, height: a.height),
      "\(a): width \(a.width), height \(a.height), centre (\(a.centerX), \(a.centerY))")
    let elements: [PinnedElement] = [
      .staticElement, .scrollView, .cellContent(scrollAxis: .vertical),
      .cellContent(scrollAxis: .horizontal),
    ]
    for element in elements {
      for edge in [RectEdge.top, .left, .bottom, .right] {
        let along: Bool
        switch element {
        case .staticElement: along = false
        case .scrollView: along = true
        case .cellContent(let axis):
          along = (axis == .vertical) == (edge == .top || edge == .bottom)
        }
        result.expect(
          element.anchorSource(for: edge) == (along ? .edge : .safeArea),
          "\(element) pins \(edge) to \(element.anchorSource(for: edge))")
      }
      let frame = PinnedElement.pinnedFrame(element, boundsSize: bounds, anchors: a)
      let safe = element.anchorSource(for: .left) == .safeArea
      let vertical = element.anchorSource(for: .top) == .safeArea
      let (left, right) = safe ? (a.left, a.right) : (0, bounds.width)
      let (top, bottom) = vertical ? (a.top, a.bottom) : (0, bounds.height)
      let expected = Rect(
        x: left, y: top, width: right > left ? right - left : 0,
        height: bottom > top ? bottom - top : 0)
      result.expect(frame == expected, "\(element) pinned to \(frame), expected \(expected)")
    }
    let geometry = ContentInsetAdjustmentBehavior.ScrollGeometry(
      boundsSize: bounds, contentSize: Size(width: bounds.width - 1, height: bounds.height - 1),
      contentInset: EdgeInsets(top: 1, left: 1, bottom: 0, right: 0), alwaysBounceHorizontal: false,
      alwaysBounceVertical: false, isBarControllerContent: false)
    result.expect(
      !geometry.isScrollable(along: .horizontal) && !geometry.isScrollable(along: .vertical),
      "content plus insets that exactly fill the bounds do not scroll")
  }

  /// A region's emptiness, and its pixel frame: insets rounded up, the
  /// screen down (on halves of points, so every product is exact), `nil`
  /// when no pixel is left.
  private static func checkRegionPixels(
    _ insets: EdgeInsets, bounds: Size, scale: Int, _ result: inout CheckResult
  ) {
    let valid = EdgeInsets(
      top: abs(insets.top) / 2, left: abs(insets.left) / 2, bottom: abs(insets.bottom) / 2,
      right: abs(insets.right) / 2)
    let screen = Size(width: abs(bounds.width) / 2, height: abs(bounds.height) / 2)
    guard let region = try? SafeRegion(screen: screen, insets: valid),
      let factor = DisplayScale(exactly: Double(scale))
    else {
      result.fail("a region of \(screen) with \(valid) was refused")
      return
    }
    let width = screen.width - valid.left - valid.right
    let height = screen.height - valid.top - valid.bottom
    result.expect(
      region.isEmpty == !(width > 0 && height > 0) && region.isEmpty == (region.frame == nil),
      "\(region).isEmpty is \(region.isEmpty)")
    let s = Double(scale)
    let (top, left) = ((valid.top * s).rounded(.up), (valid.left * s).rounded(.up))
    let pixelWidth = (screen.width * s).rounded(.down) - left - (valid.right * s).rounded(.up)
    let pixelHeight = (screen.height * s).rounded(.down) - top - (valid.bottom * s).rounded(.up)
    let expected: PixelRect? =
      !region.isEmpty && pixelWidth > 0 && pixelHeight > 0
      ? PixelRect(x: Int(left), y: Int(top), width: Int(pixelWidth), height: Int(pixelHeight))
      : nil
    let pixels = try? region.pixelFrame(scale: factor)
    result.expect(
      pixels == expected,
      "\(region) at @\(scale)x is \(String(describing: pixels)), expected "
        + "\(String(describing: expected))")
    result.classify(!region.isEmpty && expected == nil, "region without a whole pixel")
  }
}
