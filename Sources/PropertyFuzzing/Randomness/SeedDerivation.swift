// Policy: each case's generator is seeded from (run seed, property name, case
// index) alone, so a case is the same whatever ran before it, whatever the
// number of jobs or shards, and whichever properties were selected.

/// Derives independent seeds for properties and cases from one run seed.
public enum SeedDerivation {
  /// A stable 64-bit hash of a property name (FNV-1a over its UTF-8 bytes;
  /// Swift's `Hasher` is randomly seeded per process and cannot serve).
  @inlinable
  public static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The seed of case `index` of a property in a run with `seed`.
  @inlinable
  public static func caseSeed(runSeed seed: UInt64, property: String, index: UInt64) -> UInt64 {
    caseSeed(runSeed: seed, propertyHash: stableHash(property), index: index)
  }

  /// The seed of case `index` of the property whose name hashes to
  /// `propertyHash` (``stableHash(_:)``): the same seed, without hashing
  /// the name again for every case.
  @inlinable
  public static func caseSeed(runSeed seed: UInt64, propertyHash: UInt64, index: UInt64) -> UInt64 {
    caseSeed(propertyKey: propertyKey(runSeed: seed, propertyHash: propertyHash), index: index)
  }

  /// What every case seed of one property in one run starts from: a case
  /// loop computes it once, then each case's seed is one mix
  /// (``caseSeed(propertyKey:index:)``).
  @inlinable
  public static func propertyKey(runSeed seed: UInt64, propertyHash: UInt64) -> UInt64 {
    SplitMix64.mix(seed ^ propertyHash)
  }

  /// The seed of case `index` of the property whose key is `key`
  /// (``propertyKey(runSeed:propertyHash:)``).
  @inlinable
  public static func caseSeed(propertyKey key: UInt64, index: UInt64) -> UInt64 {
    SplitMix64.mix(key &+ index)
  }
}
