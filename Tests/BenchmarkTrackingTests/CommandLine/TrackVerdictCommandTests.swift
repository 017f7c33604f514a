import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// `track compare --json`, `track check`, named baselines, and the input
/// errors of the verdict commands, through the real executable.
@Suite("track verdict commands")
struct TrackVerdictCommandTests {
  static let steady: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]

  func track(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> ExecutableOutcome
  {
    try runBuiltExecutable("track", arguments, sourceLocation: sourceLocation)
  }

  /// Writes a run of the given benchmarks and returns its path.
  func write(
    _ benchmarks: [(name: String, values: [Double])], in directory: String, as name: String
  ) throws -> String {
    let path = directory + "/" + name
    try Fixtures.runText(benchmarks: benchmarks).writeAtomically(toFile: path)
    return path
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -3])
  func invalidMeasurementsExitTwoNamingFileAndBenchmark(bad: Double) throws {
    let directory = try Fixtures.temporaryDirectory()
    let good = try write(
      [("draw", Self.steady), ("fill", Self.steady)], in: directory, as: "a.json")
    var broken = Self.steady
    broken[3] = bad
    let wrong = try write(
      [("draw", Self.steady), ("fill", broken)], in: directory, as: "broken.json")
    for pair in [[good, wrong], [wrong, good]] {
      let outcome = try track(["compare"] + pair)
      #expect(outcome.status == 2)
      #expect(outcome.errors.contains("\(wrong): benchmark fill: real_time in repetition 3"))
      #expect(outcome.output.isEmpty, "nothing judged: \(outcome.output)")
    }
    let check = try track(["check", "--baseline", good, wrong])
    #expect(check.status == 2)
    #expect(check.errors.contains("broken.json: benchmark fill"))
  }

  @Test func jsonNamesEveryBenchmarksVerdict() throws {
    let directory = try Fixtures.temporaryDirectory()
    let base = try write(
      [("slow", Self.steady), ("same", Self.steady), ("few", [1, 2])], in: directory, as: "a.json")
    let next = try write(
      [("slow", Self.steady.map { $0 * 1.5 }), ("same", Self.steady), ("few", [1, 2])],
      in: directory, as: "b.json")
    let outcome = try track(["compare", base, next, "--json"])
    #expect(outcome.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    let items = try #require(document["benchmarks"] as? [[String: Any]])
    let verdicts = Dictionary(
      uniqueKeysWithValues: items.map { ($0["name"] as? String ?? "", $0["verdict"] as? String) })
    #expect(verdicts == ["slow": "regression", "same": "unchanged", "few": "inconclusive"])
    let few = try #require(items.first { $0["name"] as? String == "few" })
    #expect(few["reason_code"] as? String == "too_few_repetitions")
    // One of three benchmarks is significant: BH asks 0.02 * 2 / 3 of the
    // next, which 5 repetitions a side reach (2/252).
    #expect(few["repetitions_needed"] as? Int == 5)
    let counts = try #require(document["counts"] as? [String: Int])
    #expect(counts == ["regression": 1, "improvement": 0, "unchanged": 1, "inconclusive": 1])
    #expect(document["metric"] as? String == "real_time")
  }

  @Test func namedBaselineGatesACheck() throws {
    let root = try Fixtures.temporaryDirectory()
    let main = try write([("draw", Self.steady)], in: root, as: "main-run.json")
    let saved = try track(["baseline", "--results", root, "--save", "main", main])
    #expect(saved.status == 0, "\(saved.errors)")
    #expect(FileManager.default.fileExists(atPath: root + "/baselines/main.json"))
    let tagged = try track(["baseline", "--results", root, "--save", "release/v1.0", main])
    #expect(tagged.status == 0, "\(tagged.errors)")
    let list = try track(["baseline", "--results", root, "--list"])
    #expect(list.output == "main\nrelease/v1.0\n")

    let same = try write([("draw", Self.steady)], in: root, as: "same.json")
    let pass = try track(["check", "--results", root, "--baseline", "main", same])
    #expect(pass.status == 0)
    #expect(pass.output.contains("PASS: no regression in 1 benchmarks"))

    let slow = try write([("draw", Self.steady.map { $0 * 1.3 })], in: root, as: "slow.json")
    let fail = try track(["check", "--results", root, "--baseline", "release/v1.0", slow])
    #expect(fail.status == 1)
    #expect(fail.output.contains("FAIL: 1 regression(s): draw"))

    let few = try write([("draw", [100, 130])], in: root, as: "few.json")
    let unsure = try track(["check", "--results", root, "--baseline", "main", few])
    #expect(unsure.status == 0)
    #expect(
      unsure.output.contains("PASS: no regression found, but 1 of 1 benchmarks are inconclusive"))

    let json = try track(["check", "--results", root, "--baseline", "main", slow, "--json"])
    #expect(json.status == 1)
    #expect(json.errors.contains("FAIL"))
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(json.output.utf8)) }

    let missing = try track(["check", "--results", root, "--baseline", "nightly", slow])
    #expect(missing.status == 2)
    #expect(
      missing.errors.contains("nightly: neither a file nor a named baseline"))
    #expect(missing.errors.contains("known: main, release/v1.0"))
  }

  @Test func brokenRunIsNeverSavedAsABaseline() throws {
    let root = try Fixtures.temporaryDirectory()
    let broken = try write([("draw", [1, .nan, 3])], in: root, as: "broken.json")
    let outcome = try track(["baseline", "--results", root, "--save", "main", broken])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.contains("broken.json: benchmark draw: real_time in repetition 1 is NaN"))
    #expect(!FileManager.default.fileExists(atPath: root + "/baselines/main.json"))
  }

  @Test func thresholdsFileDecidesAndABadOneExitsTwo() throws {
    let directory = try Fixtures.temporaryDirectory()
    let base = try write([("memory/copy", Self.steady)], in: directory, as: "a.json")
    let next = try write(
      [("memory/copy", Self.steady.map { $0 * 1.08 })], in: directory, as: "b.json")
    let rules = directory + "/thresholds.json"
    try #"{"rules": [{"match": "memory/*", "real_time": {"relative": 10}}]}"#
      .writeAtomically(toFile: rules)
    #expect(try track(["compare", base, next]).status == 1)
    let relaxed = try track(["compare", base, next, "--thresholds", rules])
    #expect(relaxed.status == 0)
    #expect(relaxed.output.contains("within the threshold 10.0%"))

    try #"{"rules": [{"match": "memory/*", "real_time": {"relative": "ten"}}]}"#
      .writeAtomically(toFile: rules)
    let bad = try track(["check", "--baseline", base, next, "--thresholds", rules])
    #expect(bad.status == 2)
    #expect(bad.errors.contains("thresholds.json: thresholds field rules[0].real_time.relative"))
  }
}
