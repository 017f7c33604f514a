import Foundation
import Testing

@testable import ImplementationProtocol

/// The served engine's reads and writes under injected faults
/// (``FaultInjector``), on real pipes: an interrupted call is made again,
/// requests split across reads or sharing one are each answered once, a
/// read that fails ends serving, and a write that fails or takes nothing
/// drops the rest of its text (the reader has gone) while serving goes on.
@Suite("Served engine under injected faults")
struct EngineServerFaultTests {
  static let server = EngineServer()
  static let requests = "hello\n[1,2\n"

  /// What the server writes with no faults: its handshake, then one answer
  /// a request.
  static var handshake: String { server.handshake + "\n" }
  static var answers: String {
    ["hello", "[1,2"].map { server.respond(to: Array($0.utf8)) + "\n" }.joined()
  }

  /// Serves `requests` (then the end of input) with `injector`'s calls and
  /// returns all the server wrote.
  static func served(_ injector: FaultInjector) throws -> String {
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    try #require(pipe(&input) == 0 && pipe(&output) == 0)
    let bytes = Array(requests.utf8)
    try #require(write(input[1], bytes, bytes.count) == bytes.count)
    close(input[1])
    server.serve(input: input[0], output: output[1], system: injector.calls)
    close(input[0])
    close(output[1])
    let handle = FileHandle(fileDescriptor: output[0], closeOnDealloc: true)
    return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
  }

  @Test(
    arguments: [
      [Fault](), [.error(EINTR)], [.error(EINTR), .error(EINTR)], [.short(3)],
      [.short(5), .short(1)], [.short(6), .error(EINTR), .short(2)],
    ])
  func interruptedAndShortReadsLoseNoRequest(faults: [Fault]) throws {
    let injector = FaultInjector()
    injector.reads = faults
    #expect(try Self.served(injector) == Self.handshake + Self.answers)
  }

  @Test func aFailedReadEndsServing() throws {
    let injector = FaultInjector()
    injector.reads = [.error(EIO)]
    #expect(try Self.served(injector) == Self.handshake)
  }

  @Test(
    arguments: [
      [Fault.short(1)], [.error(EINTR)], [.short(4), .error(EINTR), .short(1), .error(EINTR)],
    ])
  func interruptedAndShortWritesDeliverEveryByte(faults: [Fault]) throws {
    let injector = FaultInjector()
    injector.writes = faults
    #expect(try Self.served(injector) == Self.handshake + Self.answers)
    #expect(injector.writes.isEmpty)
  }

  /// The handshake's write fails or takes nothing (even right after an
  /// interruption, `errno` still EINTR): the handshake is dropped, the
  /// answers still go out.
  @Test(arguments: [[Fault.error(EPIPE)], [.endOfFile], [.error(EINTR), .endOfFile]])
  func aWriteThatFailsDropsItsText(faults: [Fault]) throws {
    let injector = FaultInjector()
    injector.writes = faults
    #expect(try Self.served(injector) == Self.answers)
  }
}
