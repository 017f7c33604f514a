import ExecutableTesting
import Foundation
import Testing

@testable import SafeAreaFuzzing

/// The crash shrinker's child management, driven with small shell children
/// that answer, crash or hang on cue: a verdict per line, a child that dies
/// reported by its signal and started again, a hang killed at the timeout
/// with its whole process group.
@Suite("crash shrinker's children")
struct CrashChildTests {
  @Test func verdictsCrashesAndRestarts() {
    // Answers "held", then dies by SIGSEGV with a message on the second
    // candidate; a new child answers the third.
    let child = CrashChild(
      executable: "/bin/sh",
      arguments: [
        "-c", "read a; echo held; read b; echo 'Fatal error: boom' >&2; kill -SEGV $$",
      ])
    #expect(child.run([1, 2], timeout: .seconds(10)) == .held)
    #expect(
      child.run([3], timeout: .seconds(10))
        == .crashed(signal: SIGSEGV, message: "Fatal error: boom"))
    #expect(child.run([4], timeout: .seconds(10)) == .held)
    #expect(child.starts == 2)
    child.stop()
  }

  @Test func aSignalVerdictCarriesTheMessage() {
    let child = CrashChild(
      executable: "/bin/sh",
      arguments: ["-c", "read a; echo 'x.swift:3: Fatal error: bad' >&2; echo 'signal 4'; read b"])
    #expect(
      child.run([0], timeout: .seconds(10)) == .crashed(signal: 4, message: "Fatal error: bad"))
    child.stop()
  }

  /// The shell starts a grandchild that holds a named pipe open while it
  /// lives (``LifeLine``): the pipe's end of file, once the hang is killed,
  /// is the grandchild's end, so nothing is timed but the child's own
  /// timeout (the event under test, with no clock to inject in
  /// `CrashChild`).
  @Test func aHangIsKilledAtTheTimeoutWithItsGroup() throws {
    let directory = try makeTemporaryDirectory(prefix: "crash-child")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let lifeline = try LifeLine(in: directory)
    let child = CrashChild(
      executable: "/bin/sh",
      arguments: [
        "-c",
        "sh -c 'echo $$ >&3; exec sleep 600' 3>\(lifeline.path) & read a; exec sleep 30",
      ])
    #expect(child.run([0], timeout: .seconds(1)) == .timedOut)
    // The grandchild said its pid before the timeout, or the kill came
    // first and it never ran.
    if let grandchild = lifeline.readLine(bound: .zero).flatMap({ pid_t($0) }) {
      #expect(lifeline.writersEnded(), "the grandchild \(grandchild) was not killed")
      if kill(grandchild, 0) == 0 { kill(grandchild, SIGKILL) }
    }
  }

  @Test func anAnswerThatIsNoVerdictIsReportedAsSuch() {
    let child = CrashChild(
      executable: "/bin/sh", arguments: ["-c", "read a; echo maybe; read b"])
    guard case .other(let words) = child.run([0], timeout: .seconds(10)) else {
      Issue.record("expected .other")
      return
    }
    #expect(words.contains("'maybe'"))
    child.stop()
  }
}
