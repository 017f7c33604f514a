// Policy: scenes must draw the same pixels on every machine, so they take
// their randomness from this fixed generator (Steele, Lea and Flood's
// SplitMix64, as in java.util.SplittableRandom), never from the system.

/// A tiny deterministic pseudo-random generator: the same seed gives the
/// same sequence everywhere.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The internal state, advanced by a fixed odd constant per value.
  public private(set) var state: UInt64

  /// Creates a generator from a seed; every seed, zero included, is valid.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
