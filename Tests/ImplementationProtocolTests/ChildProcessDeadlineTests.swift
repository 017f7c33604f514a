import Foundation
import Testing

@testable import ImplementationProtocol

/// A read's deadline, on a clock the test sets (``FaultInjector/clock``):
/// each poll waits exactly the time left, in whole milliseconds rounded up;
/// the deadline is the call's, not each poll's; and a call whose time is up
/// fails at once, without one more poll. Nothing here waits.
@Suite("Child process deadlines on a scripted clock")
struct ChildProcessDeadlineTests {
  static func attoseconds(_ count: Int64) -> Duration {
    Duration(secondsComponent: 0, attosecondsComponent: count)
  }

  /// The time a poll is given, in milliseconds: what is left of the call's
  /// time, rounded up to the next whole millisecond (one more when it is
  /// whole), clamped to what poll(2) takes.
  @Test(
    arguments: [
      (Duration.milliseconds(1500), Duration.zero, Int32(1501)),
      (.seconds(100), .zero, 100_001),
      (.milliseconds(250), .milliseconds(100), 151),
      (.seconds(1), .nanoseconds(1), 1000),
      (.seconds(1), Self.attoseconds(1), 1000),
      (.seconds(2), Self.attoseconds(999_999_999_999_999), 2000),
      (.seconds(2), Self.attoseconds(1_000_000_000_000_001), 1999),
      (.seconds(10_000_000), .zero, Int32.max),
    ])
  func aPollIsGivenTheTimeLeft(timeout: Duration, elapsed: Duration, milliseconds: Int32) {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, elapsed]
    // The poll fails at once, ending the call after its one poll.
    injector.polls = [.error(EBADF)]
    let child = injector.pretendedChild()
    #expect(throws: ChildFault("poll failed: errno \(EBADF)")) {
      try child.readLine(timeout: timeout)
    }
    #expect(injector.pollTimeouts == [milliseconds])
  }

  /// A line that comes in pieces is waited for until the call's deadline,
  /// set once: the second poll gets what the first left.
  @Test func theDeadlineIsTheCallsNotEachPolls() throws {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(400), .milliseconds(900)]
    injector.reads = [.bytes(Array("pi".utf8)), .bytes(Array("ng\n".utf8))]
    let child = injector.pretendedChild()
    #expect(Array(try child.readLine(timeout: .seconds(1))) == Array("ping".utf8))
    #expect(injector.pollTimeouts == [601, 101])
  }

  /// read(count:) keeps one deadline for all its bytes too.
  @Test func aBinaryReadHasOneDeadline() throws {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .milliseconds(300), .milliseconds(700)]
    injector.reads = [.bytes([1, 2, 3]), .bytes([4, 5, 6, 7])]
    let child = injector.pretendedChild()
    #expect(Array(try child.read(count: 5, timeout: .seconds(1))) == [1, 2, 3, 4, 5])
    #expect(injector.pollTimeouts == [701, 301])
    // What came beyond the count is the next read's, with no poll.
    #expect(Array(try child.read(count: 2, timeout: .seconds(1))) == [6, 7])
    #expect(injector.pollTimeouts.count == 2)
  }

  /// A poll that times out is asked again while time is left, and the call
  /// fails with the timeout once the deadline has passed, naming it.
  @Test func aPollThatTimesOutIsRepeatedUntilTheDeadline() {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, .zero, .milliseconds(600), .milliseconds(1200)]
    injector.polls = [.short(0), .short(0)]
    let child = injector.pretendedChild()
    #expect(throws: ChildFault("did not answer within 1.0 seconds")) {
      try child.readLine(timeout: .seconds(1))
    }
    #expect(injector.pollTimeouts == [1001, 401])
  }

  /// With no time left (exactly none), the call fails without polling.
  @Test(arguments: [Duration.seconds(1), .seconds(3)])
  func aCallWithNoTimeLeftDoesNotPoll(elapsed: Duration) {
    let injector = FaultInjector(pretending: true)
    injector.clock = [.zero, elapsed]
    let child = injector.pretendedChild()
    #expect(throws: ChildFault("did not answer within 1.0 seconds")) {
      try child.read(count: 1, timeout: .seconds(1))
    }
    #expect(injector.pollTimeouts.isEmpty)
  }
}
