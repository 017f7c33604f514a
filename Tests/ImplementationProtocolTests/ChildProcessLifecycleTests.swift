import ExecutableTesting
import Foundation
import Testing

@testable import ImplementationProtocol

/// Real children that die, hang or leave a process behind, where no fault
/// needs injecting: the process layer must report each and leave nothing
/// running.
@Suite("Child process lifecycle")
struct ChildProcessLifecycleTests {
  /// A child that reads the request and dies before answering is a fault
  /// that says how it died.
  @Test(
    arguments: [
      ("read line; exit 7", "exited (exit status 7)"),
      ("read line; kill -KILL $$", "exited (killed by signal 9 (SIGKILL))"),
    ])
  func aChildThatDiesBetweenRequestAndAnswer(command: String, fault: String) throws {
    let child = try ChildProcess(command: command)
    defer { child.terminate() }
    try child.write(Array("{\"id\":1}\n".utf8))
    #expect(throws: ChildFault(fault)) { try child.readLine(timeout: .seconds(10)) }
  }

  /// A child that never says anything costs one timeout, not more.
  @Test func aHandshakeThatNeverComesTimesOut() throws {
    let child = try ChildProcess(command: "sleep 30")
    let start = ContinuousClock.now
    #expect(throws: ChildFault("did not answer within 0.2 seconds")) {
      try child.readLine(timeout: .milliseconds(200))
    }
    #expect(ContinuousClock.now - start < .seconds(3))
    child.terminate()
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
  }

  /// Terminating kills the whole process group, so what the shell started
  /// goes too, at once, and the child is reaped.
  @Test func terminatingEndsWhatTheShellStarted() throws {
    let child = try ChildProcess(command: "sleep 60 & echo $!; wait")
    let line = try child.readLine(timeout: .seconds(10))
    let grandchild = try #require(pid_t(String(decoding: line, as: UTF8.self)))
    let start = ContinuousClock.now
    child.terminate()
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
    #expect(hasEnded(grandchild), "the shell's child \(grandchild) still runs")
    if !hasEnded(grandchild) { kill(grandchild, SIGKILL) }
  }

  /// A child that has exited without reading has no reader left on its
  /// input: writing to it is a fault, not bytes lost in a pipe buffer.
  @Test func writingToAnExitedChildIsAFault() throws {
    let child = try ChildProcess(command: "sh -c 'exit 4'")
    defer { child.terminate() }
    #expect(throws: ChildFault.self) { try child.readLine(timeout: .seconds(10)) }
    #expect(throws: ChildFault("closed its input (exit status 4)")) {
      try child.write(Array("late\n".utf8))
    }
  }

  /// A command that starts with an assignment is not exec'd (`exec NAME=value
  /// program` would look for a program called NAME=value).
  @Test func anAssignmentBeforeTheProgramReachesIt() throws {
    let child = try ChildProcess(command: "GREETING=hello printenv GREETING")
    defer { child.terminate() }
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("hello".utf8))
  }

  /// The child leads a process group of its own.
  @Test func theChildLeadsItsOwnProcessGroup() throws {
    let child = try ChildProcess(command: "sleep 30")
    defer { child.terminate() }
    #expect(getpgid(child.pid) == child.pid)
    #expect(getpgid(child.pid) != getpgrp())
  }

  #if os(Linux)
    /// The harness ignores SIGPIPE; its children get the default back, so
    /// a child writing to a closed pipe ends as it would from a shell.
    @Test func theChildDoesNotIgnoreBrokenPipes() throws {
      _ = signal(SIGPIPE, SIG_IGN)
      let child = try ChildProcess(command: "grep SigIgn /proc/self/status")
      defer { child.terminate() }
      let line = String(decoding: try child.readLine(timeout: .seconds(10)), as: UTF8.self)
      let mask = try #require(UInt64(line.split(separator: "\t").last ?? "", radix: 16), "\(line)")
      #expect(mask & (1 << UInt64(SIGPIPE - 1)) == 0, "\(line)")
    }
  #endif

  /// A program with a bad handshake is ended with everything it started,
  /// and so is one whose handshake never comes (after the handshake's
  /// timeout, at least five seconds).
  @Test(arguments: [
    // A version this harness does not speak (one past the newest).
    #"printf '{"protocol":"# + "\(Handshake.protocolVersion + 1)"
      + #","provides":["clipRect"]}\n'"#,
    "",
  ])
  func aFailedHandshakeLeavesNothingRunning(handshake: String) throws {
    let directory = try makeTemporaryDirectory(prefix: "failed-handshake")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/program.sh"
    let text = "sleep 60 &\necho $! > \(directory)/pid\n\(handshake)\nwait\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: script), options: .atomic)
    let pipe = PipeImplementation(command: "sh " + script, timeout: .milliseconds(100))
    defer { pipe.stop() }
    let start = ContinuousClock.now
    #expect(throws: ChildFault.self) { try pipe.start() }
    #expect(ContinuousClock.now - start < .seconds(8))
    let written = try String(contentsOfFile: directory + "/pid", encoding: .utf8)
    let grandchild = try #require(pid_t(written.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(hasEnded(grandchild), "the program's child \(grandchild) still runs")
    if !hasEnded(grandchild) { kill(grandchild, SIGKILL) }
  }
}
