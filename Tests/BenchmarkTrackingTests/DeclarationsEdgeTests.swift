import BenchmarkTracking
import Foundation
import Testing

/// Benchmark declarations at their edges: an absolute threshold left out is
/// 0, a negative one is refused (0 is the least allowed); `--threshold`
/// keeps a policy's absolute part, 0 where it had none; the context holds
/// the declarations as one line of JSON with no newline; and recording them
/// in a results file without a context puts the context first.
@Suite("Declarations edges")
struct DeclarationsEdgeTests {
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
