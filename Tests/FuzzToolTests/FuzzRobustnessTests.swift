import ExecutableTesting
import Foundation
import Testing

/// The fuzz command against hostile input: conflicting modes, bad paths,
/// bad corpus files, incomplete shard sets and signals.
@Suite("fuzz command robustness")
struct FuzzRobustnessTests {
  func fuzz(
    _ arguments: [String], signal: Int32? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    try runBuiltExecutable("fuzz", arguments, signal: signal, sourceLocation: sourceLocation)
  }

  func scratch() throws -> String { try makeTemporaryDirectory(prefix: "fuzz-robust") }

  /// Every file under `directory`, hidden ones included.
  func files(_ directory: String) -> [String] {
    (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []).sorted()
  }

  @Test(
    arguments: [
      (["--replay", "F", "--mutants"], "--replay and --mutants cannot be used together"),
      (["--replay", "F", "--evaluate"], "--replay and --evaluate cannot be used together"),
      (["--case", "3", "--property", "p", "--shard", "1/2"], "--shard cannot be used with case"),
      (["--list", "--mutants"], "--list and --mutants cannot be used together"),
      (["replay", "F", "--seed", "2"], "--seed cannot be used with replay (it is an option"),
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["--no-corpus", "--corpus", "X"], "--no-corpus and --corpus cannot be used together"),
      (["--replay", "F", "--json"], "--json cannot be used with replay"),
      (["--merge", "a.json", "--seed", "2"], "--seed cannot be used with merge"),
      (["--trials", "3"], "--trials cannot be used with run (it is an option of evaluate)"),
      (["--record-corpus"], "--record-corpus needs --mutant"),
      (["--out", ""], "option '--out' needs a path, got an empty one"),
      (["--corpus", ""], "option '--corpus' needs a path, got an empty one"),
    ])
  func conflictingOrEmptyOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let outcome = try fuzz(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains(message), "\(outcome.errors)")
  }

  @Test func anOutputPathThatIsAFileFailsBeforeAnyCase() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "x".write(toFile: directory + "/file", atomically: true, encoding: .utf8)
    let outcome = try fuzz(["--cases", "1", "--no-corpus", "--out", directory + "/file/sub"])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("option '--out': cannot write \(directory)/file"))
    #expect(!outcome.output.contains("cases/s"), "no case ran")
    let corpus = try fuzz(["--cases", "1", "--corpus", directory + "/file", "--out", directory])
    #expect(corpus.status == 2)
    #expect(corpus.errors.contains("option '--corpus': \(directory)/file: is a file"))
  }

  @Test func reportsOfRunsInTheSameSecondDoNotCollide() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for _ in 0..<3 {
      let outcome = try fuzz([
        "--cases", "1", "--property", "clip.wellFormed", "--no-corpus", "--out", directory,
      ])
      #expect(outcome.status == 0)
    }
    #expect(files(directory).filter { $0.hasPrefix("fuzz-seed1-") }.count == 3)
    #expect(!files(directory).contains { $0.hasSuffix(".tmp") })
  }

  @Test func aBadCorpusFileIsSkippedAndTheRunGoesOn() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let folder = directory + "/corpus/clip.wellFormed"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try #"{"format": 1, "property": "clip.wellFormed", "seed": -1}"#.write(
      toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
    try
      #"{"format": 1, "property": "gone.property", "seed": 1, "caseIndex": 0, "choices": [], "description": "", "messages": []}"#
      .write(toFile: folder + "/unknown.json", atomically: true, encoding: .utf8)
    #expect(mkfifo(folder + "/pipe.json", 0o644) == 0)
    let outcome = try fuzz([
      "--cases", "5", "--property", "clip.wellFormed", "--corpus", directory + "/corpus",
      "--out", directory + "/out",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("bad.json: is not a valid corpus case: the field 'seed'"))
    #expect(outcome.errors.contains("unknown.json: names an unknown property 'gone.property'"))
    #expect(outcome.errors.contains("pipe.json: cannot be read (it is a FIFO, not a regular file)"))
    #expect(outcome.output.contains("ok   clip.wellFormed: 5 cases"), "the run went on")
    #expect(outcome.output.contains("3 bad corpus files skipped"))
  }

  @Test func aMissingShardIsNamedWithTheCommandThatRerunsIt() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz([
      "--shard", "0/3", "--cases", "90", "--property", "pointer.inverse", "--no-corpus", "--out",
      directory,
    ])
    #expect(outcome.status == 0)
    let report = try #require(files(directory).first { $0.contains("shard0of3") })
    let merged = try fuzz(["--merge", directory + "/" + report, "--out", directory])
    #expect(merged.status == 2)
    #expect(merged.errors.contains("missing shards 1/3, 2/3 of 3"))
    #expect(
      merged.errors.contains(
        "rerun it alone: swift run -c release fuzz run --seed 1 --shard 2/3 --cases 90 --property pointer.inverse"
      ))
  }

  @Test func mergedFailingShardsEqualTheWholeRun() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let campaign = [
      "--mutant", "clip.negativeWidth", "--property", "clip.wellFormed", "--cases", "3000",
      "--no-corpus", "--json",
    ]
    let whole = try fuzz(campaign + ["--out", directory + "/whole"])
    #expect(whole.status == 1)
    var reports: [String] = []
    for shard in ["0/2", "1/2"] {
      let outcome = try fuzz(campaign + ["--shard", shard, "--out", directory + "/shards"])
      #expect(outcome.status == 1 || outcome.status == 0)
    }
    reports = files(directory + "/shards").filter { $0.hasSuffix(".json") }
      .map { directory + "/shards/" + $0 }
    #expect(reports.count == 2)
    let merged = try fuzz(["--merge"] + reports + ["--out", directory, "--json"])
    #expect(merged.status == 1)
    func property(_ json: String) throws -> [String: Any] {
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      return try #require((object?["properties"] as? [[String: Any]])?.first)
    }
    let mergedProperty = try property(merged.output)
    let wholeProperty = try property(whole.output)
    #expect(
      (mergedProperty["statistics"] as? NSDictionary)
        == (wholeProperty["statistics"] as? NSDictionary))
    #expect(
      ((mergedProperty["failure"] as? [String: Any])?["caseIndex"] as? Int)
        == ((wholeProperty["failure"] as? [String: Any])?["caseIndex"] as? Int))
    #expect(merged.output.isEmpty == false)
    #expect(
      try Regex(
        "fuzz: replay: swift run fuzz case --seed 1 --property clip.wellFormed --index [0-9]+"
          + " --mutant clip.negativeWidth"
      ).firstMatch(in: merged.errors) != nil, "\(merged.errors)")
  }

  /// The signal comes once the run prints its first line (after its
  /// handlers are installed), so it lands inside the 60 s run whatever
  /// the load, at no set time.
  @Test(arguments: [(SIGINT, 130, "SIGINT"), (SIGTERM, 143, "SIGTERM")])
  func aSignalStopsTheRunAndWritesAnInterruptedReport(
    signal: Int32, status: Int32, name: String
  ) throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(
      ["--time", "60", "--no-corpus", "--jobs", "2", "--out", directory], signal: signal)
    #expect(outcome.status == status, "\(outcome.errors)")
    #expect(outcome.output.contains("INTERRUPTED by \(name)"))
    let report = try #require(files(directory).first { $0.hasPrefix("fuzz-seed1-") })
    let text = try String(contentsOfFile: directory + "/" + report, encoding: .utf8)
    #expect(text.contains("\"interrupted\" : \"\(name)\""))
    #expect(!files(directory).contains { $0.hasSuffix(".tmp") })
  }

  @Test func aNoCorpusFailurePrintsAReplayLineThatReproducesIt() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz([
      "--mutant", "clip.negativeWidth", "--property", "clip.wellFormed", "--cases", "3000",
      "--no-corpus", "--out", directory,
    ])
    #expect(outcome.status == 1)
    let (line, arguments) = try lastReplay(in: outcome.output)
    #expect(line.contains("--index "))
    let again = try fuzz(arguments + ["--out", directory])
    #expect(again.status == 1)
    #expect(again.output.contains("FAIL clip.wellFormed"))
  }
}
