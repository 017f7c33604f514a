// Policy: doubles come in three kinds. Mostly a whole or simple fraction in
// the range (pixel and point values are usually whole or thirds), sometimes a
// uniform real, and, when asked, one in eight draws a special: NaN, the
// infinities, -0.0, the largest finite values, the smallest subnormal, and
// values just past the range's ends. Totality bugs only show on those.

extension Gen where Value == Double {
  /// The special values a total function must survive.
  public static let specialValues: [Double] = [
    .nan, .infinity, -.infinity, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, 1e300, -1e300, Double(Int32.max), Double(Int64.max),
  ]

  /// Doubles in a range, biased toward its edges and simple values.
  ///
  /// - Parameters:
  ///   - range: where ordinary values lie; its bounds must be finite.
  ///   - specials: whether one draw in eight is a special value (NaN, an
  ///     infinity, a huge value, or a value just outside the range).
  public static func double(in range: ClosedRange<Double>, specials: Bool = false) -> Gen<Double> {
    let draw = DoubleDraw(range: range, specials: specials)
    return Gen { choices in choices.double(draw) }
  }
}
