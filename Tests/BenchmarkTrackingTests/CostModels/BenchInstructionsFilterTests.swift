import Foundation
import Testing

/// `Scripts/run/bench-instructions --filter` that matches no benchmark says
/// so before valgrind starts, and names the close benchmarks: fixed-iteration
/// names end in `/iterations:N`, so `geometry/clipRect$` matches none of
/// them (it used to end in "the runner under valgrind failed with exit 1").
/// A fake runner stands in for the release build: it lists its names for
/// `--benchmark_list_tests` and, like the real one, exits 1 when it lists
/// none.
@Suite("bench-instructions --filter")
struct BenchInstructionsFilterTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Scripts/run/bench-instructions").path

  /// Runs the script with a fake runner and `filter`; its status and
  /// standard error.
  static func run(filter: String) throws -> (status: Int32, errors: String) {
    let directory = try Fixtures.temporaryDirectory()
    let bench = directory + "/bench"
    try """
    #!/usr/bin/env bash
    filter=.
    for argument in "$@"; do
      case "$argument" in --benchmark_filter=*) filter=${argument#--benchmark_filter=} ;; esac
    done
    listed=$(printf '%s\\n' geometry/clipRect/iterations:3600 geometry/clip.x/iterations:3600 \\
      memory/copy/iterations:4 | grep -E -- "$filter")
    [ -n "$listed" ] || exit 1
    printf '%s\\n' "$listed"
    """.writeAtomically(toFile: bench)
    chmod(bench, 0o755)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      script, "--bench", bench, "--no-build", "--track", "/bin/true", "--filter", filter,
      "--out", directory + "/out.json",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test func aFilterThatMatchesNoBenchmarkIsAUsageErrorNamingTheCloseOnes() throws {
    let outcome = try Self.run(filter: "geometry/clipRect$")
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.contains(
        "--filter 'geometry/clipRect$' matches no benchmark; under --fixed-iterations the names"
          + " end in /iterations:N"), "\(outcome.errors)")
    #expect(outcome.errors.contains("(close: geometry/clipRect/iterations:3600"))
    #expect(!outcome.errors.contains("valgrind failed"))
  }

  @Test func aTypoIsAnsweredWithTheNameItMissed() throws {
    let outcome = try Self.run(filter: "memory/cpoy")
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("(close: memory/copy/iterations:4)"), "\(outcome.errors)")
  }
}
