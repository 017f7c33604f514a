// Policy: a crash is shrunk like any failure, with "crashed the same way"
// (the same signal and the same crash message) as the failure, and every
// candidate run in a child process. The crashing process cannot go on, so
// its crash handler starts this session (`fuzz crash --signal N ...`) and
// waits for it before dying; see `CrashContext`. The session runs only the
// property's generator itself (generators never call the engine, so they
// cannot reach the trap), to learn the case's choices and describe it.
// Time: `--shrink-time` caps the whole shrink (default 10 s for a crash);
// one candidate may take max(2 s, 10 x the first reproduction), less
// whatever is left of the cap. Candidates run in forks of a child that
// serves many (see `CrashChild`), about a millisecond each. The shrunk case is always kept under `--out` as
// `crash-<property>-<hash>.json` (a corpus file `--replay` reads), saved to
// the corpus on the same rule as a failure, and the run's report, which
// the dead process could not write, is written in its place: named as the
// run's, marked `crashed`, holding the crashed property with the shrunk
// crash as its failure (a merge refuses it and says why).

import Foundation
import PropertyFuzzing
import SafeAreaInvariants

/// `fuzz crash --signal N --property P --seed S --index I` (internal):
/// shrinks a crash in child processes and keeps it.
struct CrashShrinkSession {
  let options: FuzzOptions
  let console: Console
  /// The signal the case crashed with.
  let signal: Int32

  func run() throws -> ExitStatus {
    let mutants = try Fuzz.selectMutants(options.mutants)
    let variant = mutants.first?.name
    let names = try Fuzz.selectProperties(options.properties)
    // The real engine's properties: only their generators run here, and
    // those are the same for every engine.
    guard
      let property = Suite.properties(for: .real).first(where: { $0.name == names.first })
    else { throw InputError("no property selected") }
    let original = try originalChoices(property)
    let origin =
      "seed \(options.seed), case \(options.crashCase)"
      + (options.stdinChoices ? ", a candidate while shrinking its failure" : "")
    console.say(
      "  crash of \(property.name) (\(origin)), \(signalName(signal)): shrinking in child "
        + "processes, at most \(formatted(options.crashShrinkSeconds, decimals: 1)) s")
    let clock = ContinuousClock()
    let start = clock.now
    let child = CrashChild(
      arguments: [FuzzMode.crashShrink.rawValue, "--child", "--property", property.name]
        + mutants.flatMap { ["--mutant", $0.name] })
    let first = child.run(original.choices, timeout: .seconds(60))
    let firstTime = start.duration(to: clock.now)
    var runs = 1
    guard case .crashed(let crashSignal, let message) = first, crashSignal == signal else {
      console.say(
        "    the crash did not reproduce in a child process (\(first.words)); kept unshrunk")
      let kept = keep(
        original, original: original, property: property, variant: variant,
        messages: [
          "crashed with \(signalName(signal)) (did not reproduce in a child: \(first.words))"
        ], steps: 0, seconds: start.duration(to: clock.now).seconds)
      return kept ? .failure : .usage
    }
    let perChild = max(.seconds(2), firstTime * 10)
    let deadline = start + .milliseconds(Int64(options.crashShrinkSeconds * 1000))
    var outcomes: [[UInt64]: ChildOutcome] = [original.choices: first]
    let (shrunk, steps) = Shrinker.shrink(original.choices, failing: original, until: deadline) {
      candidate in
      guard !StopSignal.requested else { return nil }
      // The choices the generator really draws: clamped, cut to what it
      // reads, padded with the zeros it reads past the end.
      let drawn = Self.generate(property, from: candidate)
      let outcome =
        outcomes[drawn.choices]
        ?? {
          runs += 1
          let left = clock.now.duration(to: deadline)
          return child.run(drawn.choices, timeout: min(perChild, max(left, .milliseconds(1))))
        }()
      outcomes[drawn.choices] = outcome
      return outcome == first ? (drawn.choices, drawn) : nil
    }
    child.stop()
    let seconds = start.duration(to: clock.now).seconds
    console.say("    original: \(original.description)")
    console.say(
      "    shrunk (\(steps) steps, \(runs) candidates run in forks of \(child.starts) child "
        + (child.starts == 1 ? "process" : "processes")
        + ", \(formatted(seconds, decimals: 2)) s"
        + (StopSignal.received.map { ", stopped early by \(signalName($0))" } ?? "")
        + "): \(shrunk.description)")
    let words = "crashed with \(signalName(signal))" + (message.isEmpty ? "" : ": \(message)")
    console.say("      \(words)")
    let kept = keep(
      shrunk, original: original, property: property, variant: variant, messages: [words],
      steps: steps, seconds: seconds)
    return kept ? .failure : .usage
  }

  /// The crashed case's choices: from stdin (a shrinking candidate), or
  /// regenerated from the seed and the case index.
  func originalChoices(_ property: Property) throws -> (choices: [UInt64], description: String) {
    if options.stdinChoices {
      return Self.generate(property, from: try ChoiceText.readStandardInput())
    }
    var sequence = PropertyRunner(property: property, seed: options.seed)
      .choices(caseIndex: options.crashCase)
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
  /// and, on the failure rule, into the corpus, and prints the lines that
  /// replay it.
  ///
  /// - Returns: whether the case was written somewhere.
  func keep(
    _ crash: (choices: [UInt64], description: String),
    original: (choices: [UInt64], description: String), property: Property, variant: String?,
    messages: [String], steps: Int, seconds: Double
  ) -> Bool {
    let saved = CorpusCase(
      property: property.name, variant: variant, seed: options.seed, caseIndex: options.crashCase,
      choices: crash.choices, description: crash.description, messages: messages)
    var lines: [String] = []
    let path = options.out + "/crash-\(property.name)-\(saved.shortHash).json"
    do {
      try CorpusStore.write(saved, toFile: path)
      console.say("    kept: \(path)")
      lines.append(ReplayLine.forFile(path, variant: variant))
    } catch {
      console.error("the crash file is lost: \(error)")
    }
    if let directory = options.corpus, variant == nil || options.recordCorpus {
      do {
        let corpusPath = try CorpusStore(directory: directory).write(saved)
        console.say("    saved: \(corpusPath)")
        lines.append(ReplayLine.forFile(corpusPath, variant: variant))
      } catch {
        console.error("the corpus case is lost: \(error)")
      }
    }
    let failure = FailureReport(
      property: property.name, seed: options.seed, caseIndex: options.crashCase,
      original: original.description, originalMessages: messages, shrunk: crash.description,
      messages: messages, choices: crash.choices, shrinkSteps: steps, shrinkSeconds: seconds)
    var report = RunReport(
      format: FuzzSession.reportFormat,
      seed: options.seed, variant: variant, started: ISO8601DateFormatter().string(from: Date()),
      seconds: seconds, corpusReplayed: 0,
      properties: [
        PropertyReport(
          name: property.name, seed: options.seed, statistics: CaseStatistics(),
          seconds: seconds, failure: failure)
      ])
    report.crashed = "\(signalName(signal)) in \(property.name), case \(options.crashCase)"
    report.shard = options.slice == .all ? nil : options.slice.description
    report.jobs = options.jobs
    report.record(options.budget)
    if let data = try? report.jsonData(),
      let path = options.files(console).writeReport(
        data, stem: options.reportStem(variant: variant))
    {
      console.say("    report: \(path)")
    }
    for line in lines { console.say("    replay: \(line)") }
    for line in lines { console.say("fuzz: replay: \(line)") }
    return !lines.isEmpty
  }
}
