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

  @Test func aHangIsKilledAtTheTimeoutWithItsGroup() throws {
    let marker = NSTemporaryDirectory() + "crash-child-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: marker) }
    // The shell starts a grandchild that would write the marker later.
    let child = CrashChild(
      executable: "/bin/sh",
      arguments: ["-c", "read a; (sleep 2; touch \(marker)) & sleep 30"])
    let clock = ContinuousClock()
    let start = clock.now
    #expect(child.run([0], timeout: .milliseconds(300)) == .timedOut)
    #expect(start.duration(to: clock.now) < .seconds(5))
    Thread.sleep(forTimeInterval: 2.5)
    #expect(!FileManager.default.fileExists(atPath: marker), "the grandchild was killed too")
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
