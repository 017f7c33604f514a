import Foundation
import Testing

@testable import ImplementationProtocol

/// Ending a child, step by step, on a pretended child whose group and
/// clock the test scripts (``FaultInjector``): the pipes are closed, the
/// processes the child started are asked (SIGTERM, then SIGCONT), the child
/// itself at once when it is alone and else at half the grace, the group
/// gets its grace, and only then is it killed.
/// Nothing here waits: the grace passes when the scripted clock says.
@Suite("Child process: asked to end, then killed")
struct ChildProcessTerminationTests {
  /// The signals sent, as the log writes them.
  static func signals(_ log: [String]) -> [String] { log.filter { $0.hasPrefix("kill") } }

  /// A child that has ended, alone in its group: its pipes are closed and
  /// it is reaped, once, with no signal; a second call does nothing.
  @Test func anEndedChildIsReapedWithoutASignal() {
    let injector = FaultInjector(pretending: true)
    injector.waits = [(42, 3 << 8)]
    let child = injector.pretendedChild()
    child.terminate()
    #expect(injector.log == ["close 7", "close 8", "waitpid 42 \(WNOHANG)", "members 42"])
    child.terminate()
    #expect(injector.log.count == 4, "\(injector.log)")
    #expect(child.exitDescription(waiting: true) == "exit status 3")
    #expect(injector.log.count == 4, "\(injector.log)")
  }

  /// A child that ends at the end of its input, within a tenth of the
  /// grace, is sent no signal.
  @Test func aChildThatEndsWithItsInputIsNotSignalled() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(199)]
    injector.waits = [(0, 0), (42, 0)]
    injector.groups = [[42]]
    let child = injector.pretendedChild(grace: .seconds(2))
    child.terminate()
    #expect(Self.signals(injector.log).isEmpty, "\(injector.log)")
    #expect(child.exitDescription(waiting: false) == "exit status 0")
  }

  /// A child alone in its group is asked once a tenth of the grace has
  /// passed, and ends: SIGTERM, SIGCONT (a stopped child acts on SIGTERM
  /// only once it runs), never SIGKILL.
  @Test func aChildAloneIsAskedAndEnds() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(200)]
    injector.waits = [(0, 0), (42, SIGTERM)]
    injector.groups = [[42]]
    let child = injector.pretendedChild(grace: .seconds(2))
    child.terminate()
    #expect(Self.signals(injector.log) == ["kill 42 \(SIGTERM)", "kill 42 \(SIGCONT)"])
    #expect(injector.pauses == [1000])
    #expect(child.exitDescription(waiting: false) == "killed by signal 15 (SIGTERM)")
  }

  /// A wrapper (xvfb-run, a shell running a pipeline): the processes it
  /// started are asked first, and the wrapper, which then cleans up, is
  /// left to exit by itself; a process that joins the group meanwhile (the
  /// wrapper's cleanup) is not asked.
  @Test func theProcessesAWrapperStartedAreAskedFirst() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(200)]
    injector.waits = [(0, 0), (0, 0), (0, 0), (0, 0), (42, 0)]
    injector.groups = [[42, 43, 44], [42, 43], [42, 45], [42]]
    let child = injector.pretendedChild(grace: .seconds(2))
    child.terminate()
    #expect(
      Self.signals(injector.log) == [
        "kill 43 \(SIGTERM)", "kill 43 \(SIGCONT)", "kill 44 \(SIGTERM)", "kill 44 \(SIGCONT)",
      ])
    // The pause doubles from 1 ms while the group ends.
    #expect(injector.pauses == [1000, 2000, 4000, 8000])
    #expect(child.exitDescription(waiting: false) == "exit status 0")
  }

  /// A wrapper still there once half the grace has passed, its command
  /// gone, is asked too (asked earlier, xvfb-run would die in the middle
  /// of removing its files).
  @Test func aWrapperLeftAloneIsAskedAtHalfTheGrace() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(200), .milliseconds(999), .seconds(1)]
    injector.waits = [(0, 0), (0, 0), (0, 0), (42, SIGTERM)]
    injector.groups = [[42, 43], [42], [42]]
    let child = injector.pretendedChild(grace: .seconds(2))
    child.terminate()
    #expect(
      Self.signals(injector.log) == [
        "kill 43 \(SIGTERM)", "kill 43 \(SIGCONT)", "kill 42 \(SIGTERM)", "kill 42 \(SIGCONT)",
      ])
    #expect(child.exitDescription(waiting: false) == "killed by signal 15 (SIGTERM)")
  }

  /// A group that does not end within the grace is killed whole, then
  /// waited for and reaped.
  @Test func aGroupThatOutlivesTheGraceIsKilled() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(500), .seconds(1), .seconds(2)]
    injector.waits = [(0, 0), (0, 0), (0, 0), (42, SIGKILL)]
    injector.groups = [[42], [42], [42]]
    let child = injector.pretendedChild(grace: .seconds(2))
    child.terminate()
    #expect(
      Self.signals(injector.log) == [
        "kill 42 \(SIGTERM)", "kill 42 \(SIGCONT)", "kill -42 \(SIGKILL)",
      ])
    #expect(child.exitDescription(waiting: false) == "killed by signal 9 (SIGKILL)")
  }

  /// Just before the grace ends, nothing is killed yet.
  @Test func theGraceIsWaitedInFull() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(1999), .milliseconds(1999)]
    injector.waits = [(0, 0), (0, 0), (42, SIGTERM)]
    injector.groups = [[42], [42]]
    let child = injector.pretendedChild(grace: .seconds(2))
    child.terminate()
    #expect(!injector.log.contains("kill -42 \(SIGKILL)"), "\(injector.log)")
  }

  /// Where a group cannot be listed, the whole group is asked, and it is
  /// alive while it answers signal 0.
  @Test func aGroupThatCannotBeListedIsAskedWhole() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(200), .seconds(3)]
    injector.waits = [(0, 0), (0, 0), (42, SIGKILL)]
    injector.groups = [nil, nil]
    let child = injector.pretendedChild(grace: .seconds(2))
    child.terminate()
    #expect(
      Self.signals(injector.log) == [
        "kill -42 0", "kill -42 \(SIGTERM)", "kill -42 \(SIGCONT)", "kill -42 0",
        "kill -42 \(SIGKILL)",
      ])
  }

  @Test func releasingAChildTerminatesIt() {
    let injector = FaultInjector(pretending: true)
    injector.waits = [(42, 0)]
    do { _ = injector.pretendedChild() }
    #expect(injector.log.prefix(2) == ["close 7", "close 8"], "\(injector.log)")
    #expect(injector.log.contains("members 42"), "\(injector.log)")
  }
}
