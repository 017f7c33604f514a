import Foundation

// Policy: a corpus case is data, not code: the property's name and the
// choices that regenerate the counterexample, with the description and
// messages for people. Replaying never depends on the seed, so a case stays
// valid when generators are reseeded; it depends only on the generator's
// structure, and a case that no longer fails is still a useful regression.

/// A saved counterexample, replayed before fresh cases.
public struct CorpusCase: Hashable, Sendable, Codable {
  /// The file format version this code writes.
  public static let currentFormat = 1

  /// The file format version.
  public var format: Int
  /// The property the case belongs to.
  public var property: String
  /// The variant of the system under test the case failed against (a
  /// mutant's name), or `nil` for the real one.
  public var variant: String?
  /// The seed of the run that found it.
  public var seed: UInt64
  /// The index of the case in that run.
  public var caseIndex: UInt64
  /// The choices that regenerate the shrunk counterexample.
  public var choices: [UInt64]
  /// The counterexample, described.
  public var description: String
  /// What was wrong with it when it was found.
  public var messages: [String]

  /// Creates a corpus case.
  public init(
    property: String, variant: String?, seed: UInt64, caseIndex: UInt64, choices: [UInt64],
    description: String, messages: [String]
  ) {
    self.format = Self.currentFormat
    self.property = property
    self.variant = variant
    self.seed = seed
    self.caseIndex = caseIndex
    self.choices = choices
    self.description = description
    self.messages = messages
  }

  /// Creates a corpus case from a shrunk failure.
  public init(failure: FailureReport, variant: String?) {
    self.init(
      property: failure.property, variant: variant, seed: failure.seed,
      caseIndex: failure.caseIndex, choices: failure.choices, description: failure.shrunk,
      messages: failure.messages)
  }

  /// A short, stable name for the case's file: the first eight hex digits of
  /// a hash of its property, variant and choices.
  public var shortHash: String {
    var text = property + "|" + (variant ?? "") + "|"
    text += choices.map(String.init).joined(separator: ",")
    let hash = SeedDerivation.stableHash(text)
    let hex = String(hash, radix: 16)
    let padded = String(repeating: "0", count: Swift.max(0, 16 - hex.count)) + hex
    return String(padded.prefix(8))
  }
}
