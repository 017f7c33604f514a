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
    let lower = range.lowerBound.isFinite ? range.lowerBound : -1e9
    let upper = range.upperBound.isFinite ? range.upperBound : 1e9
    let edges = [0, 1, lower, upper, (lower + upper) / 2, 0.5].filter { $0 >= lower && $0 <= upper }
    let outside = [lower.nextDown, upper.nextUp, lower - 1, upper + 1]
    let specialPool = specialValues + outside
    let wholeLower = lower.rounded(.up)
    let wholeUpper = upper.rounded(.down)
    return Gen { choices in
      guard choices.edgeBias else {
        let unit = Double(choices.draw(below: 1 << 53)) / Double(1 << 53)
        return lower + (upper - lower) * unit
      }
      if specials, choices.weightedBool(1, in: 8) {
        return specialPool[Int(choices.draw(below: UInt64(specialPool.count)))]
      }
      // Whole values first, so shrinking reaches them; edges and uniform
      // reals are non-zero choices.
      let kind = choices.draw(below: 8)
      if (4...5).contains(kind) {
        return edges.isEmpty ? lower : edges[Int(choices.draw(below: UInt64(edges.count)))]
      }
      if kind < 4, wholeUpper >= wholeLower, wholeUpper - wholeLower < 1e15 {
        // Whole numbers, or halves and thirds of them (scales 2 and 3).
        let count = UInt64(wholeUpper - wholeLower) + 1
        let whole = wholeLower + Double(choices.draw(below: count))
        let fraction = [0.0, 0.5, 1.0 / 3, 2.0 / 3][Int(choices.draw(below: 4))]
        let value = whole + fraction
        return value <= upper ? value : whole
      }
      let unit = Double(choices.draw(below: 1 << 53)) / Double(1 << 53)
      return lower + (upper - lower) * unit
    }
  }
}
