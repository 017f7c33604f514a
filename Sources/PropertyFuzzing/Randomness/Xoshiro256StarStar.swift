/// Blackman and Vigna's xoshiro256**, the fuzzer's case generator.
///
/// Fast, with 256 bits of state, and specified bit for bit, so the same seed
/// gives the same stream everywhere; a golden test pins the first outputs.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
  @usableFromInline var s0: UInt64
  @usableFromInline var s1: UInt64
  @usableFromInline var s2: UInt64
  @usableFromInline var s3: UInt64

  /// Seeds the state with four outputs of ``SplitMix64`` from `seed`, as the
  /// authors recommend (the state can never be all zero this way).
  @inlinable
  public init(seed: UInt64) {
    var seeder = SplitMix64(seed: seed)
    s0 = seeder.next()
    s1 = seeder.next()
    s2 = seeder.next()
    s3 = seeder.next()
  }

  /// Creates a generator from its raw state, as the reference
  /// implementation takes it (for checking against published outputs); an
  /// all-zero state is replaced by the state of seed 0, since xoshiro can
  /// never leave it.
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    if state == (0, 0, 0, 0) {
      self.init(seed: 0)
    } else {
      self.init(seed: 0)
      (s0, s1, s2, s3) = state
    }
  }

  // Transparent, with masking shifts: `swift run` builds without
  // optimisation, where only transparent functions are inlined and a
  // smart shift is a generic call; this runs for every draw of every case.
  /// The next 64 random bits.
  @_transparent
  public mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, 7) &* 9
    let t = s1 &<< 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, 45)
    return result
  }

  /// A uniform value in `0 ..< bound` without modulo bias (Lemire's method);
  /// a bound of zero means the full 64-bit range.
  @inlinable @inline(__always)
  public mutating func next(below bound: UInt64) -> UInt64 {
    guard bound != 0 else { return next() }
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// `x` rotated left by `k`, `1...63`.
  @_transparent @usableFromInline
  func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x &<< k) | (x &>> (64 &- k))
  }
}
