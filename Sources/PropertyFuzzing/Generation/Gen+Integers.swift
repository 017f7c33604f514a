// Policy: edge bias. One draw in four takes a boundary value instead of a
// uniform one (the edge branch is a non-zero choice, so shrinking leaves it
// for the plain branch, whose zero choice is the value nearest zero): zero, one, minus one, the bounds, one inside each bound, and
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
    Gen { choices in choices.int(in: range, edgeBias: edgeBias) }
  }

  /// The value a plain-branch offset maps to (exposed for tests of the
  /// shrink order): zigzag from zero (0, -1, 1, -2, 2, …) while both signs
  /// remain, then outward on the longer side; a range that excludes zero
  /// starts at the end nearer to it.
  public static func fromOffsetForTesting(_ offset: UInt64, in range: ClosedRange<Int>) -> Int {
    IntegerChoices.fromOffset(offset, lower: range.lowerBound, upper: range.upperBound)
  }

  /// Integers in a closed range that cluster around given boundaries: each
  /// boundary, one either side of it, or uniform otherwise.
  ///
  /// Domain generators use this for values whose interesting edges are data
  /// (a screen's width, an inset, a region's origin).
  public static func int(
    in range: ClosedRange<Int>, near boundaries: [Int]
  ) -> Gen<Int> {
    let around = boundaries.flatMap { [$0, $0 &- 1, $0 &+ 1] }.filter(range.contains)
    guard !around.isEmpty else { return Gen { choices in choices.int(in: range) } }
    return Gen { choices in
      if choices.edgeBias, choices.draw(below: 3) == 0 {
        return around[Int(choices.draw(below: UInt64(around.count)))]
      }
      return choices.int(in: range)
    }
  }
}

extension Gen where Value == UInt64 {
  /// Any 64-bit value, uniformly (a seed, a hash).
  public static let uint64 = Gen { choices in choices.draw(below: 0) }
}
