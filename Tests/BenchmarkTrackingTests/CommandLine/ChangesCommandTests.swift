import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// `track changes` end to end: the executable on a results directory.
@Suite("track changes")
struct ChangesCommandTests {
  /// A results root with twelve runs of `draw`, 30% slower from the seventh.
  func stepHistory() throws -> String {
    let root = try Fixtures.temporaryDirectory()
    let folder = root + "/benchmarks"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for night in 0..<12 {
      let level = night >= 6 ? 130.0 : 100.0
      let values = [level - 0.5 + Double(night % 3) * 0.3, level, level + 0.4]
      let text = Fixtures.runText(
        date: String(format: "2026-10-%02d", night + 1),
        commit: String(format: "c%02d", night), benchmarks: [("draw", values)])
      let name = String(format: "/202610%02dT000000Z-c%02d.json", night + 1, night)
      try Data(text.utf8).write(to: URL(fileURLWithPath: folder + name), options: .atomic)
    }
    return root
  }

  @Test func findsTheStepAndNamesItsCommits() throws {
    let root = try stepHistory()
    let text = try runBuiltExecutable(
      "track", ["changes", "--results", root, "--permutations", "199", "--significance", "0.01"])
    #expect(text.status == 0)
    #expect(text.output.contains("regression   +30.0% draw at run 7 c06 (2026-10-07), after c05"))
    #expect(text.output.contains("1 regression, 0 improvement, 0 inconclusive in 1 series"))
    let json = try runBuiltExecutable(
      "track", ["changes", "--results", root, "--permutations", "199", "--json"])
    #expect(json.status == 0)
    let value = try JSONParser.parse(Array(json.output.utf8))
    guard case .array(let machines)? = value["machines"],
      case .array(let benchmarks)? = machines.first?["benchmarks"],
      case .array(let changes)? = benchmarks.first?["changes"]
    else {
      Issue.record("unexpected JSON: \(json.output)")
      return
    }
    // 199 shuffles cannot show p <= 0.001: the step is only inconclusive.
    #expect(changes.count == 1)
    #expect(changes.first?["kind"]?.stringValue == "inconclusive")
    #expect(changes.first?["index"]?.intValue == 6)
    // The run the text calls run 7: one numbering for people, from 1.
    #expect(changes.first?["run_number"]?.intValue == 7)
    #expect(changes.first?["p_value"]?.doubleValue == 0.005)
  }

  @Test(
    arguments: [
      (["changes", "--significance", "0"], "'--significance' expects a p-value"),
      (["changes", "--permutations", "0"], "'--permutations' expects a whole number"),
      (["changes", "--seed", "-1"], "'--seed' expects a whole number"),
      (["changes", "--min-change", "x"], "'--min-change' expects a percentage"),
      (["changes", "--results", "/nonexistent-results"], "/nonexistent-results/benchmarks"),
    ])
  func badInputExitsTwoNamingIt(arguments: [String], message: String) throws {
    let outcome = try runBuiltExecutable("track", arguments)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains(message), "\(outcome.errors)")
  }
}
