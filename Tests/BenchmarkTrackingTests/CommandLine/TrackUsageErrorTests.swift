import ExecutableTesting
import Foundation
import Testing

// Policy: a usage error of `track` (flags, values, operands) is Swift
// behaviour, so it is tested here with the exit status and message the
// track part of Scripts/ci/hostile-inputs checked when these cases lived
// there ("track: flags"); the script keeps the inputs that need a shell
// (FIFOs, read-only and full mounts). Each case also obeys the script's
// general rules (`expectRules`): no raw Foundation or decoding text reaches
// the user, and no temporary file is left.

/// One command line (`GOOD` stands for a good run's path), its exit status,
/// and a regular expression standard error or standard output must match.
struct TrackUsageCase: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var pattern: String

  var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("track usage errors")
struct TrackUsageErrorTests {
  static let compareGood = ["compare", "GOOD", "GOOD"]

  static let cases: [TrackUsageCase] =
    [
      .init(arguments: [], pattern: "usage: track"),
      .init(arguments: ["frobnicate"], pattern: "unknown command 'frobnicate'"),
      .init(arguments: compareGood + ["--bogus"], pattern: "unknown option '--bogus'"),
      .init(
        arguments: compareGood + ["--threshold"], pattern: "option '--threshold' needs a value"),
      .init(arguments: ["compare", "GOOD"], pattern: "expected 2 files, got 1"),
    ]
    + ["-5", "abc", "1001", "NaN", "inf", "-0.5%", ""].map {
      .init(
        arguments: compareGood + ["--threshold=\($0)"],
        pattern: "option '--threshold' expects a percentage")
    }
    + [
      .init(
        arguments: compareGood + ["--alpha=0"],
        pattern: "'--alpha' expects a number strictly between 0 and 1"),
      .init(
        arguments: compareGood + ["--metric=wall"],
        pattern: "'--metric' expects real_time, cpu_time(, | or )instructions"),
      .init(
        arguments: compareGood + ["--min-repetitions=0"],
        pattern: "'--min-repetitions' expects a whole number"),
      .init(
        arguments: ["changes", "--significance=1"], pattern: "'--significance' expects a p-value"),
      .init(
        arguments: ["changes", "--permutations=0"],
        pattern: "'--permutations' expects a whole number"),
      .init(arguments: ["changes", "--seed=-1"], pattern: "'--seed' expects a whole number"),
      .init(
        arguments: ["changes", "--min-change=-1"], pattern: "'--min-change' expects a percentage"),
      .init(
        arguments: compareGood + ["--alpha", "0.1", "--alpha", "0.2"],
        pattern: "'--alpha' may be given only once"),
      .init(arguments: ["history", "--results", ""], pattern: "option '--results' needs a path"),
      .init(arguments: ["history", "--html="], pattern: "option '--html' needs a path"),
      .init(
        arguments: compareGood + ["--thresholds", ""], pattern: "option '--thresholds' needs a path"
      ),
      .init(arguments: ["compare", "", "GOOD"], pattern: "an empty file name was given"),
      .init(
        arguments: ["baseline", "--set", "a", "--for", "b"],
        pattern: "--set and --for cannot be combined"),
    ]

  @Test(arguments: cases)
  func aUsageErrorExitsTwoWithItsMessage(_ usage: TrackUsageCase) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let good = directory + "/good.json"
    try Fixtures.runText(
      benchmarks: [("draw", [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9])]
    ).write(toFile: good, atomically: true, encoding: .utf8)
    let arguments = usage.arguments.map { $0 == "GOOD" ? good : $0 }
    let outcome = try runBuiltExecutable("track", arguments, in: directory, input: "")
    try expectRules(outcome, status: 2, pattern: usage.pattern, folders: [directory])
  }
}
