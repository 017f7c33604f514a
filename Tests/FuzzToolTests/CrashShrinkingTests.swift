import ExecutableTesting
import Foundation
import PropertyFuzzing
import SafeAreaInvariants
import Testing

/// Crashes are shrunk in child processes: the crash mutants trap inside
/// `clip.wellFormed`, and the built `fuzz` must print the original replay
/// line, shrink the crash, keep it under `--out` and print a replay line
/// that reproduces the crash on its own.
@Suite("crash shrinking")
struct CrashShrinkingTests {
  func fuzz(
    _ arguments: [String], input: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableOutcome {
    try runBuiltExecutable("fuzz", arguments, input: input, sourceLocation: sourceLocation)
  }

  /// The choices case `index` of `clip.wellFormed` draws with seed `seed`.
  func choices(seed: UInt64, caseIndex: UInt64) throws -> [UInt64] {
    let property = try #require(
      InvariantSuite.properties(for: .real).first { $0.name == "clip.wellFormed" })
    var sequence = PropertyRunner(property: property, seed: seed).choices(caseIndex: caseIndex)
    _ = property.describeInput(&sequence)
    return sequence.recorded
  }

  /// The one kept crash file under `directory`.
  func keptCrash(in directory: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> (path: String, case: CorpusCase)
  {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasPrefix("crash-clip.wellFormed-") && $0.hasSuffix(".json") }
    #expect(names.count == 1, "\(names)", sourceLocation: sourceLocation)
    let path = directory + "/" + (try #require(names.first, sourceLocation: sourceLocation))
    return (path, try CorpusStore.read(path: path))
  }

  @Test func aCrashIsShrunkKeptAndItsReplayLineReproducesIt() throws {
    let directory = try makeTemporaryDirectory(prefix: "crash-shrink")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try fuzz([
      "--mutant", "crash.overflow", "--property", "clip.wellFormed", "--cases", "2000",
      "--no-corpus", "--shrink-time", "3", "--out", directory,
    ])
    // The run still dies by its signal, after the supervisor is done.
    #expect(outcome.status > 128, "\(outcome.errors.prefix(2000))")
    #expect(outcome.errors.contains("fuzz: replay: swift run fuzz case --seed 1"))
    #expect(outcome.output.contains("crash of clip.wellFormed (seed 1, case "), "\(outcome.output)")
    #expect(outcome.output.contains("candidates run in forks of"))
    let kept = try keptCrash(in: directory)
    #expect(kept.case.variant == "crash.overflow")
    #expect(kept.case.messages.first?.hasPrefix("crashed with SIG") == true)
    #if DEBUG
      // The runtime's message of the trap. A release build traps without
      // one: only Swift's backtracer names the trap there, and a run may
      // turn it off (the mutation run does, SWIFT_BACKTRACE=enable=no).
      #expect(kept.case.messages.first?.contains("Not enough bits") == true)
    #endif
    let original = try choices(seed: 1, caseIndex: kept.case.caseIndex)
    #expect(Shrinker.isSimpler(kept.case.choices, than: original))
    // The report the dead process could not write, marked crashed.
    let reports = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasPrefix("mutant-crash.overflow-seed1-") }
    #expect(reports.count == 1, "\(reports)")
    // (As Scripts/ci/hostile-inputs checked when this case lived there.)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(!left.contains { $0.hasSuffix(".tmp") }, "temporary files left: \(left)")
    let report = try JSONDecoder().decode(
      RunReport.self,
      from: Data(contentsOf: URL(fileURLWithPath: directory + "/" + (try #require(reports.first)))))
    #expect(report.crashed?.contains("in clip.wellFormed, case \(kept.case.caseIndex)") == true)
    #expect(report.properties.first?.failure?.choices == kept.case.choices)
    #expect(report.caseBudget == 2000)

    // The last replay line, alone, crashes again the same way; the real
    // engine passes the same case.
    let (line, arguments) = try lastReplay(in: outcome.output)
    #expect(line.hasSuffix("replay \(kept.path) --mutant crash.overflow"))
    let again = try fuzz(arguments + ["--out", directory])
    #expect(again.status == outcome.status)
    #expect(again.errors.contains("fuzz: crashed"))
    #if DEBUG
      #expect(again.errors.contains("Not enough bits"))
    #endif
    let real = try fuzz(["--replay", kept.path, "--out", directory])
    #expect(real.status == 0, "\(real.errors)")
  }

  @Test func aCandidateRunHoldsFailsOrCrashesByItsExitStatus() throws {
    let zeros = Array(repeating: "0", count: 12).joined(separator: " ")
    let property = ["--property", "clip.wellFormed"]
    let crashed = try fuzz(["--crash-child"] + property + ["--mutant", "crash.trap"], input: zeros)
    #expect(crashed.status > 128)
    #expect(crashed.output == "signal \(crashed.status - 128)\n")
    let held = try fuzz(["--crash-child"] + property, input: zeros)
    #expect(held.status == 0, "\(held.errors)")
    #expect(held.output == "held\n")
    let failed = try fuzz(
      ["--crash-child"] + property + ["--mutant", "clip.negativeWidth"], input: zeros)
    #expect(failed.status == 1, "\(failed.errors)")
    #expect(failed.output == "failed\n")
    let garbage = try fuzz(["--crash-child"] + property, input: "1 x 3")
    #expect(garbage.status == 2)
    #expect(garbage.errors.contains("standard input: 'x' is not a choice"))
  }

  @Test func oneChildServesManyCandidatesAndOutlivesTheirCrashes() throws {
    // crash.trap traps on a zero-width box only; case 10 of seed 1 has a
    // box of another width, which the real clipRect answers.
    let zeros = Array(repeating: "0", count: 12).joined(separator: " ")
    let other = try choices(seed: 1, caseIndex: 10).map(String.init).joined(separator: " ")
    let outcome = try fuzz(
      ["--crash-child", "--property", "clip.wellFormed", "--mutant", "crash.trap"],
      input: [zeros, other, zeros, other].joined(separator: "\n") + "\n")
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(outcome.output) \(outcome.errors)")
    #expect(lines[1] == "held" && lines[3] == "held", "\(lines)")
    #expect(lines[0].hasPrefix("signal ") && lines[2] == lines[0], "\(lines)")
    // The last candidate held, so the child exits 0.
    #expect(outcome.status == 0)
  }

  @Test func aCrashWhileShrinkingIsShrunkFromTheCandidate() throws {
    let directory = try makeTemporaryDirectory(prefix: "crash-candidate")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Case 5 of seed 1 crashes crash.overflow (a box far past Int32);
    // handed over as a shrinking candidate on stdin, as the crash handler
    // does when a candidate of an in-process shrink crashes.
    let candidate = try choices(seed: 1, caseIndex: 5)
    let probe = try fuzz(
      ["--crash-child", "--property", "clip.wellFormed", "--mutant", "crash.overflow"],
      input: candidate.map(String.init).joined(separator: " "))
    try #require(probe.status > 128, "the candidate must crash: \(probe.errors)")
    let outcome = try fuzz(
      [
        "--crash-signal", "\(probe.status - 128)", "--property", "clip.wellFormed", "--seed", "1",
        "--crash-case", "5", "--stdin-choices", "--mutant", "crash.overflow", "--no-corpus",
        "--shrink-time", "2", "--out", directory,
      ], input: candidate.map(String.init).joined(separator: " "))
    #expect(outcome.status == 1, "\(outcome.errors)")
    #expect(outcome.output.contains("a candidate while shrinking its failure"))
    let kept = try keptCrash(in: directory)
    #expect(kept.case.caseIndex == 5)
    #expect(Shrinker.isSimpler(kept.case.choices, than: candidate))
    // A signal that is not the crash's is not reproduced: kept unshrunk.
    let other = try fuzz(
      [
        "--crash-signal", "\(probe.status - 128 == 6 ? 11 : 6)", "--property", "clip.wellFormed",
        "--crash-case", "5", "--stdin-choices", "--mutant", "crash.overflow", "--no-corpus",
        "--out", directory + "/other",
      ], input: candidate.map(String.init).joined(separator: " "))
    #expect(other.status == 1, "\(other.errors)")
    #expect(other.output.contains("did not reproduce in a child process"))
  }
}
