import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// The error paths of `track` through the real executable: every bad input
/// exits 2 with a message naming the input and the problem in plain words,
/// no Foundation error text, and nothing written half (a history page
/// without its summary, a temporary file).
@Suite("track bad input")
struct TrackBadInputTests {
  static let steady: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]

  /// Texts that must never reach a user.
  static let rawTexts = ["NSCocoaErrorDomain", "Error Domain=", "couldn’t be", "You don’t have"]

  /// Runs `track`, expects exit 2 and `message` on stderr, and no raw text.
  @discardableResult
  func refused(
    _ arguments: [String], saying message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    let outcome = try runBuiltExecutable("track", arguments, sourceLocation: sourceLocation)
    #expect(outcome.status == 2, "\(outcome.errors)", sourceLocation: sourceLocation)
    #expect(
      outcome.errors.contains(message), "\(outcome.errors)", sourceLocation: sourceLocation)
    for raw in Self.rawTexts {
      #expect(!outcome.errors.contains(raw), "\(outcome.errors)", sourceLocation: sourceLocation)
    }
    return outcome
  }

  /// A results root with two good runs.
  func root() throws -> String {
    let root = try Fixtures.temporaryDirectory()
    for (index, name) in ["20261101T000000Z-a.json", "20261102T000000Z-b.json"].enumerated() {
      try Fixtures.runText(benchmarks: [("draw", Self.steady.map { $0 * Double(index + 1) })])
        .writeAtomically(toFile: root + "/benchmarks/" + name)
    }
    return root
  }

  /// Every file under `directory`, hidden ones included.
  func files(under directory: String) -> [String] {
    (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []).sorted()
  }

  @Test(arguments: ["history", "changes", "baseline"])
  func aResultsRootThatIsAFileIsNamed(command: String) throws {
    let file = try Fixtures.temporaryDirectory() + "/results"
    try "x".writeAtomically(toFile: file)
    try refused([command, "--results", file], saying: "\(file): the results root is a file")
  }

  @Test func aFIFOInTheHistoryIsNamedAndNothingIsWritten() throws {
    let root = try root()
    #expect(mkfifo(root + "/benchmarks/20261103T000000Z-pipe.json", 0o644) == 0)
    for command in ["history", "changes"] {
      try refused(
        [command, "--results", root],
        saying: "20261103T000000Z-pipe.json: cannot be read: it is a FIFO, not a regular file")
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/history.html"))
  }

  @Test func everyBadRunOfAHistoryIsNamed() throws {
    let root = try root()
    try "{".writeAtomically(toFile: root + "/benchmarks/20261103T000000Z-cut.json")
    try FileManager.default.createDirectory(
      atPath: root + "/benchmarks/20261104T000000Z-folder.json", withIntermediateDirectories: true)
    let outcome = try refused(["history", "--results", root], saying: "cut.json: malformed JSON")
    #expect(outcome.errors.contains("folder.json: cannot be read: it is a folder"))
  }

  @Test func unwritablePagesAreNamedAndTheOtherFileIsNotWritten() throws {
    let root = try root()
    try "x".writeAtomically(toFile: root + "/file")
    try refused(
      ["history", "--results", root, "--html", root + "/file/page.html"],
      saying: "page.html: cannot be written: \(root)/file: it is a file, not a folder")
    try FileManager.default.createDirectory(
      atPath: root + "/folder.md", withIntermediateDirectories: true)
    try refused(
      ["history", "--results", root, "--markdown", root + "/folder.md"],
      saying: "folder.md: cannot be written: it is a folder, not a file")
    try refused(
      ["history", "--results", root, "--html", root + "/same", "--markdown", root + "/same"],
      saying: "--html and --markdown name the same file")
    #expect(!files(under: root).contains { $0.hasPrefix("history") || $0.hasSuffix(".tmp") })
    #expect(!files(under: root).contains("same"))
  }

  @Test func aFIFONamedBaselineFailsTheListing() throws {
    let root = try root()
    try Fixtures.runText(benchmarks: [("draw", Self.steady)])
      .writeAtomically(toFile: root + "/baselines/main.json")
    #expect(mkfifo(root + "/baselines/nightly.json", 0o644) == 0)
    let outcome = try refused(
      ["baseline", "--list", "--results", root],
      saying: "nightly.json: cannot be read: it is a FIFO, not a regular file; not listed")
    #expect(outcome.output == "main\n")
    try refused(
      ["check", "--results", root, "--baseline", "nightly", root + "/baselines/main.json"],
      saying: "nightly.json: cannot be read: it is a FIFO")
  }

  @Test func aMachineRecordIsNotABrokenBaseline() throws {
    let root = try root()
    let run = root + "/benchmarks/20261102T000000Z-b.json"
    #expect(
      try runBuiltExecutable("track", ["baseline", "--results", root, "--set", run]).status == 0)
    let listing = try runBuiltExecutable("track", ["baseline", "--list", "--results", root])
    #expect(listing.status == 0, "\(listing.errors)")
    #expect(listing.errors.isEmpty)
  }

  @Test(
    arguments: [
      (
        #"{"default": {"real_time": {"relative": -5}}}"#,
        "default.real_time.relative expects a percentage"
      ),
      (
        #"{"default": {"relative": -5}}"#,
        "default.relative is a threshold, but a threshold belongs under a metric"
      ),
      (#"{"rules": [{"match": "x", "absolute": 3}]}"#, "rules[0].absolute is a threshold, but"),
      (#"{"default": {"wall": {"relative": 5}}}"#, "default.wall unknown metric"),
    ])
  func badThresholdsSayWhatIsWrong(text: String, message: String) throws {
    let directory = try Fixtures.temporaryDirectory()
    let run = directory + "/a.json"
    try Fixtures.runText(benchmarks: [("draw", Self.steady)]).writeAtomically(toFile: run)
    try text.writeAtomically(toFile: directory + "/thresholds.json")
    try refused(
      ["compare", run, run, "--thresholds", directory + "/thresholds.json"], saying: message)
  }

  @Test func aThresholdsFileThatIsNotAFileIsNamed() throws {
    let directory = try Fixtures.temporaryDirectory()
    let run = directory + "/a.json"
    try Fixtures.runText(benchmarks: [("draw", Self.steady)]).writeAtomically(toFile: run)
    #expect(mkfifo(directory + "/pipe.json", 0o644) == 0)
    try refused(
      ["compare", run, run, "--thresholds", directory + "/pipe.json"],
      saying: "pipe.json: cannot be read: it is a FIFO, not a regular file")
    try refused(
      ["compare", run, run, "--thresholds", directory],
      saying: "\(directory): cannot be read: it is a folder, not a regular file")
    try refused(
      ["compare", run, run, "--markdown", directory],
      saying: "\(directory): cannot be written: it is a folder, not a file")
  }

  @Test(
    arguments: [
      (
        #"[{"name": "a", "run_type": "iteration", "repetition_index": 0, "real_time": 1},"#
          + #" {"name": "a", "run_type": "iteration", "repetition_index": 0, "real_time": 2}]"#,
        "benchmarks[1] (a): repetition 0 appears twice (also benchmarks[0])"
      ),
      (
        #"[{"name": "a_median", "run_name": "a", "run_type": "aggregate", "aggregate_name": "median", "real_time": 1},"#
          + #" {"name": "a_median", "run_name": "a", "run_type": "aggregate", "aggregate_name": "median", "real_time": 2}]"#,
        "benchmarks[1] (a): the median aggregate appears twice"
      ),
      (#"[{"name": "a", "real_time": 1, "real_time": 2}]"#, #"the key "real_time" appears twice"#),
      (#"[{"name": "", "real_time": 1}]"#, #"benchmarks[0] has an empty "name""#),
      (#"[{"name": "a\nb", "real_time": 1}]"#, #""name" holds a control character"#),
      (#"[{"name": "a\u001b[31m", "real_time": 1}]"#, #""name" holds a control character"#),
    ])
  func suspiciousEntriesAreRefused(benchmarks: String, message: String) throws {
    let path = try Fixtures.temporaryDirectory() + "/run.json"
    try #"{"context": {}, "benchmarks": \#(benchmarks)}"#.writeAtomically(toFile: path)
    let outcome = try refused(["compare", path, path], saying: message)
    #expect(outcome.errors.hasPrefix("track: \(path): not a Google Benchmark result: "))
  }

  @Test func filesPastTheSizeLimitAreRefusedUnread() throws {
    let path = try Fixtures.temporaryDirectory() + "/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(65 << 20))
    try handle.close()
    try refused(["compare", path, path], saying: "huge.json: cannot be read: larger than 64 MB")
  }

  @Test func runsWithNothingInCommonAreNotCalledBroken() throws {
    let directory = try Fixtures.temporaryDirectory()
    try Fixtures.runText(benchmarks: [("draw", Self.steady)])
      .writeAtomically(toFile: directory + "/a.json")
    try Fixtures.runText(benchmarks: [("fill", Self.steady)])
      .writeAtomically(toFile: directory + "/b.json")
    let outcome = try refused(
      ["compare", directory + "/a.json", directory + "/b.json"],
      saying: "b.json: has no benchmark in common with \(directory)/a.json")
    #expect(!outcome.errors.contains("not a Google Benchmark result"))
  }

  @Test(
    arguments: [
      ["history", "--results", ""], ["history", "--html="], ["compare", "", "b.json"],
      ["check", "a.json", "--baseline", ""], ["import-callgrind", "a", "b", "--out", ""],
    ])
  func emptyPathsAreUsageErrors(arguments: [String]) throws {
    let outcome = try runBuiltExecutable("track", arguments)
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.contains("needs a path, got an empty one")
        || outcome.errors.contains("an empty file name was given"), "\(outcome.errors)")
  }

  @Test func aCallgrindDumpThatIsNotOneIsNamed() throws {
    let directory = try Fixtures.temporaryDirectory()
    let run = directory + "/a.json"
    try Fixtures.runText(benchmarks: [("draw", [1])]).writeAtomically(toFile: run)
    try Data([0xFF, 0xFE, 0x00]).writeAtomically(toFile: directory + "/binary.out")
    try refused(
      ["import-callgrind", run, directory + "/binary.out", "--out", directory + "/b.json"],
      saying: "binary.out: is not a callgrind dump: it is not UTF-8 text")
    #expect(!FileManager.default.fileExists(atPath: directory + "/b.json"))
  }
}
