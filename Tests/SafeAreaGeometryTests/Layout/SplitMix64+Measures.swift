// Policy: tests draw from the fuzzer's seeded SplitMix64 only, so a failure
// replays from its seed on every machine (never SystemRandomNumberGenerator).

import PropertyFuzzing

extension SplitMix64 {
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
