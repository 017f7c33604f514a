/// What a run found for one property.
public struct PropertyReport: Sendable, Codable {
  /// The property's name.
  public var name: String
  /// The run's seed.
  public var seed: UInt64
  /// Cases, discards and labels.
  public var statistics: CaseStatistics
  /// Wall-clock seconds spent, shrinking included.
  public var seconds: Double
  /// The shrunk failure, if a case failed.
  public var failure: FailureReport?
  /// The fresh case indices the statistics count, as they ran (corpus
  /// cases aside); `nil` in a report that does not know them (a crash
  /// supervisor's, or one written before they were recorded).
  public var ran: CaseCoverage?

  /// Creates a report.
  public init(
    name: String, seed: UInt64, statistics: CaseStatistics, seconds: Double,
    failure: FailureReport?
  ) {
    self.name = name
    self.seed = seed
    self.statistics = statistics
    self.seconds = seconds
    self.failure = failure
  }

  /// Whether every case passed.
  public var passed: Bool { failure == nil }

  /// Cases per second, the fuzzer's throughput on this property.
  public var casesPerSecond: Double {
    seconds > 0 ? Double(statistics.cases + statistics.discarded) / seconds : 0
  }

  private enum CodingKeys: String, CodingKey {
    case name, seed, statistics, seconds, failure, casesPerSecond, passed, ran
  }

  /// Encodes the report, with its derived throughput and verdict.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(seed, forKey: .seed)
    try container.encode(statistics, forKey: .statistics)
    try container.encode(seconds, forKey: .seconds)
    try container.encodeIfPresent(failure, forKey: .failure)
    try container.encodeIfPresent(ran, forKey: .ran)
    try container.encode(casesPerSecond, forKey: .casesPerSecond)
    try container.encode(passed, forKey: .passed)
  }

  /// Decodes a report, ignoring the derived fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    seed = try container.decode(UInt64.self, forKey: .seed)
    statistics = try container.decode(CaseStatistics.self, forKey: .statistics)
    seconds = try container.decode(Double.self, forKey: .seconds)
    failure = try container.decodeIfPresent(FailureReport.self, forKey: .failure)
    ran = try container.decodeIfPresent(CaseCoverage.self, forKey: .ran)
  }
}

/// A shrunk counterexample and how to replay it.
public struct FailureReport: Sendable, Codable {
  /// The property that failed.
  public var property: String
  /// The run's seed.
  public var seed: UInt64
  /// The index of the case that failed first.
  public var caseIndex: UInt64
  /// The original counterexample, described.
  public var original: String
  /// What was wrong with the original.
  public var originalMessages: [String]
  /// The shrunk counterexample, described.
  public var shrunk: String
  /// What is wrong with the shrunk counterexample.
  public var messages: [String]
  /// The shrunk case's choices: replaying them reproduces it.
  public var choices: [UInt64]
  /// Simplifications kept while shrinking.
  public var shrinkSteps: Int
  /// Seconds spent shrinking.
  public var shrinkSeconds: Double
  /// Files the shrunk case can write (not encoded).
  public var attachments: [Attachment] = []

  private enum CodingKeys: String, CodingKey {
    case property, seed, caseIndex, original, originalMessages, shrunk, messages, choices
    case shrinkSteps, shrinkSeconds
  }

  /// Creates a failure report.
  public init(
    property: String, seed: UInt64, caseIndex: UInt64, original: String,
    originalMessages: [String], shrunk: String, messages: [String], choices: [UInt64],
    shrinkSteps: Int, shrinkSeconds: Double, attachments: [Attachment] = []
  ) {
    self.property = property
    self.seed = seed
    self.caseIndex = caseIndex
    self.original = original
    self.originalMessages = originalMessages
    self.shrunk = shrunk
    self.messages = messages
    self.choices = choices
    self.shrinkSteps = shrinkSteps
    self.shrinkSeconds = shrinkSeconds
    self.attachments = attachments
  }
}
