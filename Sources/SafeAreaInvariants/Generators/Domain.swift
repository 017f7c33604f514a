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

  /// One inset side in points: often zero, often a catalog value, sometimes
  /// anything up to `limit`.
  static func side(upTo limit: Double) -> Gen<Double> {
    .frequency([
      (3, .always(0)),
      (2, .element(of: [20, 21, 24, 34, 44, 47, 59, 62, 84].filter { $0 <= limit })),
      (4, .double(in: 0...Swift.max(0, limit))),
    ])
  }

  /// Insets whose sides are drawn independently (so asymmetric), each up to
  /// `limit` points.
  public static func insets(upTo limit: Double) -> Gen<EdgeInsets> {
    let side = side(upTo: limit)
    return Gen { choices in
      EdgeInsets(
        top: side.generate(&choices), left: side.generate(&choices),
        bottom: side.generate(&choices), right: side.generate(&choices))
    }
  }

  /// A screen in points: a catalog device in some orientation, or an
  /// invented one from 1 to 1500 points a side.
  public static let screen = Gen<Size>.frequency([
    (1, catalogDevice.zip(orientation).map { $0.0.screenSize(in: $0.1) }),
    (
      2,
      Gen<Double>.double(in: 1...1500).zip(.double(in: 1...1500)).map {
        Size(width: $0.0, height: $0.1)
      }
    ),
  ])

  /// A screen with insets sized to it, including insets that meet or cross.
  public static let screenAndInsets: Gen<(Size, EdgeInsets)> = screen.flatMap { screen in
    insets(upTo: Swift.max(screen.width, screen.height) * 0.6).map { (screen, $0) }
  }
}
