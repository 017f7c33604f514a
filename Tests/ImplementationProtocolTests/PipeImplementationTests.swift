import ExecutableTesting
import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaInvariants
import Testing

@Suite("Pipe client against hostile children")
struct PipeImplementationTests {
  static let box = PixelRect(x: 0, y: 0, width: 10, height: 10)
  static let region = PixelRect(x: 0, y: 100, width: 50, height: 50)

  func temporaryDirectory() throws -> String {
    try makeTemporaryDirectory(prefix: "pipe-client")
  }

  /// Starts `child` in a scratch folder and hands its `clipRect` engine to
  /// `body`; the child and the folder are gone afterwards.
  func withClipRectEngine(
    _ child: HostileChild, timeout: Duration,
    _ body: (Engine, PipeImplementation) throws -> Void
  ) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(command: try child.write(in: directory), timeout: timeout)
    defer { pipe.stop() }
    try pipe.start()
    try body(pipe.engine(providing: [.clipRect]), pipe)
  }

  @Test func aWellBehavedChildAnswersAndNothingIsRecorded() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(
      command: try HostileChild.wellBehaved.write(in: directory), timeout: .seconds(5))
    defer { pipe.stop() }
    let handshake = try pipe.start()
    #expect(handshake.provides == [.clipRect])
    let engine = pipe.engine(providing: handshake.provides)
    // The script always answers null, where the reference would clip.
    #expect(engine.clipRect(Self.box, Self.region) == nil)
    #expect(engine.takeFault?() == nil)
    #expect(pipe.starts == 1)
  }

  @Test(
    "A faulty child is a recorded fault, the reference answers, and the next call restarts it",
    arguments: HostileChild.allCases.filter { $0 != .wellBehaved && !$0.failsHandshake })
  func faultIsRecordedAndChildRestarted(child: HostileChild) throws {
    try withClipRectEngine(child, timeout: .milliseconds(300)) { engine, pipe in
      #expect(
        engine.clipRect(Self.box, Self.region) == Self.region.clipRect(forSceneBox: Self.box))
      let fault = try #require(engine.takeFault?())
      #expect(fault.contains(child.expectedFault), "\(fault)")
      #expect(fault.contains("clipRect {\"box\":[0,0,10,10],\"region\":[0,100,50,50]}"), "\(fault)")
      #expect(engine.takeFault?() == nil, "a fault is taken once")
      _ = engine.clipRect(Self.box, Self.region)
      #expect(pipe.starts == 2)
    }
  }

  @Test func aBatchAnswersTheCallsItCollected() throws {
    try withClipRectEngine(HostileChild.wellBehaved, timeout: .seconds(5)) { engine, pipe in
      let boxes = (0..<100).map { PixelRect(x: $0, y: 0, width: 10, height: 10) }
      let batchCalls = try #require(engine.batchCalls)
      // While collecting, calls get the reference's answer.
      batchCalls {
        for box in boxes {
          #expect(engine.clipRect(box, Self.region) == Self.region.clipRect(forSceneBox: box))
        }
      }
      // Afterwards the program's answers (always null) are waiting.
      for box in boxes { #expect(engine.clipRect(box, Self.region) == nil) }
      #expect(engine.takeFault?() == nil)
      #expect(pipe.starts == 1)
    }
  }

  @Test(
    "A fault inside a batch is not blamed on the batch; the call that faults fails alone",
    arguments: [HostileChild.crash, .garbage, .earlyExit])
  func faultInBatchIsReportedByTheLiveCall(child: HostileChild) throws {
    try withClipRectEngine(child, timeout: .milliseconds(300)) { engine, pipe in
      let batchCalls = try #require(engine.batchCalls)
      batchCalls { _ = engine.clipRect(Self.box, Self.region) }
      #expect(engine.takeFault?() == nil)
      _ = engine.clipRect(Self.box, Self.region)
      let fault = try #require(engine.takeFault?())
      #expect(fault.contains(child.expectedFault), "\(fault)")
    }
  }

  @Test(arguments: HostileChild.allCases.filter(\.failsHandshake))
  func aBadHandshakeIsAnErrorNamingWhatIsWrong(child: HostileChild) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(command: try child.write(in: directory), timeout: .seconds(1))
    defer { pipe.stop() }
    #expect {
      try pipe.start()
    } throws: { error in
      "\(error)".contains(child.expectedFault)
    }
  }

  @Test func aProgramThatDoesNotExistFailsTheHandshake() throws {
    let pipe = PipeImplementation(command: "/nonexistent/host --flag", timeout: .seconds(1))
    defer { pipe.stop() }
    #expect {
      try pipe.start()
    } throws: { error in
      "\(error)".contains("no handshake") && "\(error)".contains("exit status 127")
    }
  }
}
