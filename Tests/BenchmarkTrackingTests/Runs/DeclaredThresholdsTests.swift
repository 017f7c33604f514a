import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// Groups and thresholds declared by the runner in a run's context: read
/// back, used by `track compare` and `check`, overridden by an explicit
/// thresholds file, absent from old runs; `--group`; and the previous
/// night's commit that `track baseline` finds for the nightly.
@Suite("declared thresholds")
struct DeclaredThresholdsTests {
  static let steady: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]

  static let common = BenchmarkPolicy(
    name: "common", group: .cpuBound,
    thresholds: [
      .realTime: Threshold(percent: 5, absolute: 5), .instructions: Threshold(percent: 0.5),
    ],
    description: "the common reason")
  static let memory = common.overriding(
    name: "memory", group: .memoryBound, thresholds: [.realTime: Threshold(percent: 10)],
    description: "bandwidth moves with the neighbours")

  /// Declarations of `memory/copy` (memory-bound, 10%) and `geometry/clip.x`.
  static var declarations: BenchmarkDeclarations {
    var result = BenchmarkDeclarations()
    result.declare("memory/copy", memory)
    result.declare("geometry/clip.x", common)
    return result
  }

  func track(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> ExecutableOutcome
  {
    try runBuiltExecutable("track", arguments, sourceLocation: sourceLocation)
  }

  /// The text of a run whose context carries `declared` as the runner
  /// writes it (a JSON string), or nothing.
  static func runText(
    _ benchmarks: [(name: String, values: [Double])], declared: String?, commit: String = "c0ffee"
  ) -> String {
    let text = Fixtures.runText(commit: commit, benchmarks: benchmarks)
    guard let declared else { return text }
    var quoted = JSONValue.string(declared).serialized()
    quoted.removeLast()
    return text.replacingOccurrences(
      of: #""library_build_type": "debug""#,
      with: #""library_build_type": "debug", "\#(BenchmarkDeclarations.contextKey)": \#(quoted)"#)
  }

  /// Writes a base run and a contender whose `memory/copy` is 8% slower
  /// (past the default 5%, within the declared 10%), with `geometry/clip.x`
  /// unchanged; returns their paths.
  func writePair(declared: String?, in directory: String) throws -> (String, String) {
    let base = directory + "/a.json"
    let next = directory + "/b.json"
    try Self.runText(
      [("memory/copy", Self.steady), ("geometry/clip.x", Self.steady)], declared: declared
    ).writeAtomically(toFile: base)
    try Self.runText(
      [("memory/copy", Self.steady.map { $0 * 1.08 }), ("geometry/clip.x", Self.steady)],
      declared: declared
    ).writeAtomically(toFile: next)
    return (base, next)
  }

  @Test func declarationsRoundTripThroughTheContext() throws {
    let text = Self.runText(
      [("memory/copy", Self.steady)], declared: Self.declarations.contextValue)
    let run = try BenchmarkRun(parsing: Array(text.utf8), source: "run.json")
    let read = try #require(try BenchmarkDeclarations(context: run.context, source: "run.json"))
    #expect(read == Self.declarations)
    #expect(read.policy(forRunName: "memory/copy/iterations:4")?.name == "memory")
    #expect(read.policy(forRunName: "memory/copyist") == nil)
    #expect(read.names(in: .memoryBound) == ["memory/copy"])
    #expect(read.filter(for: .cpuBound) == #"^(geometry/clip\.x)(/|$)"#)
    let old = try Fixtures.run(benchmarks: [("memory/copy", Self.steady)])
    #expect(try BenchmarkDeclarations(context: old.context, source: "old.json") == nil)
  }

  @Test func theRunnerRecordsTheDeclarationsInItsResultsFile() throws {
    let path = try Fixtures.temporaryDirectory() + "/run.json"
    try Fixtures.runText(benchmarks: [("memory/copy", Self.steady)]).writeAtomically(toFile: path)
    try Self.declarations.record(inResultsAt: path)
    try Self.declarations.record(inResultsAt: path)
    let run = try BenchmarkRun(contentsOfFile: path)
    #expect(try BenchmarkDeclarations(context: run.context, source: path) == Self.declarations)
    #expect(run.context.hostName == "host-a", "the other context fields are kept")
    #expect(run.samples(of: .realTime)["memory/copy"] == Self.steady)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.components(separatedBy: BenchmarkDeclarations.contextKey).count == 2)
  }

  @Test func declaredThresholdsWinOverTheDefaults() {
    var options = ComparisonOptions()
    options.declarations = Self.declarations
    #expect(options.threshold(for: "memory/copy") == Threshold(percent: 10))
    #expect(options.threshold(for: "geometry/clip.x") == Threshold(percent: 5, absolute: 5))
    #expect(options.threshold(for: "undeclared") == Threshold(relative: 0.05))
    options.metric = .cpuTime
    // Declared for no metric but real_time and instructions: the default.
    #expect(options.threshold(for: "memory/copy") == Threshold(relative: 0.05))
  }

  @Test func compareAndCheckUseTheThresholdsTheRunsDeclare() throws {
    let directory = try Fixtures.temporaryDirectory()
    let (base, next) = try writePair(declared: Self.declarations.contextValue, in: directory)
    let compared = try track(["compare", base, next])
    #expect(compared.status == 0, "\(compared.output)\(compared.errors)")
    #expect(compared.output.contains("thresholds: declared by each benchmark"))
    #expect(compared.output.contains("within the threshold 10.0%"))
    let checked = try track(["check", "--baseline", base, next, "--json"])
    #expect(checked.status == 0)
    #expect(checked.output.contains(#""threshold_relative": 0.1"#))
    // --threshold on the command line sets every declared relative threshold.
    #expect(try track(["compare", base, next, "--threshold", "5"]).status == 1)
  }

  @Test func anExplicitThresholdsFileOverridesTheDeclarations() throws {
    let directory = try Fixtures.temporaryDirectory()
    let (base, next) = try writePair(declared: Self.declarations.contextValue, in: directory)
    let rules = directory + "/thresholds.json"
    try #"{"rules": [{"match": "memory/*", "real_time": {"relative": 2}}]}"#
      .writeAtomically(toFile: rules)
    let outcome = try track(["compare", base, next, "--thresholds", rules])
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("thresholds: \(rules)"))
  }

  @Test func anOldRunWithoutDeclarationsIsJudgedByTheDefaults() throws {
    let directory = try Fixtures.temporaryDirectory()
    let (base, next) = try writePair(declared: nil, in: directory)
    let outcome = try track(["compare", base, next])
    #expect(outcome.status == 1, "8% is past the default 5%")
    #expect(outcome.output.contains("thresholds: defaults (the runs declare none)"))
    // The baseline's declarations serve when only the contender is old.
    let declaredBase = directory + "/declared.json"
    try Self.runText(
      [("memory/copy", Self.steady), ("geometry/clip.x", Self.steady)],
      declared: Self.declarations.contextValue
    ).writeAtomically(toFile: declaredBase)
    #expect(try track(["compare", declaredBase, next]).status == 0)
  }

  @Test func groupJudgesOnlyItsBenchmarks() throws {
    let directory = try Fixtures.temporaryDirectory()
    let (base, next) = try writePair(declared: Self.declarations.contextValue, in: directory)
    let json = try track(["compare", base, next, "--group", "cpu-bound", "--json"])
    #expect(json.status == 0)
    #expect(json.output.contains("geometry/clip.x"))
    #expect(!json.output.contains("memory/copy"))
    let wrong = try track(["compare", base, next, "--group", "gpu-bound"])
    #expect(wrong.status == 2)
    let (oldBase, oldNext) = try writePair(declared: nil, in: try Fixtures.temporaryDirectory())
    let undeclared = try track(["compare", oldBase, oldNext, "--group", "memory-bound"])
    #expect(undeclared.status == 2)
    #expect(undeclared.errors.contains("declares no groups"))
  }

  @Test func malformedDeclarationsExitTwoNamingTheField() throws {
    let directory = try Fixtures.temporaryDirectory()
    let bad = Self.declarations.contextValue.replacingOccurrences(
      of: #""group": "memory-bound""#, with: #""group": "gpu-bound""#)
    #expect(bad != Self.declarations.contextValue)
    let (base, next) = try writePair(declared: bad, in: directory)
    let outcome = try track(["compare", base, next])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.contains(
        "b.json: thresholds field context.safe_area_benchmarks.policies[0].group"))
  }

  @Test func baselineFindsThePreviousNightsCommitOfTheSameMachine() throws {
    let root = try Fixtures.temporaryDirectory()
    let runs = root + "/benchmarks"
    try FileManager.default.createDirectory(atPath: runs, withIntermediateDirectories: true)
    let files: [(String, String, String)] = [
      ("20260101T000000Z-a.json", "host-a", "aaaa"),
      ("20260102T000000Z-b.json", "host-a", "unknown"),
      ("20260103T000000Z-c.json", "host-b", "cccc"),
      ("20260104T000000Z-d.json", "host-a", "dddd"),
    ]
    for (name, host, commit) in files {
      try Fixtures.runText(host: host, commit: commit, benchmarks: [("draw", Self.steady)])
        .writeAtomically(toFile: runs + "/" + name)
    }
    let previous = try track([
      "baseline", "--results", root, "--previous-commit", "--for", runs + "/" + files[3].0,
    ])
    #expect(previous.status == 0)
    #expect(previous.output == "aaaa\n", "skips the unknown commit and the other machine")
    let first = try track([
      "baseline", "--results", root, "--previous-commit", "--for", runs + "/" + files[0].0,
    ])
    #expect(first.status == 0)
    #expect(first.output.isEmpty)
    let mixed = try track(["baseline", "--results", root, "--previous-commit", "--list"])
    #expect(mixed.status == 2)
  }
}

/// Benchmark declarations at their edges: an absolute threshold left out is
/// 0, a negative one is refused (0 is the least allowed); `--threshold`
/// keeps a policy's absolute part, 0 where it had none; the context holds
/// the declarations as one line of JSON with no newline; and recording them
/// in a results file without a context puts the context first.
extension DeclaredThresholdsTests {
  static func parse(_ threshold: String) throws -> BenchmarkDeclarations {
    try BenchmarkDeclarations(
      json: JSONParser.parse(
        """
        {"policies": [{"name": "p", "group": "cpu-bound",
          "thresholds": {"real_time": \(threshold)}}], "benchmarks": {"b": "p"}}
        """), source: "declared.json", field: "declared")
  }

  @Test(arguments: [
    ("{\"relative\": 5}", 0.0), ("{\"relative\": 5, \"absolute\": 0}", 0),
    ("{\"relative\": 5, \"absolute\": 2.5}", 2.5),
  ])
  func absoluteThresholdDefaultsToZero(threshold: String, absolute: Double) throws {
    let declarations = try Self.parse(threshold)
    #expect(declarations.policies["b"]?.thresholds[.realTime]?.absolute == absolute)
  }

  @Test(arguments: ["-0.5", "-1"])
  func negativeAbsoluteThresholdIsRefused(absolute: String) {
    #expect {
      try Self.parse("{\"relative\": 5, \"absolute\": \(absolute)}")
    } throws: { error in
      "\(error)".contains("absolute") && "\(error)".contains("expects a finite number >= 0")
    }
  }

  @Test func settingRelativeKeepsTheAbsolutePart() throws {
    let declarations = try Self.parse("{\"relative\": 5, \"absolute\": 2.5}")
    let changed = declarations.settingRelative(0.2, for: .realTime)
      .settingRelative(0.3, for: .instructions)
    let policy = try #require(changed.policies["b"])
    #expect(policy.thresholds[.realTime]?.relative == 0.2)
    #expect(policy.thresholds[.realTime]?.absolute == 2.5)
    #expect(policy.thresholds[.instructions]?.relative == 0.3)
    #expect(policy.thresholds[.instructions]?.absolute == 0)
  }

  @Test func contextValueIsOneLineWithoutNewline() throws {
    let declarations = try Self.parse("{\"relative\": 5}")
    let text = declarations.contextValue
    #expect(!text.contains("\n"))
    #expect(text.hasSuffix("}"))
    #expect(try JSONParser.parse(text) == declarations.json)
  }

  @Test func recordingPutsANewContextFirst() throws {
    let path = try Fixtures.temporaryDirectory() + "/run.json"
    try "{\"benchmarks\": [], \"other\": 1}\n".writeAtomically(toFile: path)
    try Self.parse("{\"relative\": 5}").record(inResultsAt: path)
    guard case .object(let pairs) = try JSONParser.parse(contentsOfFile: path) else {
      Issue.record("not an object")
      return
    }
    #expect(pairs.map(\.key) == ["context", "benchmarks", "other"])
  }
}
