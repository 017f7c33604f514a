// Policy: the integer draws live here, on the sequence, so that a domain
// generator drawing per case (a scene box sized to the region drawn just
// before it) calls them directly instead of building a `Gen` per case: a
// generator is a closure whose context is a heap allocation. `Gen.int`
// draws through the same functions, so both give the same values from the
// same choices. The plain branch (three draws in four) is a draw and an
// offset, inlinable into the generator that asks (a call into this module
// cost about as much as the draw); the edge and near-boundary tables are
// built only on the branch that reads them, out of line, from non-generic
// helpers (a type nested in the generic `Gen` costs a metadata lookup per
// use in a debug build).
//
// Policy: the public entry points are transparent, not only
// `@inline(__always)`: with that hint alone the optimizer still kept
// `int(in:near:)` and `int(in:)` as calls from the domain generators in
// another module (about 80 release instructions a call; `clip.wellFormed`
// went from 1,410 to 1,332 instructions a case once they were inlined).
// Transparent functions are inlined in the debug build too, where the
// main job runs.

extension ChoiceSequence {
  /// An integer in a closed range, biased toward its edges (one draw in
  /// four, see `Gen+Integers.swift`).
  ///
  /// - Parameters:
  ///   - range: the values allowed; the whole of `Int` is fine.
  ///   - edgeBias: whether one draw in four is an edge value (also off when
  ///     the sequence draws uniformly).
  @_transparent
  public mutating func int(in range: ClosedRange<Int>, edgeBias bias: Bool = true) -> Int {
    let lower = range.lowerBound
    let upper = range.upperBound
    guard bias, edgeBias else { return plainInt(lower: lower, upper: upper, rest: Self.noRest) }
    return biasedInt(lower: lower, upper: upper)
  }

  /// The edge choice, then an edge value (one in four) or the plain
  /// branch, both from one word of the stream (``drawQuarter()``).
  @inlinable @inline(__always)
  mutating func biasedInt(lower: Int, upper: Int) -> Int {
    let (edge, rest) = drawQuarter()
    if edge == 3 { return edgeInt(lower: lower, upper: upper, rest: rest) }
    return plainInt(lower: lower, upper: upper, rest: rest)
  }

  /// The plain branch: a uniform offset mapped so that small offsets are
  /// values near zero.
  @inlinable @inline(__always)
  mutating func plainInt(lower: Int, upper: Int, rest: UInt64) -> Int {
    // The span as an unsigned distance; a full-range span wraps to zero,
    // which `draw(below:)` reads as the full 64-bit range.
    let span = UInt64(UInt(bitPattern: upper &- lower)) &+ 1
    return IntegerChoices.fromOffset(draw(below: span, rest: rest), lower: lower, upper: upper)
  }

  /// The edge branch: one of the range's edge values.
  @usableFromInline @inline(never)
  mutating func edgeInt(lower: Int, upper: Int, rest: UInt64) -> Int {
    let edges = IntegerChoices.EdgeValues(lower: lower, upper: upper)
    let pick = Int(draw(below: UInt64(edges.count), rest: rest))
    return edges.candidate(IntegerChoices.entry(pick, of: edges.order))
  }

  /// An integer in a closed range that clusters around two boundaries: each
  /// boundary or one either side of it one draw in three, else as
  /// ``int(in:edgeBias:)``.
  @_transparent
  public mutating func int(in range: ClosedRange<Int>, near first: Int, _ second: Int) -> Int {
    int(in: range, near: (first, second, 0, 0), count: 2)
  }

  /// An integer in a closed range that clusters around four boundaries;
  /// see ``int(in:near:_:)``.
  @_transparent
  public mutating func int(
    in range: ClosedRange<Int>, near first: Int, _ second: Int, _ third: Int, _ fourth: Int
  ) -> Int {
    int(in: range, near: (first, second, third, fourth), count: 4)
  }

  /// One of the values near the boundaries one draw in three (under edge
  /// bias), else an edge-biased integer in `range`; only the plain draw
  /// when no value near a boundary is in range. The same draws as
  /// `Gen.int(in:near:)`.
  ///
  /// - Parameters:
  ///   - range: the values allowed.
  ///   - boundaries: the boundaries, the first `count` of them used.
  ///   - count: 2 or 4.
  @inlinable @inline(__always)
  mutating func int(
    in range: ClosedRange<Int>, near boundaries: (Int, Int, Int, Int), count: Int
  ) -> Int {
    let lower = range.lowerBound
    let upper = range.upperBound
    guard edgeBias else { return int(in: range) }
    // Whether some value near a boundary is in range decides whether the
    // one-in-three draw is made at all; the full table only when it picks.
    if IntegerChoices.anyNear(boundaries, count: count, lower: lower, upper: upper),
      draw(below: 3) == 0
    {
      return nearInt(lower: lower, upper: upper, boundaries: boundaries, count: count)
    }
    return biasedInt(lower: lower, upper: upper)
  }

  /// The near branch: one of the values near the boundaries.
  @usableFromInline @inline(never)
  mutating func nearInt(lower: Int, upper: Int, boundaries: (Int, Int, Int, Int), count: Int)
    -> Int
  {
    let values = IntegerChoices.NearValues(
      lower: lower, upper: upper, boundaries: boundaries, boundaryCount: count)
    let pick = Int(draw(below: UInt64(values.count)))
    return values.candidate(IntegerChoices.entry(pick, of: values.order))
  }
}

/// The arithmetic of integer choices: the plain branch's offsets and the
/// edge and near-boundary tables, free of generics.
@usableFromInline
enum IntegerChoices {
  /// Maps a uniform offset to a value so that small offsets are values near
  /// zero: zigzag (0, -1, 1, -2, 2, …) while both signs remain, then
  /// outward on the longer side. Ranges that exclude zero start at the end
  /// nearer to zero.
  @inlinable @inline(__always)
  static func fromOffset(_ offset: UInt64, lower: Int, upper: Int) -> Int {
    if lower >= 0 { return lower &+ Int(truncatingIfNeeded: offset) }
    if upper <= 0 { return upper &- Int(truncatingIfNeeded: offset) }
    return fromOffsetAcrossZero(offset, lower: lower, upper: upper)
  }

  /// ``fromOffset(_:lower:upper:)`` for a range holding values of both
  /// signs.
  @inlinable
  static func fromOffsetAcrossZero(_ offset: UInt64, lower: Int, upper: Int) -> Int {
    let negative = UInt64(UInt(bitPattern: 0 &- lower))  // 2^63 for Int.min
    let positive = UInt64(UInt(bitPattern: upper))
    let both = negative < positive ? negative : positive
    let half = offset &>> 1
    let odd = offset & 1 == 1
    if half < both || (half == both && !odd) {
      let magnitude = Int(truncatingIfNeeded: half &+ (odd ? 1 : 0))
      return odd ? 0 &- magnitude : magnitude
    }
    let magnitude = both &+ (offset &- 2 &* both)
    return positive > negative
      ? Int(truncatingIfNeeded: magnitude) : 0 &- Int(truncatingIfNeeded: magnitude)
  }

  /// The edge values of `lower...upper`: zero, one, minus one, the
  /// bounds, one inside each bound and the middle, those in range, each
  /// once, in that order.
  ///
  /// Nothing is stored but which of the eight candidates count, in
  /// order (``order``), which is cheaper than building the list for the
  /// one draw in four that takes an edge.
  struct EdgeValues {
    private let lower: Int
    private let upper: Int
    /// The candidates that count, a nibble each, the first in the lowest
    /// (``IntegerChoices/entry(_:of:)``): a candidate counts when it is in
    /// range and not an earlier one again.
    let order: UInt64
    /// How many count (a population count is a dozen instructions without
    /// the instruction for it).
    let count: Int

    @inline(__always)
    init(lower: Int, upper: Int) {
      self.lower = lower
      self.upper = upper
      (order, count) = Self.order(lower, upper)
    }

    // Computed when read: only the candidate picked, and the shapes that
    // need the middle, read them (worked out up front, they cost every
    // edge draw a dozen instructions).

    /// One inside the lower bound.
    @inline(__always)
    private static func inside(lower: Int) -> Int { lower < Int.max ? lower + 1 : lower }

    /// One inside the upper bound.
    @inline(__always)
    private static func inside(upper: Int) -> Int { upper > Int.min ? upper - 1 : upper }

    /// The middle of the range, without overflow.
    @inline(__always)
    private static func middle(_ lower: Int, _ upper: Int) -> Int { lower / 2 + upper / 2 }

    /// Which of the eight candidates count, in order, and how many.
    ///
    /// The shapes most ranges have are settled by a comparison or two
    /// (see the cases), their orders constants; the rest take the general
    /// rule.
    @inline(__always)
    private static func order(_ lower: Int, _ upper: Int) -> (UInt64, Int) {
      // At least 6 apart, on one side of -1...1: the bounds, their
      // neighbours and the middle are five distinct values outside it
      // (the middle lies strictly between the neighbours), and 0, 1, -1
      // are out of range.
      if lower >= 2 || upper <= -2, upper &- lower >= 6 { return (0x7_6543, 5) }
      // Reaching past -2 and past 2: 0, 1, -1, the bounds and their
      // neighbours are distinct and in range; the middle lies strictly
      // between the neighbours, and counts unless it is -1, 0 or 1.
      if lower <= -3, upper >= 3 {
        let m = middle(lower, upper)
        return m < -1 || m > 1 ? (0x7654_3210, 8) : (0x654_3210, 7)
      }
      // From 0 or 1 to at least 8: 0 (from 0) and 1 are in range, -1 is
      // not; the lower bound is small (it is 0 or 1), and so is its
      // neighbour from 0; the upper bound, its neighbour and the middle
      // (at least 4, at most upper / 2 + 1) are distinct and large.
      if upper >= 8 {
        if lower == 0 { return (0x7_6410, 5) }
        if lower == 1 { return (0x7_6541, 5) }
      }
      let mask = generalMask(
        lower, upper, inside(lower: lower), inside(upper: upper), middle(lower, upper))
      return (IntegerChoices.order(of: mask), mask.nonzeroBitCount)
    }

    /// The rule itself: a candidate counts when it is in range and not an
    /// earlier one again. Written out rather than looped (a candidate
    /// equal to an earlier one is dropped; 0, 1 and -1 are the first
    /// three, so "is it one of them" is a range check).
    private static func generalMask(_ lower: Int, _ upper: Int, _ a: Int, _ b: Int, _ m: Int)
      -> UInt16
    {
      var mask: UInt16 = 0
      if lower <= 0, upper >= 0 { mask |= 1 }
      if lower <= 1, upper >= 1 { mask |= 2 }
      if lower <= -1, upper >= -1 { mask |= 4 }
      // The bounds are always in range.
      if lower < -1 || lower > 1 { mask |= 8 }
      if upper < -1 || upper > 1, upper != lower { mask |= 16 }
      if a >= lower, a <= upper, a < -1 || a > 1, a != lower, a != upper { mask |= 32 }
      if b >= lower, b <= upper, b < -1 || b > 1, b != lower, b != upper, b != a { mask |= 64 }
      if m >= lower, m <= upper, m < -1 || m > 1, m != lower, m != upper, m != a, m != b {
        mask |= 128
      }
      return mask
    }

    /// Candidate `k` of the eight, before filtering: 0, 1, -1, the bounds,
    /// one inside each bound, the middle.
    @inline(__always)
    func candidate(_ k: Int) -> Int {
      switch k {
      case 0: 0
      case 1: 1
      case 2: -1
      case 3: lower
      case 4: upper
      case 5: Self.inside(lower: lower)
      case 6: Self.inside(upper: upper)
      default: Self.middle(lower, upper)
      }
    }
  }

  /// Whether every value near the first `count` boundaries (each
  /// boundary and one either side) is in `lower...upper`: each boundary
  /// is at least one above the lower bound and one below the upper.
  @inline(__always)
  static func allNear(
    _ boundaries: (Int, Int, Int, Int), count: Int, lower: Int, upper: Int
  ) -> Bool {
    // offset - 1 in 0 ... width - 2, unsigned; a width below 2 leaves no
    // room (width - 2 wraps, but then `width >= 2` fails first).
    let width = UInt(bitPattern: upper &- lower)
    guard width >= 2 else { return false }
    let room = width &- 2
    func inside(_ b: Int) -> Bool { UInt(bitPattern: b &- lower &- 1) <= room }
    guard inside(boundaries.0), inside(boundaries.1) else { return false }
    return count <= 2 || (inside(boundaries.2) && inside(boundaries.3))
  }

  /// Whether a value near one of the first `count` boundaries (the
  /// boundary or one either side) is in `lower...upper`: the count of
  /// ``NearValues`` is not zero.
  @inlinable @inline(__always)
  static func anyNear(
    _ boundaries: (Int, Int, Int, Int), count: Int, lower: Int, upper: Int
  ) -> Bool {
    // The same wrapping sums as ``NearValues``: b - 1, b or b + 1 lies in
    // the range when its offset from the lower bound, unsigned, is at most
    // the width.
    let width = UInt(bitPattern: upper &- lower)
    func meets(_ b: Int) -> Bool {
      let offset = b &- lower
      return UInt(bitPattern: offset) <= width || UInt(bitPattern: offset &- 1) <= width
        || UInt(bitPattern: offset &+ 1) <= width
    }
    if meets(boundaries.0) || meets(boundaries.1) { return true }
    return count > 2 && (meets(boundaries.2) || meets(boundaries.3))
  }

  /// Each of up to four boundaries, one below and one above it, those in
  /// range, in that order (repeats kept, so a boundary listed twice
  /// weighs twice); an order of candidates, not a list, like
  /// ``EdgeValues``.
  struct NearValues {
    private let boundaries: (Int, Int, Int, Int)
    /// The candidates in range, a nibble each, the first in the lowest:
    /// candidate `4b + j` is boundary `b` itself (`j` 0), one below it (1)
    /// or one above (2). Four to a boundary, not three, so that reading one
    /// is a shift and a mask, not a division by three.
    let order: UInt64
    /// How many are in range.
    let count: Int

    /// - Parameters:
    ///   - lower: the smallest value allowed.
    ///   - upper: the largest value allowed.
    ///   - boundaries: the boundaries, the first `boundaryCount` of them
    ///     used.
    ///   - boundaryCount: 2 or 4 (its two callers).
    @inline(__always)
    init(lower: Int, upper: Int, boundaries: (Int, Int, Int, Int), boundaryCount: Int) {
      self.boundaries = boundaries
      // Three bits per boundary, in a nibble of its own: itself, one
      // below, one above; each a branch-free range check, written out.
      // Every one in range (the common case) is one comparison a boundary.
      if IntegerChoices.allNear(boundaries, count: boundaryCount, lower: lower, upper: upper) {
        order = boundaryCount > 2 ? 0xEDCA_9865_4210 : 0x65_4210
        count = 3 &* boundaryCount
        return
      }
      let width = UInt(bitPattern: upper &- lower)
      func bits(_ boundary: Int, _ shift: UInt16) -> UInt16 {
        let offset = boundary &- lower
        return IntegerChoices.bit(UInt(bitPattern: offset) <= width, shift)
          | IntegerChoices.bit(UInt(bitPattern: offset &- 1) <= width, shift &+ 1)
          | IntegerChoices.bit(UInt(bitPattern: offset &+ 1) <= width, shift &+ 2)
      }
      var mask = bits(boundaries.0, 0) | bits(boundaries.1, 4)
      if boundaryCount > 2 { mask |= bits(boundaries.2, 8) | bits(boundaries.3, 12) }
      order = IntegerChoices.order(of: mask)
      count = mask.nonzeroBitCount
    }

    /// Candidate `k`, before filtering.
    @inline(__always)
    func candidate(_ k: Int) -> Int {
      let boundary =
        switch k &>> 2 {
        case 0: boundaries.0
        case 1: boundaries.1
        case 2: boundaries.2
        default: boundaries.3
        }
      switch k & 3 {
      case 0: return boundary
      case 1: return boundary &- 1
      default: return boundary &+ 1
      }
    }
  }

  /// `1 << shift` when `condition` holds, else 0: a bit of a mask without a
  /// branch.
  @inline(__always)
  static func bit(_ condition: Bool, _ shift: UInt16) -> UInt16 {
    (condition ? 1 : 0) &<< shift
  }

  /// Entry `index` of an order: its `index`th nibble, the candidate of
  /// the `index`th value that counts. One shift and a mask, where finding
  /// the `index`th set bit of a mask took a loop for a mask of several
  /// runs (the edges of `0...n`, drawn in every invented region).
  @inline(__always)
  static func entry(_ index: Int, of order: UInt64) -> Int {
    Int(truncatingIfNeeded: (order &>> UInt64(truncatingIfNeeded: index &* 4)) & 0xF)
  }

  /// The order of a mask of up to 16 candidates: the position of each set
  /// bit, lowest first, a nibble each.
  static func order(of mask: UInt16) -> UInt64 {
    var order: UInt64 = 0
    var shift: UInt64 = 0
    var rest = mask
    while rest != 0 {
      order |= UInt64(rest.trailingZeroBitCount) &<< shift
      shift &+= 4
      rest &= rest &- 1
    }
    return order
  }
}
