import Foundation
import Testing

@testable import ImplementationProtocol

/// Each retry and each failure path of the process layer, with the fault
/// put into its system calls (``FaultInjector``): an interrupted or
/// would-block read, an interrupted poll, short and interrupted writes, end
/// of file between request and answer, and the bookkeeping of reaping a
/// child (ending one: ``ChildProcessTerminationTests``).
@Suite("Child process under injected faults")
struct ChildProcessFaultTests {
  static let ping = Array("ping\n".utf8)

  /// `cat` started with `injector`'s calls: it echoes what it is written.
  func echo(_ injector: FaultInjector) throws -> ChildProcess {
    try ChildProcess(command: "cat", system: injector.calls)
  }

  @Test("An interrupted or would-block read is tried again", arguments: [EINTR, EAGAIN])
  func aReadThatWouldRetryIsRetried(code: Int32) throws {
    let injector = FaultInjector()
    let child = try echo(injector)
    defer { child.terminate() }
    injector.reads = [.error(code), .error(code)]
    try child.write(Self.ping)
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("ping".utf8))
    #expect(injector.reads.isEmpty)
  }

  @Test func anotherReadErrorIsAFaultNamingIt() throws {
    let injector = FaultInjector()
    let child = try echo(injector)
    defer { child.terminate() }
    injector.reads = [.error(EIO)]
    try child.write(Self.ping)
    #expect(throws: ChildFault("read failed: errno \(EIO)")) {
      try child.readLine(timeout: .seconds(10))
    }
  }

  /// A read that returns fewer bytes than are waiting leaves the rest for
  /// the next one: the line is put together from all of them.
  @Test func shortReadsMakeOneLine() throws {
    let injector = FaultInjector()
    let child = try echo(injector)
    defer { child.terminate() }
    injector.reads = [.short(1), .short(2), .short(1)]
    try child.write(Array("abcdefgh\nnext\n".utf8))
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("abcdefgh".utf8))
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("next".utf8))
    #expect(Array(try child.read(count: 0, timeout: .seconds(1))).isEmpty)
  }

  @Test func anInterruptedPollIsTriedAgain() throws {
    let injector = FaultInjector()
    let child = try echo(injector)
    defer { child.terminate() }
    injector.polls = [.error(EINTR), .error(EINTR)]
    try child.write(Self.ping)
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("ping".utf8))
    #expect(injector.polls.isEmpty)
  }

  /// The answer is waiting, so only the poll's error stops the read.
  @Test func anotherPollErrorIsAFaultNamingIt() throws {
    let injector = FaultInjector()
    let child = try echo(injector)
    defer { child.terminate() }
    try child.write(Self.ping)
    injector.polls = [.error(EBADF)]
    #expect(throws: ChildFault("poll failed: errno \(EBADF)")) {
      try child.readLine(timeout: .seconds(10))
    }
  }

  /// A write that takes only part of the bytes, or none, or is interrupted,
  /// goes on with the rest: the child gets every byte once, in order.
  @Test(
    arguments: [
      [Fault.short(1)], [.short(0)], [.error(EINTR)],
      [.short(2), .error(EINTR), .short(0), .short(3), .error(EINTR)],
    ])
  func shortAndInterruptedWritesDeliverEveryByte(faults: [Fault]) throws {
    let injector = FaultInjector()
    let child = try echo(injector)
    defer { child.terminate() }
    injector.writes = faults
    try child.write(Array("hello, world\n".utf8))
    #expect(injector.writes.isEmpty)
    #expect(Array(try child.readLine(timeout: .seconds(10))) == Array("hello, world".utf8))
  }

  /// A write that fails otherwise is a fault that says how the child ended.
  @Test func aFailedWriteIsAFaultWithTheChildsExit() throws {
    let injector = FaultInjector()
    let child = try ChildProcess(command: "sh -c 'exit 5'", system: injector.calls)
    defer { child.terminate() }
    injector.writes = [.error(EPIPE)]
    #expect(throws: ChildFault("closed its input (exit status 5)")) {
      try child.write(Self.ping)
    }
  }

  /// End of file between request and answer is the child's exit, not an
  /// empty answer and not a wait until the timeout.
  @Test func endOfFileBeforeTheAnswerIsAFault() throws {
    let injector = FaultInjector(pretending: true)
    injector.waits = [(42, 3 << 8)]
    injector.reads = [.endOfFile]
    let child = injector.pretendedChild()
    try child.write(Self.ping)
    #expect(throws: ChildFault("exited (exit status 3)")) {
      try child.readLine(timeout: .seconds(30))
    }
    // One poll, which found the end at once: no wait for the timeout.
    #expect(injector.pollTimeouts.count == 1)
  }

  @Test(
    arguments: [
      (3 << 8, "exit status 3"),
      (139 << 8, "exit status 139 (the shell's child was killed by SIGSEGV)"),
      (136 << 8, "exit status 136 (the shell's child was killed by SIGFPE)"),
      (128 << 8, "exit status 128"),
      (200 << 8, "exit status 200"),
      (SIGKILL, "killed by signal 9 (SIGKILL)"),
      (SIGABRT | 0x80, "killed by signal 6 (SIGABRT)"),
      (40, "killed by signal 40"),
    ])
  func theExitIsDescribed(status: Int32, description: String) {
    let injector = FaultInjector(pretending: true)
    injector.waits = [(42, status)]
    let child = injector.pretendedChild()
    #expect(child.exitDescription(waiting: false) == description)
    // Once known, the exit is not asked again.
    #expect(child.exitDescription(waiting: true) == description)
    #expect(injector.waitpidCount == 1)
  }

  /// Not waiting asks once; waiting asks every millisecond for 200 ms
  /// (a pause of 1000 µs after each answer "running"), and stops at an
  /// error (no such child).
  @Test(arguments: [(false, 0, 1), (true, 0, 200), (true, -1, 1), (false, -1, 1)])
  func aRunningChildIsAskedAboutItsExit(waiting: Bool, answer: pid_t, asked: Int) {
    let injector = FaultInjector(pretending: true)
    injector.waitsAfter = (answer, 0)
    let child = injector.pretendedChild()
    #expect(child.exitDescription(waiting: waiting) == "still running")
    #expect(injector.waitpidCount == asked)
    #expect(injector.pauses == Array(repeating: 1000, count: answer == 0 ? asked : 0))
    #expect(injector.log.allSatisfy { $0 == "waitpid 42 \(WNOHANG)" }, "\(injector.log)")
  }
}
