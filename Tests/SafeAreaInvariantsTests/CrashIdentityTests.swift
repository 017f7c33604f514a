import Foundation
import Testing

@testable import SafeAreaFuzzing

/// The crash shrinker keeps a candidate only when it crashes the way the
/// original did. A shrinker that accepted any crash would walk from one
/// bug to another (an overflow shrunk into a division by zero) and print a
/// replay line for a crash nobody saw first.
@Suite("A crash shrinks only to the same crash")
struct CrashIdentityTests {
  static let original = ChildOutcome.crashed(signal: 4, message: "Arithmetic overflow")

  @Test(arguments: [
    (ChildOutcome.crashed(signal: 4, message: "Arithmetic overflow"), true),
    (.crashed(signal: 4, message: "Division by zero"), false),
    (.crashed(signal: 11, message: "Arithmetic overflow"), false),
    (.crashed(signal: 5, message: ""), false),
    (.held, false),
    (.failed, false),
    (.timedOut, false),
    (.other("the child wrote nothing"), false),
  ])
  func onlyTheSameSignalAndMessageCount(candidate: ChildOutcome, same: Bool) {
    #expect(Fuzzer.isSameCrash(candidate, as: Self.original) == same, "\(candidate.words)")
  }
}

/// A kept crash's replay line is confirmed like every other line: it must
/// die by the original's signal in a fresh process, or it is not printed.
@Suite("A crash's replay line is confirmed by its signal")
struct CrashLineConfirmationTests {
  @Test(arguments: [
    (Process.TerminationReason.uncaughtSignal, Int32(4), nil),
    (.uncaughtSignal, 11, "died by signal 11, not 4"),
    (.exit, 1, "exited 1, where it should die by signal 4"),
    (.exit, 0, "exited 0, where it should die by signal 4"),
  ])
  func aCrashLineMustDieByTheSameSignal(
    reason: Process.TerminationReason, status: Int32, problem: String?
  ) {
    #expect(ReplayCheck.problem(expecting: .crash(4), reason: reason, status: status) == problem)
  }

  @Test(arguments: [
    (Process.TerminationReason.exit, Int32(1), nil),
    (.exit, 0, "exited 0, not 1"),
    (.uncaughtSignal, 4, "died by signal 4"),
  ])
  func aFailureLineMustExitOne(
    reason: Process.TerminationReason, status: Int32, problem: String?
  ) {
    #expect(ReplayCheck.problem(expecting: .failure, reason: reason, status: status) == problem)
  }
}
