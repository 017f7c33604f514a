import ExecutableTesting
import Foundation
import Testing

/// The harness holds a program to LineProtocol.md both ways: `null` where
/// the page says error fails a property, an error where it says `null`
/// too; the grid sizing is checked over the pipe; and the run says what
/// each property judged. The programs are the served reference engine with
/// its handshake and answers rewritten by `sed`.
@Suite("fuzz --implementation holds a program to the page")
struct StrictAnswerTests {
  /// The `fuzz` built beside the tests.
  static var fuzz: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("fuzz").path
  }

  /// A program: the served engine (with `serving` after `serve-engine`)
  /// providing only `provides`, its answers passed through `sed` with
  /// `rewrite` (a sed expression, or none).
  func program(
    in directory: String, provides: [String], rewrite: String? = nil, serving: String = ""
  ) throws -> String {
    let list = provides.map { "\"\($0)\"" }.joined(separator: ",")
    let script = """
      #!/bin/sh
      "\(Self.fuzz)" serve-engine \(serving) | sed -u -e '1s/"provides":\\[[^]]*\\]/"provides":[\(list)]/' \
      \(rewrite.map { "-e '\($0)'" } ?? "")
      """
    let path = directory + "/program-\(provides.joined(separator: "-")).sh"
    try Data((script + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    return "sh " + path
  }

  func fuzz(
    _ arguments: [String], in directory: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    try runBuiltExecutable(
      "fuzz",
      arguments + [
        "--out", directory + "/out", "--no-corpus", "--shrink-steps", "50", "--call-timeout", "5",
      ], in: directory, sourceLocation: sourceLocation)
  }

  @Test func theServedEngineProvidingOneFunctionPasses() throws {
    let directory = try makeTemporaryDirectory(prefix: "strict")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(
      [
        "--implementation", try program(in: directory, provides: ["pixelFrame"]),
        "--property", "totality.noTrap", "--cases", "600",
      ], in: directory)
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.errors)")
  }

  @Test func nullWhereThePageSaysErrorFailsAProperty() throws {
    let directory = try makeTemporaryDirectory(prefix: "strict")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Every refusal (pixelFrame beyond 32 bits) answered as null instead.
    let command = try program(
      in: directory, provides: ["pixelFrame"], rewrite: #"s/"error":"[^"]*"/"result":null/"#)
    let outcome = try fuzz(
      ["--implementation", command, "--property", "totality.noTrap", "--cases", "600"],
      in: directory)
    #expect(outcome.status == 1, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("counterexample for totality.noTrap"), "\(outcome.output)")
    #expect(
      outcome.output.contains("answered null where the protocol answers an error ("),
      "\(outcome.output)")
    #expect(outcome.output.contains("outside the 32-bit pixel range"), "\(outcome.output)")
  }

  @Test func anErrorWhereThePageSaysNullFailsAProperty() throws {
    let directory = try makeTemporaryDirectory(prefix: "strict")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // safeFrame's null (empty or invalid input) answered as an error.
    let command = try program(
      in: directory, provides: ["safeFrame"],
      rewrite: #"s/"result":null}/"error":"invalid input"}/"#)
    let outcome = try fuzz(
      ["--implementation", command, "--property", "totality.noTrap", "--cases", "300"],
      in: directory)
    #expect(outcome.status == 1, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains("counterexample for totality.noTrap"), "\(outcome.output)")
    #expect(outcome.output.contains("answered an error: invalid input"), "\(outcome.output)")
  }

  @Test(
    "A wrong grid policy fails grid.sizingMatchesPolicy over the pipe",
    arguments: [("automaton.fixedRows", "automatonGrid"), ("life.squareRootOnly", "lifeGrid")])
  func aWrongGridPolicyFails(mutant: String, function: String) throws {
    let directory = try makeTemporaryDirectory(prefix: "strict")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let command = try program(
      in: directory, provides: [function], serving: "--mutant \(mutant)")
    let outcome = try fuzz(
      ["--implementation", command, "--property", "grid.sizingMatchesPolicy", "--cases", "500"],
      in: directory)
    #expect(outcome.status == 1, "\(outcome.output)\(outcome.errors)")
    #expect(
      outcome.output.contains("counterexample for grid.sizingMatchesPolicy"), "\(outcome.output)")
  }

  @Test func theRunSaysWhatEachPropertyJudged() throws {
    let directory = try makeTemporaryDirectory(prefix: "strict")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let command = try program(in: directory, provides: ["clipRect"])
    let outcome = try fuzz(
      [
        "--implementation", command, "--property", "clip.wellFormed", "--property",
        "region.matchesInsets", "--property", "poller.matchesTruth", "--property",
        "layout.topBarUsesOneStatusHeight", "--property",
        "primitives.rects", "--cases", "50", "--json",
      ], in: directory)
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.errors)")
    // With --json the report goes to stdout, the text to stderr.
    #expect(
      outcome.errors.contains(
        "held, 0 failed, 0 not judged; 1 judged the implementation, 0 the engine, 4 skipped in "),
      "\(outcome.errors)")
    #expect(outcome.errors.contains("judging the implementation: clip.wellFormed"))
    #expect(
      outcome.errors.contains(
        "skipped, it judges safeFrame, which the program does not provide: region.matchesInsets"),
      "\(outcome.errors)")
    let start = try #require(outcome.output.firstIndex(of: "{"))
    let end = try #require(outcome.output.lastIndex(of: "}"))
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output[start...end].utf8))
        as? [String: Any])
    let judged = try #require(report["judged"] as? [[String: String]])
    let byName = Dictionary(uniqueKeysWithValues: judged.map { ($0["property"] ?? "", $0) })
    #expect(byName["clip.wellFormed"]?["judged"] == "implementation")
    #expect(byName["region.matchesInsets"]?["judged"] == "skipped")
    #expect(byName["region.matchesInsets"]?["reason"]?.contains("safeFrame") == true)
    #expect(byName["poller.matchesTruth"]?["reason"]?.contains("pollInsets") == true)
    #expect(
      byName["layout.topBarUsesOneStatusHeight"]?["reason"]?.contains("does not carry") == true)
    #expect(byName["primitives.rects"]?["reason"]?.contains("own code") == true)
  }
}
