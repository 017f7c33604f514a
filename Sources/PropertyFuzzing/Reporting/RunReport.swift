import Foundation

/// The machine-readable summary of one fuzzing run.
public struct RunReport: Sendable, Codable {
  /// The tool that wrote it and its format version.
  /// The report format's name and version: the tool's, a parameter, so
  /// this library knows no domain (`fuzz` writes `safe-area-fuzz/1`).
  public var format: String
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
  /// The case budget per property (`--cases`), `nil` for a time budget.
  public var caseBudget: Int?
  /// The time budget of the run in seconds (`--time`), `nil` for a case
  /// budget.
  public var timeBudget: Double?
  /// Whether each property ran its own quota of cases (the default run),
  /// `nil` otherwise.
  public var caseQuotas: Bool?
  /// The properties left out of the run because their judge is missing
  /// here (`name: why, and what to run`), `nil` when none was.
  public var leftOut: [String]?
  /// What each selected property judged, in the tool's words (`fuzz`:
  /// `implementation`, `engine`, or `skipped` with the reason), `nil` when
  /// the tool does not say.
  public var judged: [Judged]?

  /// What one property judged, or why it was skipped.
  public struct Judged: Sendable, Codable, Hashable {
    /// The property's name.
    public var property: String
    /// What it judged, or `skipped`.
    public var judged: String
    /// Why it was skipped, `nil` for a property that ran.
    public var reason: String?

    /// Creates an entry.
    public init(property: String, judged: String, reason: String? = nil) {
      self.property = property
      self.judged = judged
      self.reason = reason
    }
  }

  /// Records a run's budget in the report's budget fields.
  public mutating func record(_ budget: RunBudget) {
    caseBudget = nil
    timeBudget = nil
    caseQuotas = nil
    switch budget {
    case .quotas: caseQuotas = true
    case .cases(let count): caseBudget = count
    case .seconds(let seconds): timeBudget = seconds
    // Only trials and hunts give each property its own time, and neither
    // writes a run report.
    case .secondsEach: break
    }
  }
  /// The signal that interrupted the run (`SIGINT`, `SIGTERM`), `nil` for
  /// a run that finished; an interrupted report counts the cases run so far
  /// and may lack the properties not reached.
  public var interrupted: String?
  /// The crash that ended the run (`SIGILL in clip.wellFormed, case 10`),
  /// `nil` otherwise. A crashed run's report is written by the crash
  /// supervisor after the process died: it holds only the crashed property,
  /// with no case counts and the shrunk crash as its failure.
  public var crashed: String?
  /// One report per property.
  public var properties: [PropertyReport]

  /// Creates a run report.
  public init(
    format: String = RunReport.genericFormat, seed: UInt64, variant: String?, started: String,
    seconds: Double, corpusReplayed: Int, properties: [PropertyReport]
  ) {
    self.format = format
    self.seed = seed
    self.variant = variant
    self.started = started
    self.seconds = seconds
    self.corpusReplayed = corpusReplayed
    self.properties = properties
  }

  /// The format a report names when its tool gives none.
  public static let genericFormat = "property-fuzzing-run/1"

  /// Whether every property passed.
  public var passed: Bool { properties.allSatisfy(\.passed) }

  /// The properties that ended with `outcome`.
  public func count(_ outcome: PropertyOutcome) -> Int {
    properties.reduce(0) { $0 + ($1.outcome == outcome ? 1 : 0) }
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
