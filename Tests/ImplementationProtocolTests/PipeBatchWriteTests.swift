import ExecutableTesting
import Foundation
import SafeAreaInvariants
import Testing

@testable import ImplementationProtocol

/// Where a batch is cut into writes: requests go into one write until it
/// holds 32 KiB (32768 bytes) or more, so a write never waits for the
/// program to read while the program waits for us to read. The requests
/// here are sized so the write reaches exactly 32768, or stops one short
/// of it, after the eighth; the write sizes are read off the fault seam.
@Suite("Pipe client batch writes")
struct PipeBatchWriteTests {
  /// Arguments that make a request of `size` bytes (ids 1 to 9 take 33
  /// bytes and the arguments, id 10 one more), told apart by their first
  /// letter.
  static func arguments(request size: Int, letter: Character) -> String {
    #"{"p":""# + String(letter) + String(repeating: "x", count: size - 33 - 9) + #""}"#
  }

  @Test(
    arguments: [
      (4096, [32768, 4096 + 4097]), (4095, [32767 + 4096, 4097]),
    ])
  func aWriteEndsOnceItHolds32KiB(eighth: Int, writes: [Int]) throws {
    let directory = try makeTemporaryDirectory(prefix: "pipe-batch")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (command, log) = try PipeRequestLogTests.program(in: directory)
    let injector = FaultInjector()
    let pipe = PipeImplementation(command: command, timeout: .seconds(10), system: injector.calls)
    defer { pipe.stop() }
    let sizes = Array(repeating: 4096, count: 7) + [eighth, 4096, 4096]
    let texts = zip(sizes, "abcdefghij").map { Self.arguments(request: $0, letter: $1) }
    #expect(texts.map { 33 + $0.utf8.count } == sizes)
    pipe.batch {
      for text in texts { _ = pipe.call(EngineFunction(\.clipRect), arguments: text) }
    }
    #expect(injector.writeCounts == writes)
    #expect(PipeRequestLogTests.lines(log).count == 10)
  }
}
