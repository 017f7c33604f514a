// Policy: the domain generators mix catalog data with invented devices. The
// catalog gives the real numbers (62/34 pt, @3x); invented screens are small
// (so a rasterized case costs microseconds, not milliseconds) and have
// asymmetric, touching, crossing and zero insets, which is where the bugs
// are. Totality generators add NaN, infinities and values near the limits.

import PropertyFuzzing
import SafeAreaGeometry

/// Generators of safe-area inputs.
public enum Domain {
  /// Any interface orientation.
  public static let orientation = Gen<Orientation>.element(of: Orientation.allCases)

  /// Any quarter turn.
  public static let turn = Gen<QuarterTurn>.element(of: QuarterTurn.allCases)

  /// A catalog device.
  public static let catalogDevice = Gen<Device>.element(of: Device.catalog)

  /// Scales: the real ones, sometimes a fractional one.
  public static let scale = Gen<DisplayScale>.frequency([
    (6, .element(of: [.x3, .x2, .x1])),
    (1, Gen<Double>.double(in: 0.5...4).map { DisplayScale(exactly: $0) ?? .x1 }),
  ])

  /// The catalog's inset values in points, ascending: the values
  /// ``side(upTo:)`` favours.
  static let catalogInsetValues: [Double] = [20, 21, 24, 34, 44, 47, 59, 62, 84]

  /// One inset side in points: often zero, often a catalog value, sometimes
  /// anything up to `limit`.
  static func side(upTo limit: Double) -> Gen<Double> {
    Gen { choices in side(upTo: limit, &choices) }
  }

  /// Draws a ``side(upTo:)`` directly. Under edge bias: zero three times
  /// in nine, a catalog value up to `limit` (zero when none is) twice, a
  /// double in `0...limit` four times; uniformly, always the double.
  static func side(upTo limit: Double, _ choices: inout ChoiceSequence) -> Double {
    let range = 0...Swift.max(0, limit)
    guard choices.edgeBias else { return choices.double(in: range) }
    switch choices.draw(below: 9) {
    case 0..<3:
      return 0
    case 3..<5:
      // The values are ascending: those up to the limit are a prefix.
      let values = catalogInsetValues
      var count = 0
      while count < values.count, values[count] <= limit { count += 1 }
      let pick = Int(choices.draw(below: UInt64(Swift.max(1, count))))
      return count == 0 ? 0 : values[pick]
    default:
      return choices.double(in: range)
    }
  }

  /// Insets whose sides are drawn independently (so asymmetric), each up to
  /// `limit` points.
  public static func insets(upTo limit: Double) -> Gen<EdgeInsets> {
    Gen { choices in insets(upTo: limit, &choices) }
  }

  /// Draws an ``insets(upTo:)`` directly: top, left, bottom, right.
  static func insets(upTo limit: Double, _ choices: inout ChoiceSequence) -> EdgeInsets {
    let top = side(upTo: limit, &choices)
    let left = side(upTo: limit, &choices)
    let bottom = side(upTo: limit, &choices)
    let right = side(upTo: limit, &choices)
    return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// A screen in points: a catalog device in some orientation (one in
  /// three), or an invented one from 1 to 1500 points a side.
  public static let screen = Gen<Size> { choices in screen(&choices) }

  /// Draws a ``screen`` directly.
  static func screen(_ choices: inout ChoiceSequence) -> Size {
    if choices.draw(below: 3) < 1 {
      let device = choices.element(of: Device.catalog)
      let orientation = choices.element(of: orientations)
      return device.screenSize(in: orientation)
    }
    let width = choices.double(in: 1...1500)
    return Size(width: width, height: choices.double(in: 1...1500))
  }

  /// A screen with insets sized to it, including insets that meet or cross.
  public static let screenAndInsets = Gen<(Size, EdgeInsets)> { choices in
    screenAndInsets(&choices)
  }

  /// Draws a ``screenAndInsets`` directly: the screen, then insets up to
  /// six tenths of its longer side, without building a generator per case
  /// (the `flatMap` it was built by made about eighteen allocations a
  /// case: the insets' generator, its arrays and closures).
  static func screenAndInsets(_ choices: inout ChoiceSequence) -> (Size, EdgeInsets) {
    let screen = screen(&choices)
    return (screen, insets(upTo: Swift.max(screen.width, screen.height) * 0.6, &choices))
  }
}
