import ExecutableTesting
import Foundation
import Testing

// Policy: what `fuzz` does with a bad corpus file, a bad results folder or
// a set of shards that is not one campaign is Swift behaviour, so each input
// Scripts/ci/hostile-inputs fed it ("Corpus files", "Results folders",
// "Merges") is a case here, with the exit status and message the script
// checked; the script keeps what needs a shell (FIFOs, signals, read-only
// and full mounts, file-size limits). Cases FuzzRobustnessTests already
// covers are not repeated.

/// A bad corpus file (its text) and what `fuzz` says of it.
struct CorpusFileCase: Sendable, CustomTestStringConvertible {
  var content: String
  var pattern: String

  var testDescription: String { content.isEmpty ? "(empty)" : String(content.prefix(60)) }
}

@Suite("fuzz hostile inputs")
struct FuzzHostileInputTests {
  static let good =
    #"{"format": 1, "property": "clip.wellFormed", "seed": 1, "caseIndex": 0, "choices": [1, 2], "description": "", "messages": []}"#

  /// The good case with one piece of its text replaced.
  static func changed(_ old: String, _ new: String) -> String {
    good.replacingOccurrences(of: old, with: new)
  }

  static let corpusFiles: [CorpusFileCase] = [
    .init(content: "", pattern: "not valid JSON"),
    .init(content: "{", pattern: "not valid JSON"),
    .init(content: "not json", pattern: "not valid JSON"),
    .init(content: "[]", pattern: "not a valid corpus case"),
    .init(content: "null", pattern: "not a valid corpus case"),
    .init(content: "42", pattern: "not a valid corpus case"),
    .init(content: #"{"format": 1}"#, pattern: "field .property. is missing"),
    .init(content: #"{"format": 1, "property": "clip.wellFormed"}"#, pattern: "is missing"),
    .init(
      content: changed(#""seed": 1"#, #""seed": "x""#), pattern: "field 'seed' has the wrong type"),
    .init(
      content: changed(#""seed": 1"#, #""seed": -1"#), pattern: "field 'seed' is not a whole number"
    ),
    .init(
      content: changed(#""seed": 1"#, #""seed": 1.5"#),
      pattern: "field 'seed' is not a whole number"),
    .init(
      content: changed(#""seed": 1"#, #""seed": 1e40"#),
      pattern: "field 'seed' is not a whole number"),
    .init(content: changed(#""seed": 1"#, #""seed": null"#), pattern: "field 'seed' is null"),
    .init(
      content: changed("[1, 2]", "[1, -2]"), pattern: #"field 'choices\[1\]' is not a whole number"#
    ),
    .init(content: changed("[1, 2]", #"[1, "2"]"#), pattern: "choices.*wrong type"),
    .init(content: changed("[1, 2]", #""1,2""#), pattern: "field 'choices' has the wrong type"),
    .init(content: changed(#""format": 1"#, #""format": 9"#), pattern: "has format 9"),
    .init(
      content: changed(#""format": 1"#, #""format": "1""#),
      pattern: "field 'format' has the wrong type"),
    .init(
      content: changed("clip.wellFormed", "no.such.property"),
      pattern: "unknown property 'no.such.property'"),
    .init(
      content: changed(#""description": """#, #""description": 5"#),
      pattern: "field 'description' has the wrong type"),
    .init(
      content: changed(#""messages": []"#, #""messages": [1]"#), pattern: "messages.*wrong type"),
    .init(
      content: changed(#""clip.wellFormed""#, #""clip.wellFormed", "variant": "no.such""#),
      pattern: "unknown mutant 'no.such'"),
    .init(
      content: changed(#""clip.wellFormed""#, #""clip.wellFormed", "variant": 3"#),
      pattern: "field 'variant' has the wrong type"),
    .init(content: String(good.prefix(40)), pattern: "not valid JSON"),
  ]

  /// Runs `fuzz` in a fresh scratch folder (`$D` in the arguments and the
  /// pattern) after laying out `files` there, with `--out $D/out` unless
  /// the arguments name one, and checks the rules.
  @discardableResult
  func fuzz(
    _ arguments: [String], files: [String: FileContent] = [:], status: Int32 = 2,
    pattern: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    let directory = try makeTemporaryDirectory(prefix: "fuzz-hostile")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try layOut(files, in: directory)
    let fill = { (text: String) in text.replacingOccurrences(of: "$D", with: directory) }
    var arguments = arguments.map(fill)
    if !arguments.contains(where: { $0 == "--out" || $0.hasPrefix("--out=") }) {
      arguments += ["--out", directory + "/out"]
    }
    let outcome = try runBuiltExecutable(
      "fuzz", arguments, input: "", sourceLocation: sourceLocation)
    try expectRules(
      outcome, status: status, pattern: fill(pattern), folders: [directory],
      sourceLocation: sourceLocation)
    return outcome
  }

  static let quick = ["--cases", "1", "--property", "clip.wellFormed"]

  @Test(arguments: corpusFiles)
  func aBadCorpusFileIsNamedSkippedAndRefusedByReplay(_ file: CorpusFileCase) throws {
    let files: [String: FileContent] = [
      "corpus/clip.wellFormed/bad.json": .text(file.content),
      "corpus/clip.wellFormed/good.json": .text(Self.good),
    ]
    let run = try fuzz(
      Self.quick + ["--corpus", "$D/corpus"], files: files, pattern: "bad.json: .*" + file.pattern)
    #expect(run.output.contains("corpus: 1 cases replayed"), "the good case was not replayed")
    try fuzz(
      ["--replay", "$D/corpus/clip.wellFormed/bad.json"], files: files,
      pattern: "bad.json: .*" + file.pattern)
  }

  @Test(
    arguments: [
      ("folder.json", FileContent.folder, #"cannot be read \(it is a folder"#),
      ("dangling.json", .link("/nonexistent"), #"cannot be read \(no such file or directory\)"#),
      ("zero.json", .link("/dev/zero"), #"cannot be read \(it is a device"#),
      ("random.json", .bytes(noiseBytes(3000)), "is not a valid corpus case"),
      ("utf16.json", .bytes([0xFF, 0xFE, 0x7B, 0, 0x7D, 0]), "is not a valid corpus case"),
    ])
  func aCorpusFileThatIsNoCaseIsNamed(name: String, content: FileContent, pattern: String) throws {
    try fuzz(
      Self.quick + ["--corpus", "$D/corpus"], files: ["corpus/clip.wellFormed/" + name: content],
      pattern: name + ": " + pattern)
  }

  @Test(
    arguments: [
      (["--replay", "$D/folder.json"], #"cannot be read \(it is a folder"#),
      (["--replay", "/nonexistent.json"], #"nonexistent.json: cannot be read \(no such file"#),
      (["--replay", "/dev/null"], #"cannot be read \(it is a device"#),
      (
        quick + ["--corpus", "$D/plain-file"], "option '--corpus': .*is a file, not a corpus folder"
      ),
      (quick + ["--corpus", "/dev/null"], "option '--corpus': .*is a file, not a corpus folder"),
      (quick + ["--out", "$D/plain-file"], "option '--out': .*it is a file, not a folder"),
      (quick + ["--out", "$D/plain-file/sub"], "option '--out': .*it is a file, not a folder"),
      (quick + ["--out", "/dev/null"], "option '--out': .*it is a file, not a folder"),
      (quick + ["--out", "/proc/fuzz-results"], "option '--out': cannot write /proc/"),
    ])
  func aPathThatIsNotWhatItShouldBeIsNamed(arguments: [String], pattern: String) throws {
    try fuzz(arguments, files: ["folder.json": .folder, "plain-file": .text("")], pattern: pattern)
  }

  @Test func sixRunsAtOnceIntoOneFolderWriteSixReports() throws {
    let directory = try makeTemporaryDirectory(prefix: "fuzz-hostile")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      _ = try? runBuiltExecutable(
        "fuzz", Self.quick + ["--no-corpus", "--quiet", "--out", directory])
    }
    let reports = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    #expect(reports.count == 6, "\(reports)")
  }
}

/// Shards of small campaigns of `pointer.inverse`, run once for every merge
/// test.
struct Shards: Sendable {
  var directory: String
  /// The report of each named run: s0, s1 (shards of 2, 200 cases), t0 (a
  /// shard of 3), c1 (300 cases), d1 (seed 2), whole (no shard), p1
  /// (another property).
  var report: [String: String]

  static let made: Shards? = try? Shards()

  init() throws {
    directory = try makeTemporaryDirectory(prefix: "fuzz-shards")
    report = [:]
    let runs: [(String, [String])] = [
      ("s0", ["--shard", "0/2", "--cases", "200"]), ("s1", ["--shard", "1/2", "--cases", "200"]),
      ("t0", ["--shard", "0/3", "--cases", "200"]), ("c1", ["--shard", "1/2", "--cases", "300"]),
      ("d1", ["--shard", "1/2", "--cases", "200", "--seed", "2"]), ("whole", ["--cases", "200"]),
    ]
    for (name, arguments) in runs {
      report[name] = try run(name, ["--property", "pointer.inverse"] + arguments)
    }
    report["p1"] = try run(
      "p1", ["--property", "clip.wellFormed", "--shard", "1/2", "--cases", "200"])
  }

  /// Runs one shard into its own folder; the path of its report.
  func run(_ name: String, _ arguments: [String]) throws -> String {
    let out = directory + "/" + name
    _ = try runBuiltExecutable("fuzz", arguments + ["--no-corpus", "--quiet", "--out", out])
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: out).first { $0.hasSuffix(".json") })
    return out + "/" + file
  }

  /// A copy of `name`'s report whose first property's recorded case indices
  /// are `ran` (JSON), or are left out when `ran` is nil.
  func withRan(_ name: String, _ ran: String?, as copy: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: try #require(report[name])))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var properties = try #require(object["properties"] as? [[String: Any]])
    properties[0]["ran"] = try ran.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
    object["properties"] = properties
    let path = directory + "/" + copy
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    return path
  }
}

@Suite("fuzz merges of shards that are not one campaign")
struct FuzzMergeInputTests {
  @discardableResult
  func merge(
    _ names: [String], status: Int32 = 2, pattern: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    let shards = try #require(Shards.made, "the shards could not be run")
    let out = try makeTemporaryDirectory(prefix: "fuzz-merge")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let paths = names.map { shards.report[$0] ?? $0 }
    let outcome = try runBuiltExecutable(
      "fuzz", ["--merge"] + paths + ["--out", out], sourceLocation: sourceLocation)
    try expectRules(
      outcome, status: status, pattern: pattern, folders: [out], sourceLocation: sourceLocation)
    return outcome
  }

  @Test(
    arguments: [
      (["s0", "s1"], 0, "fuzz --merge: 2 reports, 200 cases, passed"),
      (["s0", "s0", "s1"], 2, "shard 0/2 is given twice"),
      (["s0", "t0"], 2, "cut the cases differently"),
      (["s0", "c1"], 2, "not shards of one campaign: budget --cases 200 and --cases 300"),
      (["s0", "d1"], 2, "not shards of one campaign: seed 1 and 2"),
      (["s0", "p1"], 2, "not shards of one campaign: properties"),
      (["whole", "s1"], 2, "cut the cases differently"),
      (["s0", "/nonexistent/nope.json"], 2, #"nope.json: cannot be read \(no such file"#),
    ] as [([String], Int32, String)])
  func shardsOfOneCampaignMergeAndOthersAreNamed(
    names: [String], status: Int32, pattern: String
  ) throws {
    try merge(names, status: status, pattern: pattern)
  }

  @Test func aMissingShardRerunWithThePrintedCommandCompletesTheSet() throws {
    let shards = try #require(Shards.made)
    let missing = try merge(["s0"], pattern: "missing shard 1/2 of 2")
    let prefix = "rerun it alone: swift run -c release fuzz "
    let line = try #require(
      missing.errors.split(separator: "\n").compactMap {
        $0.firstRange(of: prefix) == nil ? nil : $0
      }
      .first, "no rerun command: \(missing.errors)")
    #expect(line.contains(prefix + "run --seed 1 --shard 1/2 --cases 200"))
    let arguments = line[line.firstRange(of: prefix)!.upperBound...].split(separator: " ")
      .map(String.init)
    let rerun = try shards.run("rerun", arguments)
    try merge(["s0", rerun], status: 0, pattern: "fuzz --merge: 2 reports, 200 cases, passed")
  }

  @Test func reportsThatAreNoShardsAreNamed() throws {
    let shards = try #require(Shards.made)
    let s0 = try #require(shards.report["s0"])
    let text = try String(contentsOfFile: s0, encoding: .utf8)
    let s1 = try String(contentsOfFile: try #require(shards.report["s1"]), encoding: .utf8)
    try layOut(
      [
        "not-a-report.json": .text(#"{"format": "x"}"#),
        "truncated.json": .text(String(text.prefix(100))),
        "interrupted.json": .text(
          s1.replacingOccurrences(of: #""jobs""#, with: #""interrupted" : "SIGINT", "jobs""#)),
      ], in: shards.directory)
    let d = shards.directory
    try merge(
      ["s0", d + "/not-a-report.json"],
      pattern: "not-a-report.json: is not a fuzz run report: the field")
    try merge(
      ["s0", d + "/truncated.json"],
      pattern: "truncated.json: is not a fuzz run report: it is not valid JSON")
    try merge(["s0", d], pattern: #"cannot be read \(it is a folder"#)
    try merge(["s0", d + "/interrupted.json"], pattern: #"shard 1/2 was interrupted \(SIGINT\)"#)
    // A merge's own report is not a shard.
    let out = try makeTemporaryDirectory(prefix: "fuzz-merge")
    defer { try? FileManager.default.removeItem(atPath: out) }
    _ = try runBuiltExecutable(
      "fuzz", ["--merge", s0, try #require(shards.report["s1"]), "--out", out])
    let merged = try #require(
      try FileManager.default.contentsOfDirectory(atPath: out).first {
        $0.hasPrefix("fuzz-merged-")
      })
    try merge([out + "/" + merged, "s1"], pattern: "is not a shard report")
  }

  /// Shards whose recorded case indices do not tile the campaign: a gap, an
  /// overlap, a case dealt to the wrong shard, none recorded.
  @Test(
    arguments: [
      (
        "[[1, 2, 50], [103, 2, 49]]",
        #"case 101 of pointer.inverse was run by no shard \(a gap; it belongs to shard 1/2"#
      ),
      (
        "[[1, 2, 100], [5, 2, 1]]",
        #"case 5 of pointer.inverse ran twice: twice in .*ran.json \(an overlap\)"#
      ),
      (
        "[[1, 2, 99], [4, 2, 1]]",
        "shard 1/2 ran case 4 of pointer.inverse, which belongs to shard 0/2"
      ),
      (nil, "ran.json: records no case indices for pointer.inverse"),
    ] as [(String?, String)])
  func casesThatDoNotTileTheCampaignAreNamed(ran: String?, pattern: String) throws {
    let shards = try #require(Shards.made)
    let copy = try shards.withRan("s1", ran, as: "ran-\(UUID().uuidString)-ran.json")
    try merge(["s0", copy], pattern: pattern)
  }
}
