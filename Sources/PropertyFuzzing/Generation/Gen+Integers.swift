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
    let lower = range.lowerBound
    let upper = range.upperBound
    // The span as an unsigned distance; a full-range span wraps to zero,
    // which `draw(below:)` reads as the full 64-bit range.
    let span = UInt64(bitPattern: Int64(upper &- lower)) &+ 1
    let edges = EdgeValues(lower: lower, upper: upper)
    return Gen { choices in
      if edgeBias, choices.edgeBias, choices.draw(below: 4) == 3 {
        return edges[Int(choices.draw(below: UInt64(edges.count)))]
      }
      return fromOffset(choices.draw(below: span), lower: lower, upper: upper)
    }
  }

  /// Maps a uniform offset to a value so that small offsets are values near
  /// zero: zigzag (0, -1, 1, -2, 2, …) while both signs remain, then
  /// outward on the longer side. Ranges that exclude zero start at the end
  /// nearer to zero.
  static func fromOffset(_ offset: UInt64, lower: Int, upper: Int) -> Int {
    if lower >= 0 { return lower &+ Int(truncatingIfNeeded: offset) }
    if upper <= 0 { return upper &- Int(truncatingIfNeeded: offset) }
    let negative = UInt64(bitPattern: Int64(0 &- lower))  // 2^63 for Int.min
    let positive = UInt64(upper)
    let both = Swift.min(negative, positive)
    if offset / 2 < both || (offset / 2 == both && offset % 2 == 0) {
      let magnitude = Int(truncatingIfNeeded: (offset + 1) / 2)
      return offset % 2 == 0 ? magnitude : 0 &- magnitude
    }
    let rest = offset &- 2 &* both
    let magnitude = both &+ rest
    return positive > negative
      ? Int(truncatingIfNeeded: magnitude) : 0 &- Int(truncatingIfNeeded: magnitude)
  }

  /// The value a plain-branch offset maps to (exposed for tests of the
  /// shrink order).
  public static func fromOffsetForTesting(_ offset: UInt64, in range: ClosedRange<Int>) -> Int {
    fromOffset(offset, lower: range.lowerBound, upper: range.upperBound)
  }

  static func edgeValues(lower: Int, upper: Int) -> [Int] {
    let edges = EdgeValues(lower: lower, upper: upper)
    return (0..<edges.count).map { edges[$0] }
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
      if choices.edgeBias, choices.draw(below: 3) == 0 {
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

/// The edge values of an integer range, held inline (no array per
/// generator): zero, one, minus one, the bounds, one inside each bound and
/// the middle, those in range, each once, in that order.
struct EdgeValues: Sendable {
  /// How many values there are, 1 to 8.
  private(set) var count = 0
  private var values: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

  /// The edges of `lower...upper`.
  init(lower: Int, upper: Int) {
    func add(_ value: Int) {
      guard value >= lower, value <= upper else { return }
      for index in 0..<count where self[index] == value { return }
      withUnsafeMutableBytes(of: &values) { raw in
        raw.storeBytes(of: value, toByteOffset: count * MemoryLayout<Int>.stride, as: Int.self)
      }
      count += 1
    }
    add(0)
    add(1)
    add(-1)
    add(lower)
    add(upper)
    if lower < Int.max { add(lower + 1) }
    if upper > Int.min { add(upper - 1) }
    add(lower / 2 + upper / 2)
  }

  /// The value at `index`, `0..<count`.
  subscript(index: Int) -> Int {
    withUnsafeBytes(of: values) { raw in
      raw.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)
    }
  }
}
