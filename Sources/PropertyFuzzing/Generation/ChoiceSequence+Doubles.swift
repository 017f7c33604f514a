// Policy: the double draws live here, on the sequence, as the integer draws
// do (ChoiceSequence+Integers.swift): a domain generator that sizes one draw
// by another (insets up to a fraction of the screen drawn just before)
// calls this per case instead of building a `Gen` per case, whose arrays
// and closure contexts were most of the allocations of a
// `region.matchesInsets` case. `Gen.double` draws through this function,
// so both give the same values from the same choices. Nothing here
// allocates: the edge list and the pool of specials are indexed, not built.

extension ChoiceSequence {
  /// A double in a range, biased toward its edges and simple values: see
  /// `Gen.double(in:specials:)`, which draws through this.
  ///
  /// - Parameters:
  ///   - range: where ordinary values lie; an infinite bound counts as
  ///     -1e9 or 1e9.
  ///   - specials: whether one draw in eight is a special value (NaN, an
  ///     infinity, a huge value, or a value just outside the range).
  public mutating func double(in range: ClosedRange<Double>, specials: Bool = false) -> Double {
    double(DoubleDraw(range: range, specials: specials))
  }

  /// A double drawn as `draw` settled it. Inlined into both callers: a
  /// call with the settled range in memory cost about 50 instructions a
  /// double more than the closure `Gen.double` used to hold.
  @inline(__always)
  mutating func double(_ draw: DoubleDraw) -> Double {
    let lower = draw.lower
    let upper = draw.upper
    guard edgeBias else { return uniformDouble(lower: lower, upper: upper) }
    if draw.specials, weightedBool(1, in: 8) {
      let pool = Gen<Double>.specialValues
      let pick = Int(self.draw(below: UInt64(pool.count + 4)))
      if pick < pool.count { return pool[pick] }
      switch pick - pool.count {
      case 0: return lower.nextDown
      case 1: return upper.nextUp
      case 2: return lower - 1
      default: return upper + 1
      }
    }
    // Whole values first, so shrinking reaches them; edges and uniform
    // reals are non-zero choices.
    let kind = self.draw(below: 8)
    if (4...5).contains(kind) {
      let edges = DoubleEdges(lower: lower, upper: upper)
      guard edges.count > 0 else { return lower }
      return edges.value(Int(self.draw(below: UInt64(edges.count))))
    }
    if kind < 4, draw.wholeCount > 0 {
      // Whole numbers, or halves and thirds of them (scales 2 and 3).
      let whole = draw.wholeLower + Double(self.draw(below: draw.wholeCount))
      let fraction: Double
      switch self.draw(below: 4) {
      case 0: fraction = 0
      case 1: fraction = 0.5
      case 2: fraction = 1.0 / 3
      default: fraction = 2.0 / 3
      }
      let value = whole + fraction
      return value <= upper ? value : whole
    }
    return uniformDouble(lower: lower, upper: upper)
  }

  /// A uniform real in `lower...upper`, from 53 random bits.
  @inline(__always)
  private mutating func uniformDouble(lower: Double, upper: Double) -> Double {
    let unit = Double(draw(below: 1 << 53)) / Double(1 << 53)
    return lower + (upper - lower) * unit
  }
}

/// A double range's draw with its bounds settled: `Gen.double` settles
/// them once, a generator drawing per case each time.
struct DoubleDraw: Sendable {
  /// The range's bounds, an infinite one made -1e9 or 1e9.
  let lower: Double
  let upper: Double
  /// The smallest whole value in the range.
  let wholeLower: Double
  /// How many whole values the range holds, 0 when none or too many
  /// (1e15 or more) for the whole branch.
  let wholeCount: UInt64
  /// Whether one draw in eight is a special value.
  let specials: Bool

  init(range: ClosedRange<Double>, specials: Bool) {
    lower = range.lowerBound.isFinite ? range.lowerBound : -1e9
    upper = range.upperBound.isFinite ? range.upperBound : 1e9
    wholeLower = lower.rounded(.up)
    let wholeUpper = upper.rounded(.down)
    wholeCount =
      wholeUpper >= wholeLower && wholeUpper - wholeLower < 1e15
      ? UInt64(wholeUpper - wholeLower) + 1 : 0
    self.specials = specials
  }
}

/// The edge values of a double range: 0, 1, the bounds, the middle and
/// 0.5, those in range, in that order (repeats kept), counted rather than
/// listed.
private struct DoubleEdges {
  let candidates: (Double, Double, Double, Double, Double, Double)
  /// Bit `k` set when candidate `k` is in range.
  let mask: UInt8
  var count: Int { mask.nonzeroBitCount }

  init(lower: Double, upper: Double) {
    candidates = (0, 1, lower, upper, (lower + upper) / 2, 0.5)
    var mask: UInt8 = 0
    // Comparisons, not a range: bounds made finite may cross
    // (-infinity ... -2e9 becomes -1e9 ... -2e9), and then nothing counts.
    for k in 0..<6 {
      let value = Self.candidate(k, of: candidates)
      if value >= lower && value <= upper { mask |= 1 << k }
    }
    self.mask = mask
  }

  /// The `index`th candidate in range.
  func value(_ index: Int) -> Double {
    var rest = mask
    for _ in 0..<index { rest &= rest - 1 }
    return Self.candidate(rest.trailingZeroBitCount, of: candidates)
  }

  private static func candidate(
    _ k: Int, of candidates: (Double, Double, Double, Double, Double, Double)
  ) -> Double {
    switch k {
    case 0: candidates.0
    case 1: candidates.1
    case 2: candidates.2
    case 3: candidates.3
    case 4: candidates.4
    default: candidates.5
    }
  }
}
