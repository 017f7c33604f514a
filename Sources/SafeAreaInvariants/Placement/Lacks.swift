// Policy: when no catalog screen reproduces a failure, the report says what
// the shrunk case has that no screen has, in terms a person can weigh (an
// inset larger than the screen, a region near 2^63, a fraction of a point),
// so that "needs values no device has" is a reason, not a shrug. The words
// are derived from the values, against the catalog's own ranges.

import SafeAreaGeometry

/// What a case's values have that no catalog screen has.
enum Lacks {
  /// The largest side of any catalog screen in pixels at its own scale.
  static let largestScreenPixels: Int =
    DeviceScreen.all.map { Swift.max($0.pixelScreen.width, $0.pixelScreen.height) }.max() ?? 0

  /// The largest side of any catalog screen in points.
  static let largestScreenPoints: Double =
    DeviceScreen.all.map { Swift.max($0.size.width, $0.size.height) }.max() ?? 0

  /// What a pixel region has that no screen's safe region has.
  static func region(_ region: PixelRect) -> String {
    let far = 1 << 40
    if abs(region.x) > far || abs(region.y) > far || region.width > far || region.height > far {
      return "a region near the 64-bit limits (\(region)), far beyond any screen "
        + "(the largest is \(largestScreenPixels) px)"
    }
    if region.width <= 0 || region.height <= 0 {
      return "a region without area (\(region)), which no screen's safe region is"
    }
    if region.width > largestScreenPixels || region.height > largestScreenPixels {
      return "a region of \(region.width)x\(region.height) px, larger than any screen "
        + "(the largest is \(largestScreenPixels) px)"
    }
    return "the region \(region) itself: no catalog screen's safe region (at its scale or at "
      + "1 px per point) fails the same way"
  }

  /// What a screen and insets in points have that no catalog screen has.
  static func screen(_ screen: Size, insets: EdgeInsets, scale: DisplayScale? = nil) -> String {
    let values = [
      insets.top, insets.left, insets.bottom, insets.right, screen.width, screen.height,
    ]
    if values.contains(where: { !$0.isFinite }) {
      return "a screen or insets that are not finite numbers (\(screen), insets \(insets))"
    }
    if insets.top + insets.bottom >= screen.height || insets.left + insets.right >= screen.width {
      return "insets that meet or pass each other (insets \(insets) on a \(screen) pt screen), "
        + "which no screen has"
    }
    if Swift.max(insets.top, insets.bottom) > screen.height / 2
      || Swift.max(insets.left, insets.right) > screen.width / 2
    {
      return "an inset larger than half the screen (insets \(insets) on a \(screen) pt screen)"
    }
    if let scale, scale.factor != scale.factor.rounded() {
      return "a fractional scale (\(scale.factor)): catalog screens are 1, 2 or 3 px per point"
    }
    if let fraction = values.first(where: { $0 != $0.rounded() }) {
      return "a length of a fraction of a point (\(fraction) pt): catalog screens and insets "
        + "are whole points"
    }
    if Swift.max(screen.width, screen.height) > largestScreenPoints {
      return "a \(screen) pt screen, larger than any catalog screen"
    }
    return "this screen and these insets (\(screen) pt, insets \(insets)"
      + (scale.map { ", @\($0.factor)x" } ?? "")
      + "): no catalog screen fails the same way"
  }
}

extension Lacks {
  /// What a corner-block layout case has that none of the foldable's
  /// postures has.
  static func cornerBlocks(_ layoutCase: CornerBlockCase) -> String {
    if let posture = layoutCase.posture {
      return "posture \(posture.id)'s own layout, which fails where the other postures hold "
        + "(no other catalog screen has reserved corners)"
    }
    return "an invented corner-block layout (\(layoutCase.layout.windowSize) pt window, insets "
      + "\(layoutCase.layout.safeInsets)): none of the foldable's postures fails the same way"
  }
}
