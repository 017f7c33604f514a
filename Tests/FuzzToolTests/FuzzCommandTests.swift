import ExecutableTesting
import Foundation
import Testing

/// Runs the built `fuzz` executable and checks its exit statuses and
/// messages.
@Suite("fuzz command")
struct FuzzCommandTests {
  func fuzz(
    _ arguments: [String], in directory: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    try runBuiltExecutable("fuzz", arguments, in: directory, sourceLocation: sourceLocation)
  }

  func temporaryDirectory() throws -> String {
    try makeTemporaryDirectory(prefix: "fuzz-command")
  }

  @Test(
    arguments: [
      (["--seed", "abc"], "option '--seed' expects a whole number"),
      (["--seed=-1"], "option '--seed' expects a whole number"),
      (["--bogus"], "unknown option '--bogus'"),
      (["--cases", "10", "--time", "1"], "either --cases or --time"),
      (["--property", "no.such"], "unknown property 'no.such'"),
      (["--mutant", "no.such"], "unknown mutant 'no.such'"),
      (["--replay", "/nonexistent.json"], "/nonexistent.json: cannot be read"),
      (["--cases"], "needs a value"),
    ])
  func badInputExitsTwo(arguments: [String], message: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(arguments + ["--out", directory + "/out"], in: directory)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains(message), "\(outcome.errors)")
  }

  @Test func aPassingRunExitsZeroAndWritesAReport() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(
      [
        "--seed", "5", "--cases=50", "--property", "clip.wellFormed", "--json", "--out", directory,
        "--no-corpus",
      ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let report = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
    #expect(report?["seed"] as? Int == 5)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(files.contains { $0.hasPrefix("fuzz-seed5-") && $0.hasSuffix(".json") })
  }

  @Test func aFailureExitsOneSavesTheCaseAndPrintsItsReplay() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(
      [
        "--mutant", "host.translateWithoutScissor", "--property", "host.sceneInsideRegion",
        "--cases", "500", "--corpus", directory + "/corpus", "--record-corpus", "--out",
        directory + "/out",
      ])
    #expect(outcome.status == 1)
    let replay = try #require(
      outcome.output.split(separator: "\n").first { $0.contains("replay: swift run fuzz replay ") }
    )
    #expect(replay.contains("--mutant host.translateWithoutScissor"))
    let pictures = try FileManager.default.contentsOfDirectory(atPath: directory + "/out")
    #expect(pictures.contains { $0.hasSuffix(".png") })
    // The saved case replays to the same failure.
    let path = try #require(replay.split(separator: " ").first { $0.hasSuffix(".json") })
    let again = try fuzz(
      [
        "--replay", String(path), "--mutant", "host.translateWithoutScissor", "--out",
        directory + "/out",
      ])
    #expect(again.status == 1)
    #expect(again.output.hasPrefix("FAIL"))
    let real = try fuzz(["--replay", String(path), "--out", directory + "/out"])
    #expect(real.status == 0)
  }

  @Test func everyMutantIsCaughtOnASmallBudget() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz([
      "--mutants", "--seed", "1", "--cases", "3000", "--no-corpus", "--out", directory,
    ])
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(!outcome.output.contains("SURVIVED"))
  }

  @Test func malformedCorpusFilesAreNamed() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/corpus/p", withIntermediateDirectories: true)
    try "{ not json".write(
      toFile: directory + "/corpus/p/bad.json", atomically: true, encoding: .utf8)
    let outcome = try fuzz(["--cases", "1", "--corpus", directory + "/corpus", "--out", directory])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("corpus/p/bad.json: is not a valid corpus case"))
  }

  @Test func aTrapStillPrintsTheReplayCommand() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(
      [
        "--mutant", "crash.trap", "--property", "clip.wellFormed", "--cases", "2000", "--no-corpus",
        "--out", directory,
      ])
    #expect(outcome.status > 128, "killed by a signal, not an exit status")
    let line = try #require(
      outcome.errors.split(separator: "\n").first { $0.hasPrefix("fuzz: replay: swift run fuzz") },
      "\(outcome.errors.prefix(2000))")
    #expect(line.hasSuffix("--mutant crash.trap"))
    // The replay line's arguments reproduce the crash, and the real engine
    // passes the same case.
    let arguments = line.split(separator: " ").dropFirst(5).map(String.init)
    let again = try fuzz(arguments + ["--out", directory])
    #expect(again.errors.contains("fuzz: crashed"))
    let real = try fuzz(Array(arguments.dropLast(2)) + ["--out", directory])
    #expect(real.status == 0)
  }

  @Test func shardReportsMergeIntoOne() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for shard in ["0/2", "1/2"] {
      let outcome = try fuzz(
        [
          "--shard", shard, "--cases", "200", "--property", "pointer.inverse", "--no-corpus",
          "--out",
          directory, "--jobs", "2",
        ])
      #expect(outcome.status == 0, "\(outcome.errors)")
    }
    let reports = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.contains("shard") }.map { directory + "/" + $0 }
    #expect(reports.count == 2)
    let merged = try fuzz(["--merge"] + reports + ["--out", directory, "--json"])
    #expect(merged.status == 0, "\(merged.errors)")
    let report = try JSONSerialization.jsonObject(with: Data(merged.output.utf8)) as? [String: Any]
    let properties = report?["properties"] as? [[String: Any]]
    let statistics = properties?.first?["statistics"] as? [String: Any]
    #expect(statistics?["cases"] as? Int == 200)
    #expect(try fuzz(["--shard", "2/2"]).status == 2)
  }
}
