import Foundation

/// The machine-readable summary of one fuzzing run.
public struct RunReport: Sendable, Codable {
  /// The tool that wrote it and its format version.
  public var format = "safe-area-fuzz/1"
  /// The run's seed.
  public var seed: UInt64
  /// The variant fuzzed (a mutant's name), or `nil` for the real engine.
  public var variant: String?
  /// When the run started (ISO 8601, UTC).
  public var started: String
  /// Wall-clock seconds for the whole run.
  public var seconds: Double
  /// Corpus cases replayed before fresh ones.
  public var corpusReplayed: Int
  /// One report per property.
  public var properties: [PropertyReport]

  /// Creates a run report.
  public init(
    seed: UInt64, variant: String?, started: String, seconds: Double, corpusReplayed: Int,
    properties: [PropertyReport]
  ) {
    self.seed = seed
    self.variant = variant
    self.started = started
    self.seconds = seconds
    self.corpusReplayed = corpusReplayed
    self.properties = properties
  }

  /// Whether every property passed.
  public var passed: Bool { properties.allSatisfy(\.passed) }

  /// All cases run.
  public var totalCases: Int { properties.reduce(0) { $0 + $1.statistics.cases } }

  /// The report as pretty, key-sorted JSON.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return try encoder.encode(self)
  }
}
