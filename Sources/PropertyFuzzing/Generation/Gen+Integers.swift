// Policy: edge bias. One draw in four takes a boundary value instead of a
// uniform one: zero, one, minus one, the bounds, one inside each bound, and
// the middle. Bugs live at boundaries (an empty overlap, a width of exactly
// zero, Int.max + 1), and a uniform draw over a 64-bit range essentially
// never lands on one; with the bias a boundary bug is found in hundreds of
// cases, not millions.

extension Gen where Value == Int {
  /// Integers in a closed range, biased toward its edges.
  ///
  /// - Parameters:
  ///   - range: the values allowed; the whole of `Int` is fine.
  ///   - edgeBias: whether one draw in four is an edge value.
  public static func int(in range: ClosedRange<Int>, edgeBias: Bool = true) -> Gen<Int> {
    let lower = range.lowerBound
    let upper = range.upperBound
    // The span as an unsigned distance; a full-range span wraps to zero,
    // which `draw(below:)` reads as the full 64-bit range.
    let span = UInt64(bitPattern: Int64(upper &- lower)) &+ 1
    let edges = edgeValues(lower: lower, upper: upper)
    return Gen { choices in
      if edgeBias, choices.draw(below: 4) == 0 {
        return edges[Int(choices.draw(below: UInt64(edges.count)))]
      }
      let offset = choices.draw(below: span)
      return lower &+ Int(truncatingIfNeeded: offset)
    }
  }

  static func edgeValues(lower: Int, upper: Int) -> [Int] {
    var values: [Int] = []
    func add(_ value: Int) {
      if value >= lower, value <= upper, !values.contains(value) { values.append(value) }
    }
    add(0)
    add(1)
    add(-1)
    add(lower)
    add(upper)
    if lower < Int.max { add(lower + 1) }
    if upper > Int.min { add(upper - 1) }
    add(lower / 2 + upper / 2)
    return values
  }

  /// Integers in a closed range that cluster around given boundaries: each
  /// boundary, one either side of it, or uniform otherwise.
  ///
  /// Domain generators use this for values whose interesting edges are data
  /// (a screen's width, an inset, a region's origin).
  public static func int(
    in range: ClosedRange<Int>, near boundaries: [Int]
  ) -> Gen<Int> {
    let base = Gen.int(in: range)
    let around = boundaries.flatMap { [$0, $0 &- 1, $0 &+ 1] }.filter(range.contains)
    guard !around.isEmpty else { return base }
    return Gen { choices in
      if choices.draw(below: 3) == 0 {
        return around[Int(choices.draw(below: UInt64(around.count)))]
      }
      return base.generate(&choices)
    }
  }
}

extension Gen where Value == UInt64 {
  /// Any 64-bit value, uniformly (a seed, a hash).
  public static let uint64 = Gen { choices in choices.draw(below: 0) }
}
