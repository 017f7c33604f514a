import BenchmarkTracking
import CommandLineOptions
import Foundation
import SeededRandom
import TrackingReports

// Policy: `track ab` runs and judges; it does not build. The measurement
// loop lives here, in Swift, beside the sequential verdict it consults
// after every batch (BenchmarkTracking/Paired), so the stopping rule is the
// unit-tested one and a look costs no extra process. Building two commits
// is left to Scripts/run/bench-ab, which shares Scripts/run/bench-range's worktree
// code and the build lock, so there is one way to build a commit. Rounds
// are seeded: the order of the benchmarks within a round is shuffled, and
// each benchmark's side order comes in pairs (AB then BA, or BA then AB,
// chosen at random), so an order effect cancels. The file is rewritten
// atomically after every batch, so an interrupted run keeps what it
// measured.

/// What `track ab` was asked to do: the command's values (read through
/// it, `settings.seed`), its result file named and its minimum time
/// written as Google Benchmark's flag reads it.
@dynamicMemberLookup
struct ABSettings {
  var command: ABCommand
  var minimumTime: String
  var output: String

  subscript<Value>(dynamicMember path: KeyPath<ABCommand, Value>) -> Value {
    command[keyPath: path]
  }
}

/// What `track ab`'s arguments ask for, its two executables checked and
/// its result file named.
///
/// - Throws: ``BenchmarkInputError`` when BASE or HEAD is not an
///   executable file.
func abSettings(_ command: ABCommand) throws -> ABSettings {
  for (side, path) in [("BASE", command.base), ("HEAD", command.head)]
  where !FileManager.default.isExecutableFile(atPath: path) {
    throw BenchmarkInputError.unreadable(path: path, reason: "\(side) is not an executable file")
  }
  let output: String
  if let path = command.out {
    output = path
  } else {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stamp = formatter.string(from: Date())
    let safe = { (label: String) in
      String(label.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" })
    }
    output =
      command.results
      + "/paired/\(stamp)-\(safe(command.baseLabel))-\(safe(command.headLabel)).json"
  }
  return ABSettings(
    command: command, minimumTime: ValueFormattingNumberText.text(command.minimumTime),
    output: output)
}

/// Seconds as Google Benchmark's flag reads them.
enum ValueFormattingNumberText {
  /// `0.05`, `1`.
  static func text(_ seconds: Double) -> String {
    if let whole = Int(exactly: seconds) { return String(whole) }
    return "\(seconds)"
  }
}

/// `track ab`: a paired, interleaved comparison of two bench executables.
func runAB(_ command: ABCommand) throws -> Outcome {
  let settings = try abSettings(command)
  if settings.design == .duet {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset"),
      ProcessInfo.processInfo.activeProcessorCount >= 2
    else { throw UsageError("--design duet needs /usr/bin/taskset and two cores") }
  }
  if ProcessInfo.processInfo.environment["SAFEAREA_BENCH_INJECT"]?.isEmpty == false {
    printError(
      "track ab: SAFEAREA_BENCH_INJECT is set; it is removed from both sides' environment "
        + "(inject into one side through a wrapper script)")
  }
  let baseNames: [String]
  let headNames: [String]
  do {
    baseNames = try PairedRoundRunner.list(settings.base, filter: settings.filter)
    headNames = try PairedRoundRunner.list(settings.head, filter: settings.filter)
  } catch let error as BenchProcessError {
    printError("track ab: \(error.description)")
    return .badInput
  }
  let names = Array(Set(baseNames).intersection(headNames)).sorted()
  guard !names.isEmpty else {
    throw UsageError(
      "no benchmark matches '\(settings.filter)' in both \(settings.base) and \(settings.head)")
  }
  let scratch = NSTemporaryDirectory() + "track-ab-\(ProcessInfo.processInfo.processIdentifier)"
  try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: scratch) }
  let runner = PairedRoundRunner(
    base: settings.base, head: settings.head, minimumTime: settings.minimumTime,
    design: settings.design, scratch: scratch)
  var session = PairedSession(
    names: names, options: settings.options, seed: settings.seed,
    onlyInBase: Set(baseNames).subtracting(headNames).sorted(),
    onlyInHead: Set(headNames).subtracting(baseNames).sorted())
  let started = Date()
  var context: [(key: String, value: JSONValue)] = [
    ("date", .string(ISO8601DateFormatter().string(from: started))),
    ("base", .string(settings.baseLabel)), ("head", .string(settings.headLabel)),
    ("base_executable", .string(settings.base)), ("head_executable", .string(settings.head)),
    ("design", .string(settings.design.rawValue)),
    ("min_time", .string(settings.minimumTime)), ("seed", .number(Double(settings.seed))),
    ("budget_seconds", .number(settings.budget)),
    ("load_avg_at_start", .string(loadAverage())),
  ]
  func save(stopped: String) throws {
    var fields = context
    fields.append(("elapsed_seconds", .number(Date().timeIntervalSince(started).rounded())))
    fields.append(("stopped", .string(stopped)))
    fields.append(("load_avg_at_end", .string(loadAverage())))
    try session.run(context: fields).serialized().writeAtomically(toFile: settings.output)
  }
  do {
    // The warm-up round: every benchmark once a side, dropped.
    for (name, baseFirst) in session.plan(phaseOf: { _ in .warmup }) {
      let timing = try runner.round(name, baseFirst: baseFirst)
      session.record(name, phase: .warmup, baseFirst: baseFirst, timing: timing)
    }
    if let machine = try? BenchmarkRun(contentsOfFile: scratch + "/base.json").context {
      for key in ["host_name", "cpu_model", "num_cpus", "mhz_per_cpu"] {
        if let value = machine.fields[key] { context.append((key, value)) }
      }
    }
    var stopped = "done"
    batches: while true {
      let pending = session.pending()
      if pending.isEmpty { break }
      for _ in 0..<settings.options.batch {
        if Date().timeIntervalSince(started) >= settings.budget {
          stopped = "budget"
          break batches
        }
        for (name, baseFirst) in session.plan(phaseOf: { pending[$0] }) {
          guard let phase = pending[name] else { continue }
          let timing = try runner.round(name, baseFirst: baseFirst)
          session.record(name, phase: phase, baseFirst: baseFirst, timing: timing)
        }
      }
      try save(stopped: "running")
      let left = session.pending()
      let elapsed = Int(Date().timeIntervalSince(started))
      printError(
        "track ab: \(session.roundsRun) rounds, \(elapsed) s: \(left.count) of \(names.count) "
          + "benchmarks undecided (\(left.values.filter { $0 == .confirmation }.count) confirming)")
    }
    try save(stopped: stopped)
  } catch let error as BenchProcessError {
    try? save(stopped: "failed")
    printError("track ab: \(error.description) (rounds so far in \(settings.output))")
    return .badInput
  }
  let run = try PairedRun(contentsOfFile: settings.output)
  print(PairedReport.text(run), terminator: "")
  print("wrote \(settings.output)")
  if let path = settings.markdown { try PairedReport.markdown(run).writeAtomically(toFile: path) }
  return run.verdicts.contains { $0.verdict == .regression } ? .regression : .ok
}

/// The 1-, 5- and 15-minute load averages, as /proc/loadavg gives them.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// The rounds of a paired comparison as they are measured: which benchmarks
/// still need rounds, in which order they run, and the run so far.
struct PairedSession {
  let names: [String]
  let options: PairedOptions
  let onlyInBase: [String]
  let onlyInHead: [String]
  var generator: SplitMix64
  var rounds: [String: [PairedRound]]
  /// Rounds of the whole comparison run so far (warm-up included).
  var roundsRun = 0

  init(
    names: [String], options: PairedOptions, seed: UInt64, onlyInBase: [String],
    onlyInHead: [String]
  ) {
    self.names = names
    self.options = options
    self.onlyInBase = onlyInBase
    self.onlyInHead = onlyInHead
    generator = SplitMix64(seed: seed)
    rounds = Dictionary(uniqueKeysWithValues: names.map { ($0, []) })
  }

  /// The run so far.
  func run(context: [(key: String, value: JSONValue)]) -> PairedRun {
    PairedRun(
      context: context, options: options,
      benchmarks: names.map { PairedBenchmark(name: $0, rounds: rounds[$0] ?? []) },
      onlyInBase: onlyInBase, onlyInHead: onlyInHead)
  }

  /// The benchmarks that need more rounds, and of which phase.
  func pending() -> [String: PairedPhase] {
    var result: [String: PairedPhase] = [:]
    for verdict in run(context: []).verdicts {
      if let phase = verdict.pendingPhase { result[verdict.name] = phase }
    }
    return result
  }

  /// The next round's benchmarks in a shuffled order, each with its side
  /// order: a benchmark's rounds of a phase come in pairs, AB then BA or BA
  /// then AB.
  mutating func plan(phaseOf: (String) -> PairedPhase?) -> [(String, Bool)] {
    var order = names.filter { phaseOf($0) != nil }
    order.shuffle(using: &generator)
    roundsRun += 1
    return order.map { name in
      let past = (rounds[name] ?? []).filter { $0.phase != .warmup }
      let phase = phaseOf(name)
      let same = phase == .warmup ? [] : past
      if same.count % 2 == 1, let last = same.last { return (name, !last.baseFirst) }
      return (name, generator.next() & 1 == 0)
    }
  }

  /// Records one round of one benchmark.
  mutating func record(
    _ name: String, phase: PairedPhase, baseFirst: Bool,
    timing: (base: PairedTiming, head: PairedTiming)
  ) {
    rounds[name, default: []].append(
      PairedRound(phase: phase, baseFirst: baseFirst, base: timing.base, head: timing.head))
  }
}
