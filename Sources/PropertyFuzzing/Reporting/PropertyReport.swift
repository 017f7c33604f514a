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
  /// The case that could not be judged and why, if one could not: the run
  /// of the property stopped there, and nothing is known about the code
  /// under test from that case on.
  public var notJudged: NotJudgedReport?
  /// The saved (corpus) cases of the property that failed again when the
  /// run replayed them, by path; `nil` when none did.
  public var corpusFailures: [String]?
  /// The fresh case indices the statistics count, as they ran (corpus
  /// cases aside); `nil` in a report that does not know them (a crash
  /// supervisor's, or one written before they were recorded).
  public var ran: CaseCoverage?
  /// The judged cases the property had to reach on a run of quotas
  /// (``Property/floor``), `nil` on any other budget: a check of the
  /// main job reads its floors here.
  public var floor: Int?

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

  /// Whether every case was judged and passed.
  public var passed: Bool { outcome == .held }

  /// How the property ended: held, failed, not judged, or a failure the
  /// harness could not confirm (its own fault).
  public var outcome: PropertyOutcome {
    if let failure, failure.replayProblem == nil { return .failed }
    if corpusFailures?.isEmpty == false { return .failed }
    if failure != nil { return .internalError }
    return notJudged == nil ? .held : .notJudged
  }

  /// Cases per second, the fuzzer's throughput on this property.
  public var casesPerSecond: Double {
    seconds > 0 ? Double(statistics.cases + statistics.discarded) / seconds : 0
  }

  private enum CodingKeys: String, CodingKey {
    case name, seed, statistics, seconds, failure, casesPerSecond, passed, ran, notJudged, outcome
    case corpusFailures, floor
  }

  /// Encodes the report, with its derived throughput and verdict.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(seed, forKey: .seed)
    try container.encode(statistics, forKey: .statistics)
    try container.encode(seconds, forKey: .seconds)
    try container.encodeIfPresent(failure, forKey: .failure)
    try container.encodeIfPresent(notJudged, forKey: .notJudged)
    try container.encodeIfPresent(corpusFailures, forKey: .corpusFailures)
    try container.encodeIfPresent(ran, forKey: .ran)
    try container.encodeIfPresent(floor, forKey: .floor)
    try container.encode(casesPerSecond, forKey: .casesPerSecond)
    try container.encode(passed, forKey: .passed)
    try container.encode(outcome.rawValue, forKey: .outcome)
  }

  /// Decodes a report, ignoring the derived fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    seed = try container.decode(UInt64.self, forKey: .seed)
    statistics = try container.decode(CaseStatistics.self, forKey: .statistics)
    seconds = try container.decode(Double.self, forKey: .seconds)
    failure = try container.decodeIfPresent(FailureReport.self, forKey: .failure)
    notJudged = try container.decodeIfPresent(NotJudgedReport.self, forKey: .notJudged)
    corpusFailures = try container.decodeIfPresent([String].self, forKey: .corpusFailures)
    ran = try container.decodeIfPresent(CaseCoverage.self, forKey: .ran)
    floor = try container.decodeIfPresent(Int.self, forKey: .floor)
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
  /// Candidates tried while shrinking (the limit is a number of them);
  /// `nil` in a report written before shrinking counted them.
  public var shrinkCandidates: Int?
  /// Files the shrunk case can write (not encoded).
  public var attachments: [Attachment] = []
  /// The choices of each simplification the shrink kept, in order (not
  /// encoded): where placement looks when the shrunk case is on no device.
  public var shrinkPath: [[UInt64]] = []
  /// Why the failure could not be confirmed, when it could not: the shrunk
  /// case, replayed from its choices in a fresh state, or the original
  /// case, drawn again from its seed, passed (or its printed replay
  /// command did not fail). That is a fault of the harness (a shrinker
  /// that kept a passing candidate, a property with hidden state), never a
  /// finding about the code under test.
  public var replayProblem: String?

  private enum CodingKeys: String, CodingKey {
    case property, seed, caseIndex, original, originalMessages, shrunk, messages, choices
    case shrinkSteps, shrinkSeconds, shrinkCandidates, replayProblem
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

/// How one property of a run ended.
///
/// Policy: the three verdicts about the code are never conflated. A case
/// whose judge failed says nothing about the code, so it neither passes nor
/// fails the property; a counterexample the harness cannot replay is the
/// harness's fault, reported as its own.
public enum PropertyOutcome: String, Sendable, Codable, CaseIterable {
  /// Every case was judged, and every one passed.
  case held
  /// A case failed and its shrunk counterexample replays: the code under
  /// test is wrong.
  case failed
  /// The judge or the environment failed (a reference that died, hung or
  /// refused the input; a setup that is missing); nothing is claimed.
  case notJudged
  /// A counterexample that did not fail again when replayed: a fault of
  /// the harness.
  case internalError
}

/// The case a property stopped at because it could not be judged.
public struct NotJudgedReport: Sendable, Codable, Hashable {
  /// The case index, or `nil` when no case ran (the judge was missing).
  public var caseIndex: UInt64?
  /// What failed, and what fixes it where known.
  public var reason: String

  /// Creates a report.
  public init(caseIndex: UInt64?, reason: String) {
    self.caseIndex = caseIndex
    self.reason = reason
  }
}
