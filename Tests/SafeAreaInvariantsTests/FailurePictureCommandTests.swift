import ExecutableTesting
import Foundation
import SafeAreaRaster
import Testing

/// Every way `fuzz` reports a pixel failure writes its picture: a fresh
/// failure, a corpus case replayed in a run, `--replay`, and `--merge`.
@Suite("failure pictures from the fuzz command")
struct FailurePictureCommandTests {
  let mutant = ["--mutant", "host.translateWithoutScissor"]
  let property = ["--property", "host.sceneInsideRegion"]

  func fuzz(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> ExecutableOutcome
  {
    try runBuiltExecutable("fuzz", arguments, sourceLocation: sourceLocation)
  }

  /// The pictures a run printed, each checked to be a readable PNG wider
  /// than a frame alone (the expected and actual panels and the legend).
  func pictures(
    in outcome: ExecutableOutcome, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let paths = outcome.output.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "picture: ") else { return nil }
      return String(line[range.upperBound...])
    }
    for path in paths {
      let picture = try Framebuffer(contentsOfPNG: URL(fileURLWithPath: path))
      #expect(picture.width > 2 * 24, "\(path)", sourceLocation: sourceLocation)
    }
    return paths
  }

  @Test func everyFailurePathWritesAPicture() throws {
    let directory = try makeTemporaryDirectory(prefix: "failure-pictures")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let corpus = directory + "/corpus"
    let fresh = try fuzz(
      mutant + property + [
        "--cases", "200", "--corpus", corpus, "--record-corpus", "--out", directory + "/fresh",
      ])
    #expect(fresh.status == 1)
    // The shrunk case's picture, and its device case's (the failure
    // reproduces on a catalog screen: named after it).
    let drawn = try pictures(in: fresh)
    #expect(drawn.count == 2, "\(fresh.output)")
    #expect(drawn.filter { $0.contains("-px-per-point-") }.count == 1, "\(drawn)")
    #expect(fresh.output.contains("reproduces on iPhone 16 Pro Max, portrait, 1 px per point"))

    // The saved case, replayed first in a run and alone with --replay.
    let inRun = try fuzz(
      mutant + property + ["--cases", "1", "--corpus", corpus, "--out", directory + "/run"])
    #expect(inRun.status == 1)
    #expect(inRun.output.contains("FAIL corpus"))
    #expect(try pictures(in: inRun).count >= 1, "\(inRun.output)")
    let saved = try FileManager.default.subpathsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".json") }
    let file = corpus + "/" + (try #require(saved.first))
    let replay = try fuzz(["--replay", file] + mutant + ["--out", directory + "/replay"])
    #expect(replay.status == 1)
    #expect(try pictures(in: replay).count == 1, "\(replay.output)")

    // Two shards merged: the merge writes the picture under its own --out.
    for shard in ["0/2", "1/2"] {
      let outcome = try fuzz(
        mutant + property + [
          "--shard", shard, "--cases", "100", "--no-corpus", "--out", directory + "/shards",
        ])
      #expect(outcome.status == 1)
    }
    let reports = try FileManager.default.contentsOfDirectory(atPath: directory + "/shards")
      .filter { $0.hasSuffix(".json") }.map { directory + "/shards/" + $0 }
    let merged = try fuzz(["--merge"] + reports + ["--out", directory + "/merged"])
    #expect(merged.status == 1, "\(merged.errors)")
    #expect(try pictures(in: merged).count == 1, "\(merged.output)")
  }
}
