import Foundation
import Testing

@testable import ImplementationProtocol

/// The pipe client's time limits, read off a scripted clock (the
/// ``FaultInjector`` seam, through the client's internal initializer): a
/// call has its timeout (2 s unless given), and the handshake at least
/// 5 s, since a program may take a while to start. Each poll is failed at
/// once, so nothing waits.
@Suite("Pipe client time limits")
struct PipeTimeoutTests {
  @Test func aCallHasTwoSecondsUnlessGiven() {
    #expect(PipeImplementation(command: "true").timeout == .seconds(2))
  }

  @Test(
    arguments: [
      (Duration.seconds(2), Int32(5001)), (.seconds(5), 5001), (.seconds(7), 7001),
      (.milliseconds(4999), 5001),
    ])
  func theHandshakeHasAtLeastFiveSeconds(timeout: Duration, milliseconds: Int32) {
    let injector = FaultInjector()
    injector.clock = [.zero]
    injector.polls = [.error(EBADF)]
    let pipe = PipeImplementation(command: "cat", timeout: timeout, system: injector.calls)
    defer { pipe.stop() }
    #expect(throws: ChildFault("no handshake: poll failed: errno \(EBADF)")) {
      try pipe.start()
    }
    #expect(injector.pollTimeouts == [milliseconds])
  }
}
