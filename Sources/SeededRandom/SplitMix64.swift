// Policy: one generator serves the fuzzer and the scenes. A seed must mean
// the same cases, and a scene the same pixels, on every machine, every Swift
// version and any number of jobs, which neither SystemRandomNumberGenerator
// nor the standard library's algorithms promise; so both take their
// randomness from this fixed algorithm. It lives in a module of its own
// because the fuzzer must not know the rasterizer, nor the rasterizer the
// fuzzer; each re-exports it, so their users see one `SplitMix64`.

/// Sebastiano Vigna's SplitMix64 (Steele, Lea and Flood's generator, as in
/// java.util.SplittableRandom): a tiny generator used to expand one seed
/// into the state of larger generators, to derive per-case seeds, and to
/// seed the scenes' boards. The same seed gives the same sequence
/// everywhere.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The running state, advanced by a fixed odd constant per value (public
  /// so a generator can be saved and resumed).
  public var state: UInt64

  /// Creates a generator from a seed; every seed, including zero, is fine.
  @inlinable
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// SplitMix64's output function: a bijective 64-bit mixer.
  @inlinable
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
