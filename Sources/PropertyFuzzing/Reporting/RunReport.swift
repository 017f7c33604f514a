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
  /// The slice of the case space this run covered (`I/N`), `nil` for all.
  public var shard: String?
  /// Threads the cases ran on (the results do not depend on it).
  public var jobs: Int?
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

  /// Merges the reports of the shards of one campaign: counts add up, and
  /// each property keeps the failure with the lowest case index.
  ///
  /// - Throws: ``CorpusError``-style messages as `MergeError` when the
  ///   reports are of different seeds or variants.
  public static func merging(_ reports: [RunReport]) throws(MergeError) -> RunReport {
    guard let first = reports.first else { throw MergeError("no reports to merge") }
    for report in reports.dropFirst() {
      guard report.seed == first.seed, report.variant == first.variant else {
        throw MergeError(
          "reports of different runs: seed \(first.seed) and \(report.seed), "
            + "variant \(first.variant ?? "none") and \(report.variant ?? "none")")
      }
    }
    var properties: [String: PropertyReport] = [:]
    var order: [String] = []
    for report in reports {
      for property in report.properties {
        guard var merged = properties[property.name] else {
          properties[property.name] = property
          order.append(property.name)
          continue
        }
        merged.statistics.merge(property.statistics)
        merged.seconds += property.seconds
        if let failure = property.failure,
          merged.failure.map({ failure.caseIndex < $0.caseIndex }) ?? true
        {
          merged.failure = failure
        }
        properties[property.name] = merged
      }
    }
    var merged = RunReport(
      seed: first.seed, variant: first.variant, started: reports.map(\.started).min() ?? "",
      seconds: reports.map(\.seconds).max() ?? 0,
      corpusReplayed: reports.map(\.corpusReplayed).max() ?? 0,
      properties: order.compactMap { properties[$0] })
    merged.shard = "merged from \(reports.count)"
    return merged
  }

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

/// Why reports could not be merged.
public struct MergeError: Error, CustomStringConvertible, Sendable {
  /// What was wrong.
  public var description: String

  /// Creates the error.
  public init(_ description: String) { self.description = description }
}
