import ExecutableTesting
import Foundation
import Testing

// Policy: a usage error of `fuzz` is Swift behaviour, so it is tested here,
// case by case, with the exit status and message Scripts/ci/hostile-inputs
// checked when these cases lived there ("Flag values", "Unknown options",
// "Conflicting modes"); the script keeps what needs a shell (signals, full
// and read-only mounts, FIFOs, size limits). Every case also obeys the
// script's general rules: no raw Foundation or decoding text reaches the
// user, and no temporary file is left in the results folder.

/// One command line, its exit status, and a regular expression that standard
/// error or standard output must match.
struct FuzzUsageCase: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var status: Int32 = 2
  var pattern: String
  /// Standard input, closed after it is written.
  var input = ""

  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("fuzz usage errors")
struct FuzzUsageErrorTests {
  /// Values each option refuses, and the mode the option belongs to.
  static let badValues: [(option: String, mode: [String], values: [String])] = [
    ("seed", [], ["abc", "-1", "18446744073709551616", "1.5", "0x10", " 1", "1e3", "NaN"]),
    ("cases", [], ["0", "-5", "abc", "1.5", "99999999999999999999", "1e9", "NaN", "inf"]),
    ("time", [], ["0", "-1", "abc", "NaN", "inf", "1e99", "-0", "1s"]),
    ("shrink-time", [], ["-1", "abc", "NaN", "inf", "1e99", "-0.5"]),
    ("jobs", [], ["0", "-1", "257", "abc", "1.5", "99999999999"]),
    ("shard", [], ["2/2", "1/0", "-1/2", "a/b", "1", "1/2/3", "/2", "1/", "3/2", "0/-1"]),
    ("trials", ["evaluate"], ["0", "-1", "1001", "abc", "1.5"]),
    ("trial-time", ["evaluate"], ["0", "-1", "abc", "NaN", "inf", "1e99"]),
    (
      "index", ["case", "--property", "clip.wellFormed"],
      ["-1", "abc", "1.5", "18446744073709551616"]
    ),
    (
      "signal", ["crash", "--index", "1", "--property", "clip.wellFormed"],
      ["0", "65", "-4", "abc", "1.5"]
    ),
  ]

  static let flagValues: [FuzzUsageCase] = badValues.flatMap { entry in
    entry.values.map {
      FuzzUsageCase(
        arguments: entry.mode + ["--\(entry.option)=\($0)"],
        pattern: "option '--\(entry.option)' expects")
    }
  }

  static let unknownOptions: [FuzzUsageCase] = [
    .init(arguments: ["--bogus"], pattern: "unknown option '--bogus'"),
    .init(arguments: ["-s", "1"], pattern: "unexpected argument '-s'"),
    .init(arguments: ["extra"], pattern: "unknown command 'extra'"),
    .init(arguments: ["run", "extra"], pattern: "unexpected argument 'extra'"),
    .init(arguments: ["--seed"], pattern: "option '--seed' needs a value"),
    .init(arguments: ["--cases", "--json"], pattern: "option '--cases' needs a value"),
    .init(arguments: ["--json=yes"], pattern: "option '--json' takes no value"),
    .init(arguments: ["--seed", "1", "--seed", "2"], pattern: "'--seed' may be given only once"),
    .init(
      arguments: ["--property", "no.such", "--cases", "1"], pattern: "unknown property 'no.such'"),
    .init(arguments: ["--mutant", "no.such", "--cases", "1"], pattern: "unknown mutant 'no.such'"),
    .init(arguments: ["--merge"], pattern: "expected at least 1 file, got 0"),
    .init(arguments: ["--case", "3"], pattern: "case needs exactly one --property"),
    .init(
      arguments: ["--case", "3", "--property", "a", "--property", "b"],
      pattern: "'--property' may be given only once"),
    .init(arguments: ["case", "--property", "clip.wellFormed"], pattern: "case needs --index N"),
    .init(
      arguments: ["--replay", "x.json", "--mutant", "a", "--mutant", "b"],
      pattern: "'--mutant' may be given only once"),
    .init(arguments: ["--cases", "1", "--time", "1"], pattern: "either --cases or --time"),
    .init(
      arguments: ["--mutants", "--mutant", "clip.replace", "--no-corpus"], status: 0,
      pattern: "1 of 1 mutants caught"),
  ]

  /// Every pair of mode-selecting flags.
  static let modePairs: [FuzzUsageCase] = {
    let selectors = ["--list", "--merge", "--replay=x.json", "--evaluate", "--case=3", "--mutants"]
    var cases: [FuzzUsageCase] = []
    for i in selectors.indices {
      for j in selectors.indices where j > i {
        let a = String(selectors[i].prefix { $0 != "=" })
        let b = String(selectors[j].prefix { $0 != "=" })
        cases.append(
          FuzzUsageCase(
            arguments: [selectors[i], selectors[j], "--property", "clip.wellFormed"],
            pattern: "(\(a)|\(b)) and (\(a)|\(b)) cannot be used together"))
      }
    }
    return cases
  }()

  /// Options a mode would ignore.
  static let ignoredOptions: [FuzzUsageCase] = [
    .init(
      arguments: ["--replay", "x.json", "--json"], pattern: "--json cannot be used with replay"),
    .init(
      arguments: ["--replay", "x.json", "--seed", "3"], pattern: "--seed cannot be used with replay"
    ),
    .init(
      arguments: ["--replay", "x.json", "--corpus", "C"],
      pattern: "--corpus cannot be used with replay"),
    .init(
      arguments: ["--replay", "x.json", "--cases", "3"],
      pattern: "--cases cannot be used with replay"),
    .init(
      arguments: ["--case", "3", "--property", "clip.wellFormed", "--shard", "1/2"],
      pattern: "--shard cannot be used with case"),
    .init(
      arguments: ["--case", "3", "--property", "clip.wellFormed", "--jobs", "2"],
      pattern: "--jobs cannot be used with case"),
    .init(
      arguments: ["--case", "3", "--property", "clip.wellFormed", "--cases", "2"],
      pattern: "--cases cannot be used with case"),
    .init(
      arguments: ["--list", "--property", "clip.wellFormed"],
      pattern: "--property cannot be used with list"),
    .init(arguments: ["--list", "--out", "x"], pattern: "--out cannot be used with list"),
    .init(
      arguments: ["--merge", "a.json", "--seed", "1"], pattern: "--seed cannot be used with merge"),
    .init(
      arguments: ["--merge", "a.json", "--property", "clip.wellFormed"],
      pattern: "--property cannot be used with merge"),
    .init(
      arguments: ["--merge", "a.json", "--shard", "0/2"],
      pattern: "--shard cannot be used with merge"),
    .init(
      arguments: ["--evaluate", "--cases", "3"], pattern: "--cases cannot be used with evaluate"),
    .init(
      arguments: ["--evaluate", "--shard", "0/2"], pattern: "--shard cannot be used with evaluate"),
    .init(
      arguments: ["--evaluate", "--corpus", "C"], pattern: "--corpus cannot be used with evaluate"),
    .init(
      arguments: ["--mutants", "--shard", "0/2"], pattern: "--shard cannot be used with mutants"),
    .init(
      arguments: ["--mutant", "a", "--mutant", "b", "--shard", "0/2"],
      pattern: "--shard cannot be used with mutants"),
    .init(
      arguments: ["--trials", "3"],
      pattern: "--trials cannot be used with run .it is an option of evaluate."),
    .init(
      arguments: ["--trial-time", "3"],
      pattern: "--trial-time cannot be used with run .it is an option of evaluate."),
    .init(
      arguments: ["--no-corpus", "--corpus", "X"],
      pattern: "--no-corpus and --corpus cannot be used together"),
    .init(
      arguments: ["--no-corpus", "--record-corpus", "--mutant", "clip.replace"],
      pattern: "--no-corpus and --record-corpus"),
    .init(
      arguments: ["--record-corpus", "--cases", "1"], pattern: "--record-corpus needs --mutant"),
  ]

  @Test(arguments: flagValues)
  func aBadFlagValueIsAUsageError(_ usage: FuzzUsageCase) throws { try check(usage) }

  @Test(arguments: unknownOptions)
  func unknownOptionsMissingValuesAndStrayArgumentsAreUsageErrors(_ usage: FuzzUsageCase) throws {
    try check(usage)
  }

  /// Empty paths, and the hidden crash commands given too little or the
  /// wrong standard input (as Scripts/ci/hostile-inputs's "Empty paths" and
  /// "Crashes" checked them).
  static let emptyPathsAndCrashes: [FuzzUsageCase] =
    [
      .init(arguments: ["--out", "", "--cases", "1"], pattern: "option '--out' needs a path"),
      .init(arguments: ["--out=", "--cases", "1"], pattern: "option '--out' needs a path"),
      .init(
        arguments: ["--corpus", "", "--cases", "1"], pattern: "option '--corpus' needs a path"),
      .init(arguments: ["--replay", ""], pattern: "replay was given an empty file name"),
      .init(arguments: ["--merge", ""], pattern: "merge was given an empty file name"),
      .init(
        arguments: ["--crash-signal", "4", "--property", "clip.wellFormed"],
        pattern: "crash --signal needs --index"),
      .init(
        arguments: ["--crash-signal", "4", "--crash-case", "1"],
        pattern: "crash needs exactly one --property"),
      .init(
        arguments: [
          "--crash-signal", "4", "--crash-case", "1", "--property", "clip.wellFormed", "--trials",
          "3",
        ], pattern: "--trials cannot be used with crash"),
      .init(
        arguments: [
          "--crash-signal", "4", "--crash-case", "1", "--case", "1", "--property",
          "clip.wellFormed",
        ],
        pattern:
          "(--case|--crash-signal|--crash-case) and (--case|--crash-signal|--crash-case) cannot be used together"
      ),
      .init(arguments: ["--crash-case", "1"], pattern: "crash needs exactly one --property"),
      .init(arguments: ["--stdin-choices"], pattern: "unknown option '--stdin-choices'"),
      .init(arguments: ["--crash-child"], pattern: "crash --child needs exactly one --property"),
      .init(
        arguments: ["--crash-child", "--property", "clip.wellFormed", "--trials", "1"],
        pattern: "--trials cannot be used with crash"),
      .init(arguments: ["--crash-child", "--property", "clip.wellFormed"], status: 0, pattern: ""),
      .init(
        arguments: [
          "--crash-signal", "4", "--crash-case", "0", "--stdin-choices", "--property",
          "clip.wellFormed",
        ], pattern: "standard input: 'x' is not a choice", input: "1 x\n"),
    ]
    + ["1 x 3", "-1", "18446744073709551616", "0.5"].map {
      .init(
        arguments: ["--crash-child", "--property", "clip.wellFormed"],
        pattern: "standard input: '.*' is not a choice", input: $0 + "\n")
    }

  @Test(arguments: emptyPathsAndCrashes)
  func emptyPathsAndBadCrashCommandsAreUsageErrors(_ usage: FuzzUsageCase) throws {
    try check(usage)
  }

  @Test(arguments: modePairs + ignoredOptions)
  func conflictingModesAndIgnoredOptionsAreUsageErrors(_ usage: FuzzUsageCase) throws {
    try check(usage)
  }

  /// Runs the case with a fresh results folder (unless it names one, or
  /// lists), then checks its status, its message and the general rules.
  func check(_ usage: FuzzUsageCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = try makeTemporaryDirectory(prefix: "fuzz-usage")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var arguments = usage.arguments
    if !arguments.contains(where: {
      ["--out", "--list", "--help", "--crash-child"].contains($0) || $0.hasPrefix("--out=")
    }) {
      arguments += ["--out", directory + "/out"]
    }
    let outcome = try runBuiltExecutable(
      "fuzz", arguments, in: directory, input: usage.input, sourceLocation: sourceLocation)
    try expectRules(
      outcome, status: usage.status, pattern: usage.pattern, folders: [directory],
      sourceLocation: sourceLocation)
  }
}
