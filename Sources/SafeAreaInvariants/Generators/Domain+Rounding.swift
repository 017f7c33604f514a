// Policy: rounding bugs live where a product of points and a scale lands
// within an ulp of a whole pixel (219 pt at 7/3 is 511.00000000000006 px) and
// where two insets meet the screen's edge up to rounding (186.33... +
// 623.66... = 810). Independent draws almost never land there, so these
// generators put them there on purpose: scales that are simple fractions
// (7/3 as stored, 1.5, 2.625), insets of k / scale for whole k, thirds, and
// each of those nudged one or two ulps either way. Every such variation is
// drawn *after* the original inputs and is off when its choice is zero:
// committed corpus cases replay zeros past their end, so they regenerate
// exactly the inputs they were saved with.

import PropertyFuzzing
import SafeAreaGeometry

extension Domain {
  /// Fractional scales whose products with whole or third points land on,
  /// or an ulp from, whole pixels: thirds (7/3 is 2.3333333333333335),
  /// halves, quarters and eighths (2.625 is Android's 420 dpi).
  public static let simpleFractionScales: [Double] = [
    7.0 / 3, 4.0 / 3, 5.0 / 3, 8.0 / 3, 10.0 / 3, 11.0 / 3, 2.0 / 3, 1.0 / 3,
    1.5, 2.5, 3.5, 0.75, 1.25, 1.75, 2.25, 2.75, 2.625, 3.125,
  ]

  /// A scale from ``simpleFractionScales``, sometimes one or two ulps off.
  public static let simpleFractionScale = Gen<DisplayScale> { choices in
    let factor = choices.element(of: simpleFractionScales)
    return DisplayScale(exactly: nudged(factor, &choices)) ?? .x1
  }

  /// `value` moved by 0, +1, -1, +2 or -2 ulps (choice 0 leaves it alone).
  static func nudged(_ value: Double, _ choices: inout ChoiceSequence) -> Double {
    switch choices.draw(below: 5) {
    case 1: return value.nextUp
    case 2: return value.nextDown
    case 3: return value.nextUp.nextUp
    case 4: return value.nextDown.nextDown
    default: return value
    }
  }

  /// One length reshaped so its product with `scale` is (nearly) whole:
  /// kept, made `k / scale` for the nearest whole `k`, or made a whole
  /// number of thirds; then nudged by up to two ulps.
  static func nearlyWholeLength(
    _ value: Double, scale: Double, _ choices: inout ChoiceSequence
  ) -> Double {
    let reshaped: Double
    switch choices.draw(below: 3) {
    case 1: reshaped = (value * scale).rounded() / scale
    case 2: reshaped = (value * 3).rounded() / 3
    default: reshaped = value
    }
    return Swift.max(0, nudged(reshaped, &choices))
  }

  /// Insets reshaped so opposite sides meet the screen's edge up to
  /// rounding: the right inset is what the left leaves of the width (the
  /// left sometimes a third first), the bottom likewise; each possibly
  /// nudged. Zero choices return the input unchanged.
  static func meetingInsets(
    _ input: (Size, EdgeInsets), _ choices: inout ChoiceSequence
  ) -> (Size, EdgeInsets) {
    guard choices.weightedBool(1, in: 3) else { return input }
    var (screen, insets) = input
    if choices.weightedBool(1, in: 2) {
      screen.width = screen.width.rounded()
      screen.height = screen.height.rounded()
    }
    let thirds = choices.weightedBool(1, in: 2)
    func third(_ value: Double, within extent: Double) -> Double {
      thirds ? Swift.min(extent, (value * 3).rounded() / 3) : value
    }
    if choices.weightedBool(2, in: 3) {
      insets.left = third(Swift.min(insets.left, screen.width), within: screen.width)
      insets.right = Swift.max(0, nudged(screen.width - insets.left, &choices))
    }
    if choices.weightedBool(2, in: 3) {
      insets.top = third(Swift.min(insets.top, screen.height), within: screen.height)
      insets.bottom = Swift.max(0, nudged(screen.height - insets.top, &choices))
    }
    return (screen, insets)
  }

  /// A screen and insets, sometimes with sides that meet up to rounding.
  public static let regionCase = Gen<(Size, EdgeInsets)> { choices in
    let base = screenAndInsets(&choices)
    return meetingInsets(base, &choices)
  }

  /// A screen, insets and a turn, sometimes with sides that meet up to
  /// rounding.
  public static let rotationCase = Gen<((Size, EdgeInsets), QuarterTurn)> { choices in
    let base = screenAndInsets(&choices)
    let turn = Domain.turn.generate(&choices)
    return (meetingInsets(base, &choices), turn)
  }

  /// A screen, insets and a scale, often reshaped so the products of
  /// lengths and scale land within an ulp or two of whole pixels.
  public static let pixelCase = Gen<((Size, EdgeInsets), DisplayScale)> { choices in
    let base = screenAndInsets(&choices)
    var scale = Domain.scale.generate(&choices)
    guard choices.weightedBool(1, in: 2) else { return (base, scale) }
    if choices.weightedBool(2, in: 3) { scale = simpleFractionScale.generate(&choices) }
    var (screen, insets) = meetingInsets(base, &choices)
    let s = scale.factor
    insets.top = nearlyWholeLength(insets.top, scale: s, &choices)
    insets.left = nearlyWholeLength(insets.left, scale: s, &choices)
    insets.bottom = nearlyWholeLength(insets.bottom, scale: s, &choices)
    insets.right = nearlyWholeLength(insets.right, scale: s, &choices)
    screen.width = nearlyWholeLength(screen.width, scale: s, &choices)
    screen.height = nearlyWholeLength(screen.height, scale: s, &choices)
    return ((screen, insets), scale)
  }
}
