import ExecutableTesting
import Foundation
import Testing

/// `fuzz --implementation` end to end: exit statuses and reports.
@Suite("fuzz --implementation")
struct ImplementationCommandTests {
  func fuzz(
    _ arguments: [String], in directory: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    // Two shrink steps: a hostile program costs a restart on every step
    // (about a second for one that hangs), and these tests judge the fault
    // and the replay lines, not how far the case shrinks.
    try runBuiltExecutable(
      "fuzz",
      arguments + [
        "--out", directory + "/out", "--corpus", directory + "/corpus", "--shrink-steps", "2",
      ], in: directory, sourceLocation: sourceLocation)
  }

  @Test func aProgramProvidingNothingSelectedFails() throws {
    let directory = try makeTemporaryDirectory(prefix: "fuzz-implementation")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // The script provides only clipRect, which pointer.inverse does not call.
    let outcome = try fuzz(
      [
        "--implementation", try HostileChild.wellBehaved.write(in: directory), "--property",
        "pointer.inverse",
      ], in: directory)
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("provides no function a selected property judges"))
  }

  @Test(
    "A hostile program is a failure of the case, with a replay line (exit 1)",
    arguments: HostileChild.allCases.filter { $0 != .wellBehaved })
  func hostileProgramFails(child: HostileChild) throws {
    let directory = try makeTemporaryDirectory(prefix: "fuzz-implementation")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let command = try child.write(in: directory)
    let outcome = try fuzz(
      [
        "--implementation", command, "--property", "clip.wellFormed", "--cases", "20",
        "--call-timeout", "0.2",
      ], in: directory)
    #expect(outcome.status == 1, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains(child.expectedFault), "\(outcome.output)")
    #expect(!outcome.errors.contains("Fatal error"), "\(outcome.errors)")
    if !child.failsHandshake {
      #expect(outcome.output.contains("counterexample for clip.wellFormed"), "\(outcome.output)")
      #expect(
        outcome.output.contains("replay: swift run ") && outcome.output.contains(" fuzz replay ")
          && outcome.output.contains("--implementation '\(command)'"), "\(outcome.output)")
    }
  }

  @Test(
    arguments: [
      (["--mutants"], "--implementation cannot be used with mutants"),
      (["--mutant", "clip.negativeWidth"], "cannot be combined with --mutant"),
      (["--jobs", "2"], "runs one child process"),
      (["--call-timeout", "0"], "option '--call-timeout' expects a positive number"),
    ])
  func conflictingFlagsExitTwo(extra: [String], message: String) throws {
    let directory = try makeTemporaryDirectory(prefix: "fuzz-implementation")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(["--implementation", "true"] + extra, in: directory)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains(message), "\(outcome.errors)")
  }

  @Test func callTimeoutWithoutAProgramExitsTwo() throws {
    let directory = try makeTemporaryDirectory(prefix: "fuzz-implementation")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz(["--call-timeout", "1"], in: directory)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("--call-timeout needs --implementation"))
  }
}
