// Policy: a crash is shrunk like any failure, with "crashed the same way"
// (the same signal and the same crash message) as the failure, and every
// candidate run in a child process. The crashing process cannot go on, so
// its crash handler starts this session (`fuzz crash --signal N ...`) and
// waits for it before dying; see `CrashContext`. The session runs only the
// property's generator itself (generators never call the engine, so they
// cannot reach the trap), to learn the case's choices and describe it.
// Work: a number of candidates bounds the shrink (`crashShrinkCandidates`,
// or `--shrink-steps`), so a crash shrinks to the same case on every
// machine; `--shrink-time` adds a wall-clock cap only when given. One
// candidate may take max(2 s, 10 x the first reproduction) before it counts
// as a hang (another failure). Candidates run in forks of a child that
// serves many (see `CrashChild`), about a millisecond each. The shrunk case
// is always kept under `--out` as
// `crash-<property>-<hash>.json` (a corpus file `--replay` reads), saved to
// the corpus on the same rule as a failure, and the run's report, which
// the dead process could not write, is written in its place: named as the
// run's, marked `crashed`, holding the crashed property with the shrunk
// crash as its failure (a merge refuses it and says why).

import Foundation
import PropertyFuzzing
import SafeAreaInvariants
import SafeAreaMutants

extension Fuzzer {
  /// The candidates a crash's shrink tries unless `--shrink-steps` says
  /// otherwise: each runs in a fork (about a millisecond), so a few
  /// thousand take seconds.
  public static let crashShrinkCandidates = 2_000

  /// The crash a supervisor shrinks.
  public struct Crash: Sendable {
    /// The signal the case crashed with.
    public var signal: Int32
    /// The crashed case's index.
    public var index: UInt64
    /// The crashed choices, when they came on stdin (a shrinking
    /// candidate); `nil` regenerates them from the seed and the index.
    public var choices: [UInt64]?

    /// Creates a crash.
    public init(signal: Int32, index: UInt64, choices: [UInt64]?) {
      self.signal = signal
      self.index = index
      self.choices = choices
    }
  }

  /// `fuzz crash --signal N --property P --seed S --index I` (internal):
  /// shrinks a crash in child processes and keeps it.
  ///
  /// - Parameters:
  ///   - crash: the crash.
  ///   - say: prints a line.
  ///   - warn: prints an error line (a file that could not be written).
  /// - Returns: how it ended.
  public func shrinkCrash(
    _ crash: Crash, say: (String) -> Void, warn: (String) -> Void
  ) throws -> CrashKept {
    let mutants = try Suite.select(mutants: settings.mutants)
    let variant = mutants.first?.name
    let names = try Suite.select(properties: settings.properties)
    // The real engine's properties: only their generators run here, and
    // those are the same for every engine.
    guard
      let property = Suite.properties(for: .real).first(where: { $0.name == names.first })
    else { throw FuzzInputError("no property selected") }
    let original = originalChoices(of: crash, property)
    let limit = ShrinkLimit(
      candidates: settings.shrinkSteps ?? Self.crashShrinkCandidates,
      time: settings.shrinking.time)
    let origin =
      "seed \(settings.seed), case \(crash.index)"
      + (crash.choices != nil ? ", a candidate while shrinking its failure" : "")
    say(
      "  crash of \(property.name) (\(origin)), \(FuzzRun.signalName(crash.signal)): shrinking "
        + "in child processes, at most \(limit.candidates) candidates")
    let clock = ContinuousClock()
    let start = clock.now
    let child = CrashChild(
      arguments: ["crash", "--child", "--property", property.name]
        + mutants.flatMap { ["--mutant", $0.name] })
    let first = child.run(original.choices, timeout: .seconds(60))
    let firstTime = start.duration(to: clock.now)
    var runs = 1
    guard case .crashed(let crashSignal, let message) = first, crashSignal == crash.signal else {
      say("    the crash did not reproduce in a child process (\(first.words)); kept unshrunk")
      let kept = keep(
        original, original: original, crash: crash, property: property, variant: variant,
        messages: [
          "crashed with \(FuzzRun.signalName(crash.signal)) (did not reproduce in a child: "
            + "\(first.words))"
        ], steps: 0, seconds: start.duration(to: clock.now).seconds, confirming: false, say: say,
        warn: warn)
      return kept
    }
    let perChild = max(.seconds(2), firstTime * 10)
    var outcomes: [[UInt64]: ChildOutcome] = [original.choices: first]
    let shrink = Shrinker.shrink(original.choices, failing: original, within: limit) {
      candidate in
      guard !StopSignal.requested else { return nil }
      // The choices the generator really draws: clamped, cut to what it
      // reads, padded with the zeros it reads past the end.
      let drawn = Self.generate(property, from: candidate)
      let outcome =
        outcomes[drawn.choices]
        ?? {
          runs += 1
          return child.run(drawn.choices, timeout: perChild)
        }()
      outcomes[drawn.choices] = outcome
      return Self.isSameCrash(outcome, as: first) ? (drawn.choices, drawn) : nil
    }
    child.stop()
    let seconds = start.duration(to: clock.now).seconds
    say("    original: \(original.description)")
    say(
      "    shrunk (\(shrink.steps) steps, \(runs) candidates run in forks of \(child.starts) child "
        + (child.starts == 1 ? "process" : "processes")
        + ", \(String(format: "%.2f", seconds)) s"
        + (StopSignal.received.map { ", stopped early by \(FuzzRun.signalName($0))" } ?? "")
        + "): \(shrink.failure.description)")
    let words =
      "crashed with \(FuzzRun.signalName(crash.signal))" + (message.isEmpty ? "" : ": \(message)")
    say("      \(words)")
    return keep(
      shrink.failure, original: original, crash: crash, property: property, variant: variant,
      messages: [words], steps: shrink.steps, seconds: seconds, confirming: true, say: say,
      warn: warn)
  }

  /// Whether a candidate crashed the same way as the original: the same
  /// signal and the same message (a different crash is another bug, and
  /// keeping it would shrink the wrong one).
  static func isSameCrash(_ outcome: ChildOutcome, as first: ChildOutcome) -> Bool {
    outcome == first
  }

  /// The crashed case's choices: from stdin (a shrinking candidate), or
  /// regenerated from the seed and the case index.
  func originalChoices(of crash: Crash, _ property: Property) -> (
    choices: [UInt64], description: String
  ) {
    if let choices = crash.choices { return Self.generate(property, from: choices) }
    var sequence = PropertyRunner(property: property, seed: settings.seed)
      .choices(caseIndex: crash.index)
    let description = property.describeInput(&sequence)
    return (sequence.recorded, description)
  }

  /// The value `choices` generate, described, and the choices drawn.
  static func generate(_ property: Property, from choices: [UInt64]) -> (
    choices: [UInt64], description: String
  ) {
    var sequence = ChoiceSequence.replaying(choices)
    let description = property.describeInput(&sequence)
    return (sequence.recorded, description)
  }

  /// Writes the crash under `--out` (a case file and the run's report)
  /// and, on the failure rule, into the corpus, confirms its replay line
  /// (when `confirming`: a crash that did not reproduce in a child is kept
  /// as it was, and says so), and prints the lines that replay it.
  ///
  /// - Returns: how it ended.
  func keep(
    _ shrunk: (choices: [UInt64], description: String),
    original: (choices: [UInt64], description: String), crash: Crash, property: Property,
    variant: String?, messages: [String], steps: Int, seconds: Double, confirming: Bool,
    say: (String) -> Void, warn: (String) -> Void
  ) -> CrashKept {
    let saved = CorpusCase(
      property: property.name, variant: variant, seed: settings.seed, caseIndex: crash.index,
      choices: shrunk.choices, description: shrunk.description, messages: messages)
    let replaying = FuzzReplaying(variant: variant)
    var lines: [String] = []
    var keptPaths: [String] = []
    var confirmed = true
    let path = settings.out + "/crash-\(property.name)-\(saved.shortHash).json"
    do {
      try CorpusPolicy.keep(saved, atPath: path)
      say("    kept: \(path)")
      keptPaths.append(path)
      lines.append(replaying.line(for: .file(path)))
    } catch {
      warn("the crash file is lost: \(error)")
    }
    if let directory = settings.corpus, variant == nil || settings.recordCorpus {
      let system = variant.flatMap(Mutant.named).map(SystemUnderTest.init(mutant:)) ?? .reference
      let corpus = system.corpus(directory, properties: [property], recording: true)
      do {
        if let corpusPath = try corpus.keep(saved) {
          say("    saved: \(corpusPath)")
          keptPaths.append(corpusPath)
          lines.append(replaying.line(for: .file(corpusPath)))
        }
      } catch {
        warn("the corpus case is lost: \(error)")
      }
    }
    // Confirmed like every other failure: the kept case's line must crash
    // the same way in a fresh process, or no line is printed.
    let kept = lines.isEmpty || !confirming ? nil : (keptPaths.first ?? path)
    if let kept,
      let problem = ReplayCheck.confirmCrash(
        replaying.arguments(for: .file(kept)), signal: crash.signal)
    {
      say("    INTERNAL ERROR of the harness: the kept crash's \(problem)")
      say(
        "    no replay line is printed; this is a fault of the fuzzer, not of the code under test")
      lines.removeAll()
      confirmed = false
    }
    let failure = FailureReport(
      property: property.name, seed: settings.seed, caseIndex: crash.index,
      original: original.description, originalMessages: messages, shrunk: shrunk.description,
      messages: messages, choices: shrunk.choices, shrinkSteps: steps, shrinkSeconds: seconds)
    var report = RunReport(
      format: Fuzzer.reportFormat, seed: settings.seed, variant: variant,
      started: ISO8601DateFormatter().string(from: Date()), seconds: seconds, corpusReplayed: 0,
      properties: [
        PropertyReport(
          name: property.name, seed: settings.seed, statistics: CaseStatistics(),
          seconds: seconds, failure: failure)
      ])
    report.crashed = "\(FuzzRun.signalName(crash.signal)) in \(property.name), case \(crash.index)"
    report.shard = settings.slice == .all ? nil : settings.slice.description
    report.jobs = settings.jobs
    report.record(settings.budget)
    if let data = try? report.jsonData(),
      case .written(let reportPath) = settings.output.writeReport(
        data, stem: settings.reportStem(variant: variant))
    {
      say("    report: \(reportPath)")
    }
    for line in lines { say("    replay: \(line)") }
    for line in lines { say("fuzz: replay: \(line)") }
    if !confirmed { return .internalError }
    return lines.isEmpty ? .lost : .kept
  }
}

/// How a crash's shrink ended.
public enum CrashKept: Sendable {
  /// Kept and confirmed: its replay lines were printed.
  case kept
  /// Nothing could be written.
  case lost
  /// Kept, but its replay line did not crash the same way.
  case internalError
}
