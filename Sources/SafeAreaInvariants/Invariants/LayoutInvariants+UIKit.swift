import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// A subview's insets stay within its own extent, and a frame inside the
  /// parent's safe rectangle gets zeros.
  static func layoutSubviewInsetsWithinExtent(_ engine: Engine) -> Property {
    Property(
      "layout.subviewInsetsWithinExtent",
      summary: "subview insets are in 0...extent, opposite sides fit, zero inside the safe area",
      generator: Domain.subviewCase, describe: { $0.description }
    ) { c, result in
      let i = engine.subviewSafeAreaInsets(c.parentSize, c.parentInsets, c.frame)
      let frame = c.frame
      result.expect(
        i.top >= 0 && i.left >= 0 && i.bottom >= 0 && i.right >= 0, "negative inset in \(i)")
      result.expect(
        i.top + i.bottom <= frame.height,
        "top \(i.top) + bottom \(i.bottom) exceed the frame's height \(frame.height)")
      result.expect(
        i.left + i.right <= frame.width,
        "left \(i.left) + right \(i.right) exceed the frame's width \(frame.width)")
      let safe = Rect(
        x: c.parentInsets.left, y: c.parentInsets.top,
        width: c.parentSize.width - c.parentInsets.left - c.parentInsets.right,
        height: c.parentSize.height - c.parentInsets.top - c.parentInsets.bottom)
      let inside = safe.contains(frame)
      result.classify(inside, "inside the safe area")
      result.classify(i.top > 0 && i.bottom > 0, "crosses top and bottom bands")
      result.classify(frame == safe, "frame is the safe rectangle")
      let total = i.top + i.left + i.bottom + i.right
      // `safe.maxY` is a sum and may round an ulp past `height - bottom`.
      result.expect(
        !inside || total <= layoutSlack(Swift.max(c.parentSize.width, c.parentSize.height)),
        "a frame inside the safe rectangle \(safe) gets insets \(i)")
    }
  }

  /// Right-to-left margins are the left-to-right margins of the mirrored
  /// margins, and left-to-right margins are measured from the safe area
  /// when asked.
  static func layoutMarginsMirrorUnderRTL(_ engine: Engine) -> Property {
    Property(
      "layout.marginsMirrorUnderRTL",
      summary: "RTL margins equal the LTR margins with leading and trailing swapped",
      generator: Domain.marginsCase,
      describe: { margins, safe in
        let m = margins.margins
        return
          "margins \(m.top)/\(m.leading)/\(m.bottom)/\(m.trailing) (top/leading/bottom/trailing)"
          + "\(margins.insetsFromSafeArea ? " from the safe area" : ""), safe insets \(safe)"
      }
    ) { input, result in
      let (margins, safe) = input
      result.classify(margins.insetsFromSafeArea, "from the safe area")
      result.classify(margins.margins.leading == margins.margins.trailing, "symmetric margins")
      var mirrored = margins
      mirrored.margins.leading = margins.margins.trailing
      mirrored.margins.trailing = margins.margins.leading
      let rtl = engine.effectiveMargins(margins, safe, .rightToLeft)
      let mirroredLTR = engine.effectiveMargins(mirrored, safe, .leftToRight)
      result.expect(rtl == mirroredLTR, "RTL gives \(rtl), mirrored LTR gives \(mirroredLTR)")
      let ltr = engine.effectiveMargins(margins, safe, .leftToRight)
      let base = margins.insetsFromSafeArea ? safe : .zero
      let m = margins.margins
      let expected = EdgeInsets(
        top: base.top + m.top, left: base.left + m.leading, bottom: base.bottom + m.bottom,
        right: base.right + m.trailing)
      result.expect(ltr == expected, "LTR gives \(ltr), expected \(expected)")
    }
  }

  /// On OS versions with the safe-area API, an element pinned to the safe
  /// anchors never overlaps an unsafe band it pins against: a static
  /// element clears all four, cell content clears the two across its
  /// scroll axis, and a scroll view fills its bounds.
  ///
  /// The case's OS version is read as 17 when it predates the API, since
  /// the bands only exist as insets from 11 on (`layout.anchorsFollowOSVersion`
  /// covers the older versions).
  static func layoutStaticElementsClearBands(_ engine: Engine) -> Property {
    Property(
      "layout.staticElementsClearBands",
      summary: "elements pinned to safe anchors never overlap the bands they pin against",
      generator: Domain.anchorCase, describe: { $0.description }
    ) { c, result in
      let version = c.osVersion.hasSafeAreaAPI ? c.osVersion : OSVersion(major: 17)
      let anchors = engine.safeAnchors(c.screen, c.insets, version, c.legacyGuides)
      let frame = engine.pinnedFrame(c.element, c.screen, anchors)
      let (w, h, insets) = (c.screen.width, c.screen.height, c.insets)
      result.label(c.elementName)
      result.classify(c.origin != "invented", "catalog screen")
      let bands: [(RectEdge, Rect)] = [
        (.top, Rect(x: 0, y: 0, width: w, height: insets.top)),
        (.bottom, Rect(x: 0, y: h - insets.bottom, width: w, height: insets.bottom)),
        (.left, Rect(x: 0, y: 0, width: insets.left, height: h)),
        (.right, Rect(x: w - insets.right, y: 0, width: insets.right, height: h)),
      ]
      let slack = layoutSlack(Swift.max(w, h))
      for (edge, band) in bands where c.element.anchorSource(for: edge) == .safeArea {
        // An overlap thinner than the slack is the rounding of `x + width`.
        let overlap = frame.intersection(band)
        result.expect(
          overlap.map { Swift.min($0.width, $0.height) <= slack } ?? true,
          "\(c.elementName) at \(frame) overlaps the \(edge) band \(band)")
      }
      if c.element == .scrollView {
        let bounds = Rect(x: 0, y: 0, width: w, height: h)
        result.expect(frame == bounds, "scroll view at \(frame), bounds \(bounds)")
      }
    }
  }

  /// Safe anchors follow the OS version: the safe-area insets from 11 on,
  /// before that the legacy top and bottom guides or the view's own edges;
  /// never inverted.
  static func layoutAnchorsFollowOSVersion(_ engine: Engine) -> Property {
    Property(
      "layout.anchorsFollowOSVersion",
      summary: "anchors are the safe insets from OS 11, else the legacy guides or the edges",
      generator: Domain.anchorCase, describe: { $0.description }
    ) { c, result in
      let anchors = engine.safeAnchors(c.screen, c.insets, c.osVersion, c.legacyGuides)
      let modern = c.osVersion.hasSafeAreaAPI
      result.label(modern ? "safe-area API" : "before the safe-area API")
      result.classify(!modern && c.legacyGuides != nil, "legacy guides")
      let insets: EdgeInsets
      if modern {
        insets = c.insets
      } else if let guides = c.legacyGuides {
        insets = EdgeInsets(top: guides.topLength, left: 0, bottom: guides.bottomLength, right: 0)
      } else {
        insets = .zero
      }
      result.expect(
        anchors.top == insets.top && anchors.left == insets.left,
        "anchors start at \(anchors.left), \(anchors.top); insets \(insets)")
      result.expect(
        anchors.bottom == Swift.max(insets.top, c.screen.height - insets.bottom)
          && anchors.right == Swift.max(insets.left, c.screen.width - insets.right),
        "anchors end at \(anchors.right), \(anchors.bottom); screen \(c.screen), insets \(insets)")
      result.expect(
        anchors.width >= 0 && anchors.height >= 0, "anchors inverted: \(anchors.frame)")
    }
  }
}
