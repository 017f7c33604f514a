// Policy: a case's randomness is a counter-based stream. Word j of the
// case whose seed is s comes from the counter c = s + (j + 1)·P0 alone:
// the 128-bit product of c and c xor P1, its two halves xored (wyrand, by
// Wang Yi, the generator Go's runtime used for its fastrand: it passes
// BigCrush and PractRand). Starting a case is storing its seed, not
// expanding it into a larger state (xoshiro256**, the stream before it,
// took four SplitMix64 outputs a case), and a word is one multiply, about
// a third of SplitMix64's output function. Case seeds are themselves mixed
// (`SeedDerivation`), so two cases' streams share a counter only if their
// seeds lie within a few dozen P0 of each other: about one pair in 2^58 of
// a run's cases, the independence xoshiro's separately seeded streams
// gave. The stream is specified bit for bit, so the same seed gives the
// same cases on every machine; a golden test pins its first outputs
// against a reference computed in Python.

/// The random words of one fuzz case (wyrand from the case's seed).
public struct CaseStream: Sendable {
  /// The counter: the case's seed plus P0 for every word so far.
  @usableFromInline var counter: UInt64

  /// The stream of the case whose seed is `seed`.
  @inlinable
  public init(seed: UInt64) { counter = seed }

  // Transparent: `swift run` builds without optimisation, where only
  // transparent functions are inlined; this runs for every draw of every
  // case.
  /// The next 64 random bits.
  @_transparent
  public mutating func next() -> UInt64 {
    counter &+= 0xA076_1D64_78BD_642F
    let product = counter.multipliedFullWidth(by: counter ^ 0xE703_7ED1_A0B4_28DB)
    return product.high ^ product.low
  }

  /// A uniform value in `0 ..< bound` without modulo bias (Lemire's method);
  /// a bound of zero means the full 64-bit range.
  @inlinable
  public mutating func next(below bound: UInt64) -> UInt64 {
    let word = next()
    let product = word.multipliedFullWidth(by: bound)
    if product.low >= bound, bound != 0 { return product.high }
    return finishBelow(bound, first: word)
  }

  /// The rest of ``next(below:)`` once its first word's low half fell
  /// below the bound (or the bound is zero): out of line, since it runs
  /// for about `bound / 2^64` of the draws.
  ///
  /// - Parameters:
  ///   - bound: the bound; zero means the full range.
  ///   - word: the word already drawn.
  @usableFromInline @inline(never)
  mutating func finishBelow(_ bound: UInt64, first word: UInt64) -> UInt64 {
    guard bound != 0 else { return word }
    var product = word.multipliedFullWidth(by: bound)
    let threshold = (0 &- bound) % bound
    while product.low < threshold {
      product = next().multipliedFullWidth(by: bound)
    }
    return product.high
  }
}
