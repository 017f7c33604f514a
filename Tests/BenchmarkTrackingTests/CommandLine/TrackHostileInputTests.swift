import ExecutableTesting
import Foundation
import Testing

// Policy: what `track` does with a bad file is Swift behaviour, so each
// input that the track part of Scripts/ci/hostile-inputs fed it ("results
// roots", "runs and duplicate names", "thresholds files", "baselines",
// "history pages and other outputs") is a case here, with the exit status
// and message the script checked; the script keeps what needs a shell
// (FIFOs, read-only and full mounts). Cases TrackBadInputTests already
// covers are not repeated.

/// One input to `track`: files laid out in a scratch folder, the command
/// line, its exit status, the regular expression its message must match,
/// and paths it must not write. In every string `$D` stands for the scratch
/// folder, which also holds `root` (a results root with two good runs) and
/// `good.json` (a good run).
struct TrackInput: Sendable, CustomTestStringConvertible {
  var name: String
  var files: [String: FileContent] = [:]
  var arguments: [String]
  var status: Int32 = 2
  var pattern: String
  var absent: [String] = []
  /// Nothing may be printed on standard output (a table before the error).
  var silent = false

  var testDescription: String { name }
}

@Suite("track hostile inputs")
struct TrackHostileInputTests {
  static let steady: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]
  static let good = Fixtures.runText(benchmarks: [("draw", steady)])
  static let bad = "root/benchmarks/20261103T000000Z-"

  /// A run with `count` benchmarks of one repetition each.
  static func wide(_ count: Int) -> String {
    let entries = (0..<count).map {
      #"{"name": "b\#($0)", "run_name": "b\#($0)", "run_type": "iteration", "repetition_index": 0,"#
        + #" "iterations": 1, "real_time": \#(1 + $0 % 7), "cpu_time": 1, "time_unit": "ns"}"#
    }
    return #"{"context": {}, "benchmarks": [\#(entries.joined(separator: ", "))]}"#
  }

  static let resultsRoots: [TrackInput] = [
    .init(
      name: "root is /dev/null", arguments: ["history", "--results", "/dev/null"],
      pattern: "/dev/null: the results root is a device, not a folder"),
    .init(
      name: "root missing", arguments: ["history", "--results", "$D/none"],
      pattern: "$D/none/benchmarks: cannot be read: no such file or directory",
      absent: ["$D/none/history.html"]),
    .init(
      name: "benchmarks/ is a file", files: ["file/benchmarks": .text("")],
      arguments: ["changes", "--results", "$D/file"],
      pattern: "file/benchmarks: cannot be read: it is a file, not a folder"),
    .init(
      name: "instructions/ missing", files: ["file/benchmarks": .text("")],
      arguments: ["history", "--results", "$D/file", "--metric", "instructions"],
      pattern: "instructions: cannot be read: no such file"),
    .init(
      name: "folder named .json", files: [bad + "dir.json": .folder],
      arguments: ["history", "--results", "$D/root"],
      pattern: "dir.json: cannot be read: it is a folder, not a regular file",
      absent: ["$D/root/history.html", "$D/root/history.md"]),
    .init(
      name: "dangling link", files: [bad + "gone.json": .link("/nonexistent")],
      arguments: ["history", "--results", "$D/root"],
      pattern: "gone.json: cannot be read: no such file or directory"),
    .init(
      name: "device", files: [bad + "zero.json": .link("/dev/zero")],
      arguments: ["changes", "--results", "$D/root"],
      pattern: "zero.json: cannot be read: it is a device, not a regular file"),
    .init(
      name: "random bytes", files: [bad + "random.json": .bytes(noiseBytes(3000))],
      arguments: ["history", "--results", "$D/root"], pattern: "random.json: malformed JSON at line"
    ),
    .init(
      name: "empty file", files: [bad + "empty.json": .text("")],
      arguments: ["history", "--results", "$D/root"],
      pattern: "empty.json: malformed JSON at line 1, column 1: unexpected end of input"),
    .init(
      name: "truncated run", files: [bad + "cut.json": .text(String(good.prefix(100)))],
      arguments: ["history", "--results", "$D/root"], pattern: "cut.json: malformed JSON at line"),
    .init(
      name: "deeply nested run",
      files: [bad + "deep.json": .text(String(repeating: "[", count: 100_000) + "]")],
      arguments: ["history", "--results", "$D/root"],
      pattern: "deep.json: malformed JSON at line 1, column 513: nesting deeper than 512 levels"),
    .init(
      name: "run past 64 MB", files: [bad + "huge.json": .sparse(65 << 20)],
      arguments: ["history", "--results", "$D/root"],
      pattern: "huge.json: cannot be read: larger than 64 MB", absent: ["$D/root/history.html"]),
    .init(
      name: "a large valid run", files: ["large.json": .text(wide(3000))],
      arguments: ["compare", "$D/large.json", "$D/large.json"], status: 0,
      pattern: "3000 inconclusive"),
  ]

  /// Entries of a run that cannot be one run (TrackBadInputTests has the
  /// duplicates and the bad names).
  static let badEntries: [(benchmarks: String, pattern: String)] = [
    (#"[{"real_time": 1}]"#, #"benchmarks\[0\] has no string "name""#),
    (#"[{"name": "a", "real_time": "fast"}]"#, #""real_time" is not a number"#),
    (#"[{"name": "a", "run_type": "warmup"}]"#, #"unknown run_type "warmup""#),
    (#"[{"name": "a", "time_unit": "fortnight"}]"#, #"unknown time_unit "fortnight""#),
    ("[1]", #"benchmarks\[0\] is not an object"#),
    ("{}", #""benchmarks" is not an array"#),
  ]

  static let runs: [TrackInput] =
    badEntries.map {
      .init(
        name: "run \($0.benchmarks)",
        files: ["run.json": .text(#"{"context": {}, "benchmarks": \#($0.benchmarks)}"#)],
        arguments: ["compare", "$D/good.json", "$D/run.json"],
        pattern: "run.json: not a Google Benchmark result: .*" + $0.pattern)
    } + [
      .init(
        name: "top level an array", files: ["array.json": .text("[]")],
        arguments: ["compare", "$D/array.json", "$D/good.json"],
        pattern: "array.json: not a Google Benchmark result: the top level is not an object"),
      .init(
        name: "NaN measurement",
        files: ["nan.json": .text(Fixtures.runText(benchmarks: [("draw", [100, .nan, 101])]))],
        arguments: ["compare", "$D/good.json", "$D/nan.json"],
        pattern: "nan.json: benchmark draw: real_time in repetition 1 is NaN"),
      .init(
        name: "negative measurement",
        files: ["neg.json": .text(Fixtures.runText(benchmarks: [("draw", [100, -3, 101])]))],
        arguments: ["compare", "$D/good.json", "$D/neg.json"],
        pattern: "neg.json: benchmark draw: real_time in repetition 1 is negative"),
      .init(
        name: "UTF-16 run", files: ["utf16.json": .bytes([0xFF, 0xFE, 0x7B, 0, 0x7D, 0])],
        arguments: ["compare", "$D/good.json", "$D/utf16.json"],
        pattern: "utf16.json: malformed JSON"
      ),
      .init(
        name: "missing run", arguments: ["compare", "$D/good.json", "$D/nope.json"],
        pattern: "$D/nope.json: cannot be read: no such file or directory"),
      .init(
        name: "folder run", arguments: ["compare", "$D/good.json", "$D"],
        pattern: "$D: cannot be read: it is a folder, not a regular file"),
    ]

  /// Thresholds files TrackBadInputTests does not already try, and what is
  /// said of each.
  static let badThresholds: [(text: String, pattern: String)] = [
    (
      #"{"default": {"real_time": {"relative": 1001}}}"#,
      "default.real_time.relative expects a percentage"
    ),
    (
      #"{"default": {"real_time": {"relative": NaN}}}"#,
      "default.real_time.relative expects a percentage"
    ),
    (
      #"{"default": {"real_time": {"relative": "5"}}}"#,
      "default.real_time.relative expects a percentage"
    ),
    (
      #"{"default": {"real_time": {"absolute": -1}}}"#,
      "default.real_time.absolute expects a finite number >= 0"
    ),
    (#"{"default": {"real_time": {"percent": 5}}}"#, "default.real_time.percent unknown key"),
    (#"{"defaults": {}}"#, "defaults unknown key"),
    (#"{"rules": {}}"#, "rules is not an array"),
    (#"{"rules": [{"real_time": {"relative": 5}}]}"#, #"rules\[0\].match is missing"#),
    ("[]", #"\(top level\) is not an object"#),
  ]

  static let thresholds: [TrackInput] =
    badThresholds.map {
      .init(
        name: "thresholds \($0.text)", files: ["t.json": .text($0.text)],
        arguments: ["compare", "$D/good.json", "$D/good.json", "--thresholds", "$D/t.json"],
        pattern: "t.json: thresholds field " + $0.pattern)
    } + [
      .init(
        name: "deeply nested thresholds",
        files: [
          "t.json": .text(
            #"{"rules": "# + String(repeating: "[", count: 5000)
              + String(repeating: "]", count: 5000) + "}")
        ],
        arguments: ["compare", "$D/good.json", "$D/good.json", "--thresholds", "$D/t.json"],
        pattern: "t.json: malformed JSON at .*nesting deeper than 512 levels"),
      .init(
        name: "thresholds missing",
        arguments: ["compare", "$D/good.json", "$D/good.json", "--thresholds", "$D/nothere.json"],
        pattern: "nothere.json: cannot be read: no such file or directory"),
      .init(
        name: "malformed declarations",
        files: [
          "declared.json": .text(
            good.replacingOccurrences(
              of: #""library_build_type": "debug""#,
              with: #""library_build_type": "debug", "safe_area_benchmarks": "{\"policies\": 7}""#))
        ],
        arguments: ["compare", "$D/good.json", "$D/declared.json"],
        pattern:
          "declared.json: thresholds field context.safe_area_benchmarks.policies is missing or not an array"
      ),
    ]

  static let baselines: [TrackInput] = [
    .init(
      name: "save main", arguments: ["baseline", "--results", "$D/root", "--save", "main"],
      status: 0, pattern: "baseline main is now a copy"),
    .init(
      name: "unknown baseline", files: ["root/baselines/main.json": .text(good)],
      arguments: ["check", "--results", "$D/root", "--baseline", "nightly", "$D/good.json"],
      pattern: #"nightly: neither a file nor a named baseline in $D/root/baselines \(known: main\)"#
    ),
    .init(
      name: "list with a malformed baseline",
      files: [
        "root/baselines/main.json": .text(good),
        "root/baselines/broken.json": .text(#"{"benchmarks": ["#),
      ], arguments: ["baseline", "--results", "$D/root", "--list"],
      pattern:
        "broken.json: malformed JSON at line 1, column 17: unexpected end of input.*; not listed"
    ),
    .init(
      name: "check against a malformed baseline",
      files: ["root/baselines/broken.json": .text(#"{"benchmarks": ["#)],
      arguments: ["check", "--results", "$D/root", "--baseline", "broken", "$D/good.json"],
      pattern: "broken.json: malformed JSON"),
    .init(
      name: "save over a folder", files: ["root/baselines/taken.json": .folder],
      arguments: ["baseline", "--results", "$D/root", "--save", "taken"],
      pattern: "taken.json: cannot be written: .*is a directory"),
    .init(
      name: "save a broken run", files: ["cut.json": .text(String(good.prefix(100)))],
      arguments: ["baseline", "--results", "$D/root", "--save", "other", "$D/cut.json"],
      pattern: "cut.json: malformed JSON", absent: ["$D/root/baselines/other.json"]),
    .init(
      name: "save ../up", arguments: ["baseline", "--results", "$D/root", "--save", "../up"],
      pattern: "'--save' name '../up' has a part starting with '.'"),
  ]

  static let outputs: [TrackInput] = [
    .init(
      name: "history",
      arguments: [
        "history", "--results", "$D/root", "--html", "$D/out/page.html", "--markdown",
        "$D/out/page.md",
      ], status: 0, pattern: "2 runs on 1 machine"),
    .init(
      name: "html under /proc",
      arguments: [
        "history", "--results", "$D/root", "--html", "/proc/page.html", "--markdown", "$D/p.md",
      ], pattern: "/proc/page.html: cannot be written", absent: ["$D/p.md"]),
    .init(
      name: "html is a folder", files: ["folder.html": .folder],
      arguments: [
        "history", "--results", "$D/root", "--html", "$D/folder.html", "--markdown", "$D/p.md",
      ], pattern: "folder.html: cannot be written: it is a folder, not a file", absent: ["$D/p.md"]),
    .init(
      name: "compare --markdown a folder", files: ["folder.md": .folder],
      arguments: ["compare", "$D/good.json", "$D/good.json", "--markdown", "$D/folder.md"],
      pattern: "folder.md: cannot be written: it is a folder", silent: true),
    .init(
      name: "import-callgrind --out under a file", files: ["plain-file": .text("")],
      arguments: [
        "import-callgrind", "$D/good.json", "$D/plain-file", "--out", "$D/plain-file/x.json",
      ], pattern: "cannot be written: $D/plain-file: it is a file, not a folder"),
  ]

  @Test(arguments: resultsRoots + runs + thresholds + baselines + outputs)
  func aBadInputIsNamedAndNothingIsWrittenHalf(_ input: TrackInput) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fill = { (text: String) in text.replacingOccurrences(of: "$D", with: directory) }
    try layOut(
      [
        "good.json": .text(Self.good),
        "root/benchmarks/20261101T000000Z-a.json": .text(Self.good),
        "root/benchmarks/20261102T000000Z-b.json": .text(
          Fixtures.runText(benchmarks: [("draw", Self.steady.map { $0 * 2 })])),
      ].merging(input.files) { $1 }, in: directory)
    let outcome = try runBuiltExecutable("track", input.arguments.map(fill), input: "")
    try expectRules(
      outcome, status: input.status, pattern: fill(input.pattern), folders: [directory])
    for path in input.absent.map(fill) {
      #expect(!FileManager.default.fileExists(atPath: path), "\(path) was written")
    }
    if input.silent { #expect(outcome.output.isEmpty, "printed: \(outcome.output.prefix(300))") }
  }

  /// A machine record (what `baseline --set` writes) that is broken is
  /// named when it is followed.
  @Test func aBrokenMachineRecordIsNamed() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = directory + "/benchmarks/20261102T000000Z-b.json"
    try layOut(["benchmarks/20261102T000000Z-b.json": .text(Self.good)], in: directory)
    let set = try runBuiltExecutable("track", ["baseline", "--results", directory, "--set", run])
    try expectRules(set, status: 0, pattern: "baseline for .* is now", folders: [directory])
    let records = try FileManager.default.contentsOfDirectory(atPath: directory + "/baselines")
    let record = try #require(records.first { $0.hasSuffix(".json") })
    for (text, pattern) in [
      (#"{"machine": "x"}"#, #"baseline record has no string "file""#),
      (
        #"{"machine": "x", "file": "benchmarks/gone.json"}"#,
        "names \(directory)/benchmarks/gone.json, which does not exist"
      ),
    ] {
      try layOut(["baselines/" + record: .text(text)], in: directory)
      let outcome = try runBuiltExecutable(
        "track", ["baseline", "--results", directory, "--for", run])
      try expectRules(outcome, status: 2, pattern: pattern, folders: [directory])
    }
  }
}
