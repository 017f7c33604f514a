// Policy: tests draw from a seeded SplitMix64 only, so a failure replays from
// its seed on every machine (never SystemRandomNumberGenerator).

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, seedable generator.
struct LayoutSplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in `0..<limit` using all 53 bits of mantissa, so sums and
  /// halves round as real inputs do.
  mutating func unit(_ limit: Double = 1) -> Double {
    Double(next() >> 11) * 0x1p-53 * limit
  }

  /// A double in `0..<limit`: usually with a full mantissa, sometimes a whole
  /// or half number (the values real tables hold), sometimes exactly zero.
  mutating func measure(_ limit: Double) -> Double {
    switch next() % 8 {
    case 0: return 0
    case 1: return (unit(limit) * 2).rounded(.down) / 2
    default: return unit(limit)
    }
  }
}
