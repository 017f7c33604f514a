import ExecutableTesting
import Foundation
import Testing

@testable import ImplementationProtocol

/// Real children that die, hang or leave a process behind, where no fault
/// needs injecting: the process layer must report each and leave nothing
/// running. Nothing is timed: a child's exit is waited for as an event
/// (``waitForExit(_:)``), and ending a child returns only once its group
/// has ended, so what is left is checked at once.
@Suite("Child process lifecycle")
struct ChildProcessLifecycleTests {
  /// Blocks until `pid`, a child of this process, has exited, without
  /// reaping it (the process layer still reaps it and reads its status).
  /// Policy: the child's end is the event its fault is described from, so
  /// the test waits for it rather than hoping the layer's 200 ms for a
  /// closing child to exit suffice on a loaded machine.
  func waitForExit(_ pid: pid_t) {
    var information = siginfo_t()
    while waitid(P_PID, id_t(pid), &information, WEXITED | WNOWAIT) != 0, errno == EINTR {}
  }

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
    waitForExit(child.pid)
    #expect(throws: ChildFault(fault)) { try child.readLine(timeout: .seconds(10)) }
  }

  /// A child that never says anything costs its timeout, and is then
  /// ended and reaped.
  @Test func aHandshakeThatNeverComesTimesOut() throws {
    let child = try ChildProcess(command: "sleep 30")
    #expect(throws: ChildFault("did not answer within 0.2 seconds")) {
      try child.readLine(timeout: .milliseconds(200))
    }
    child.terminate()
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
  }

  /// Ending a shell asks what it started first (SIGTERM), so the shell's
  /// `wait` returns and it exits by itself: nothing is killed, the child is
  /// reaped, and its child has ended by the time `terminate` returns. (The
  /// scripted clock passes the tenth of the grace left for the end of the
  /// input at once.)
  @Test func terminatingEndsWhatTheShellStarted() throws {
    let injector = FaultInjector()
    let child = try ChildProcess(command: "sleep 60 & echo $!; wait", system: injector.calls)
    let line = try child.readLine(timeout: .seconds(10))
    let grandchild = try #require(pid_t(String(decoding: line, as: UTF8.self)))
    injector.clock = [.zero, .milliseconds(200)]
    child.terminate()
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
    #expect(hasEnded(grandchild), "the shell's child \(grandchild) still runs")
    if !hasEnded(grandchild) { kill(grandchild, SIGKILL) }
    #expect(injector.log.contains("kill \(grandchild) \(SIGTERM)"), "\(injector.log)")
    #expect(!injector.log.contains("kill -\(child.pid) \(SIGKILL)"), "\(injector.log)")
    // `wait` without operands returns 0: the shell ended by itself.
    #expect(child.exitDescription(waiting: false) == "exit status 0")
  }

  /// A wrapper that cleans up when its command ends (as xvfb-run removes
  /// its X server's files) gets to clean up: its command is asked to end
  /// first, and ending returns once the wrapper is done.
  @Test func aWrapperCleansUpBeforeTheEndReturns() throws {
    let directory = try makeTemporaryDirectory(prefix: "wrapper")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let left = directory + "/left-by-the-wrapper"
    let injector = FaultInjector()
    let child = try ChildProcess(
      command: "touch \(left); sleep 60 & echo ready; wait; rm \(left)", system: injector.calls)
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("ready".utf8))
    injector.clock = [.zero, .milliseconds(200)]
    child.terminate()
    #expect(!FileManager.default.fileExists(atPath: left), "the wrapper did not clean up")
  }

  /// A child that ignores SIGTERM is killed once its grace has passed (on
  /// a scripted clock, so the grace passes at once).
  @Test func aChildThatIgnoresTheAskIsKilledAfterTheGrace() throws {
    let injector = FaultInjector()
    let child = try ChildProcess(
      command: "trap '' TERM; echo ready; exec sleep 60", system: injector.calls,
      grace: .seconds(2))
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("ready".utf8))
    injector.clock = [.zero, .milliseconds(200), .seconds(5)]
    child.terminate()
    #expect(injector.log.contains("kill \(child.pid) \(SIGTERM)"), "\(injector.log)")
    #expect(injector.log.contains("kill -\(child.pid) \(SIGKILL)"), "\(injector.log)")
    #expect(child.exitDescription(waiting: false) == "killed by signal 9 (SIGKILL)")
    #expect(kill(child.pid, 0) == -1 && errno == ESRCH, "the child was not reaped")
  }

  /// A child that has exited without reading has no reader left on its
  /// input: writing to it is a fault, not bytes lost in a pipe buffer.
  @Test func writingToAnExitedChildIsAFault() throws {
    let child = try ChildProcess(command: "sh -c 'exit 4'")
    defer { child.terminate() }
    waitForExit(child.pid)
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
  /// timeout, which a scripted clock passes at once). The program's child
  /// says its pid through a named pipe (``LifeLine``) before the first
  /// poll for the handshake, so it runs when the start fails.
  @Test(arguments: [
    // A version this harness does not speak (one past the newest).
    #"printf '{"protocol":"# + "\(Handshake.protocolVersion + 1)"
      + #","provides":["clipRect"]}\n'"#,
    "",
  ])
  func aFailedHandshakeLeavesNothingRunning(handshake: String) throws {
    let directory = try makeTemporaryDirectory(prefix: "failed-handshake")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let lifeline = try LifeLine(in: directory)
    let script = directory + "/program.sh"
    let text = """
      sh -c 'echo $$ >&3; exec sleep 60' 3>\(lifeline.path) &
      \(handshake)
      wait

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: script), options: .atomic)
    let injector = FaultInjector()
    var grandchild: pid_t?
    injector.beforePolls = [{ grandchild = lifeline.readLine().flatMap { pid_t($0) } }]
    if handshake.isEmpty {
      // No handshake: the first poll finds nothing, and then the time is
      // up; the ending's tenth of the grace passes at its first look.
      injector.polls = [.short(0)]
      injector.clock = [.zero, .zero, .seconds(60), .seconds(60), .milliseconds(60200)]
    }
    let pipe = PipeImplementation(
      command: "sh " + script, timeout: .milliseconds(100), system: injector.calls)
    defer { pipe.stop() }
    #expect(throws: ChildFault.self) { try pipe.start() }
    let pid = try #require(grandchild, "the program's child never said its pid")
    #expect(hasEnded(pid), "the program's child \(pid) still runs")
    if !hasEnded(pid) { kill(pid, SIGKILL) }
    #expect(lifeline.writersEnded(), "the program's child kept its end of the pipe")
  }
}
