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

  /// The edge values of `lower...upper`: zero, one, minus one, the
  /// bounds, one inside each bound and the middle, those in range, each
  /// once, in that order.
  ///
  /// Nothing is stored: a mask says which of the eight candidates count,
  /// which is cheaper than building the list for the one draw in four that
  /// takes an edge.
  struct EdgeValues {
    private let lower: Int
    private let upper: Int
    private let lowerInside: Int
    private let upperInside: Int
    private let middle: Int
    /// Bit `k` set when candidate `k` is in range and not an earlier one
    /// again.
    let mask: UInt16

    init(lower: Int, upper: Int) {
      self.lower = lower
      self.upper = upper
      lowerInside = lower < Int.max ? lower + 1 : lower
      upperInside = upper > Int.min ? upper - 1 : upper
      middle = lower / 2 + upper / 2
      // Written out rather than looped: this runs on every edge draw. A
      // candidate equal to an earlier one is dropped; 0, 1 and -1 are the
      // first three, so "is it one of them" is a range check.
      func inRange(_ value: Int) -> Bool { value >= lower && value <= upper }
      func isSmall(_ value: Int) -> Bool { value >= -1 && value <= 1 }
      var mask: UInt16 = 0
      if inRange(0) { mask |= 1 }
      if inRange(1) { mask |= 2 }
      if inRange(-1) { mask |= 4 }
      // The bounds are always in range.
      if !isSmall(lower) { mask |= 8 }
      if !isSmall(upper), upper != lower { mask |= 16 }
      let a = lowerInside
      if inRange(a), !isSmall(a), a != lower, a != upper { mask |= 32 }
      let b = upperInside
      if inRange(b), !isSmall(b), b != lower, b != upper, b != a { mask |= 64 }
      let m = middle
      if inRange(m), !isSmall(m), m != lower, m != upper, m != a, m != b { mask |= 128 }
      self.mask = mask
    }

    /// Candidate `k` of the eight, before filtering: 0, 1, -1, the bounds,
    /// one inside each bound, the middle.
    func candidate(_ k: Int) -> Int {
      switch k {
      case 0: 0
      case 1: 1
      case 2: -1
      case 3: lower
      case 4: upper
      case 5: lowerInside
      case 6: upperInside
      default: middle
      }
    }
  }

  /// Each of up to four boundaries, one below and one above it, those in
  /// `range`, in that order (repeats kept, so a boundary listed twice
  /// weighs twice); a mask, not a list, like ``EdgeValues``.
  struct NearValues {
    private let boundaries: (Int, Int, Int, Int)
    /// Bit `k` set when candidate `k` (boundary `k / 3`, then one below,
    /// one above) is in range.
    let mask: UInt16

    /// - Parameters:
    ///   - range: the values allowed.
    ///   - boundaries: the boundaries, the first `boundaryCount` of them
    ///     used.
    ///   - boundaryCount: 2 or 4 (its two callers).
    init(range: ClosedRange<Int>, boundaries: (Int, Int, Int, Int), boundaryCount: Int) {
      self.boundaries = boundaries
      let lower = range.lowerBound
      let upper = range.upperBound
      // Three bits per boundary: itself, one below, one above. No generic
      // `min` (a call in an unoptimised build). The loop and the smart
      // shifts stay: written out, or with masking shifts, the optimised
      // build took 55 to 68 more instructions per `clip.wellFormed` case.
      var mask: UInt16 = 0
      var shift: UInt16 = 0
      for index in 0..<boundaryCount {
        let boundary =
          index == 0
          ? boundaries.0 : index == 1 ? boundaries.1 : index == 2 ? boundaries.2 : boundaries.3
        if boundary >= lower, boundary <= upper { mask |= 1 << shift }
        let below = boundary &- 1
        if below >= lower, below <= upper { mask |= 2 << shift }
        let above = boundary &+ 1
        if above >= lower, above <= upper { mask |= 4 << shift }
        shift &+= 3
      }
      self.mask = mask
    }

    /// Candidate `k`, before filtering.
    func candidate(_ k: Int) -> Int {
      let boundary =
        switch k / 3 {
        case 0: boundaries.0
        case 1: boundaries.1
        case 2: boundaries.2
        default: boundaries.3
        }
      switch k % 3 {
      case 0: return boundary
      case 1: return boundary &- 1
      default: return boundary &+ 1
      }
    }
  }

  /// The candidate whose bit is the `index`th set bit of `mask`.
  static func setBit(_ index: Int, of mask: UInt16) -> Int {
    var rest = mask
    for _ in 0..<index { rest &= rest &- 1 }
    return rest.trailingZeroBitCount
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
