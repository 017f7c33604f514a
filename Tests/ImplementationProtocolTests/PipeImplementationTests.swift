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
    try body(pipe.engine(providing: [EngineFunction(\.clipRect)]), pipe)
  }

  @Test func aWellBehavedChildAnswersAndNothingIsRecorded() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(
      command: try HostileChild.wellBehaved.write(in: directory), timeout: .seconds(5))
    defer { pipe.stop() }
    let handshake = try pipe.start()
    #expect(handshake.provides == [EngineFunction(\.clipRect)])
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

  /// The answers of a batch are the batch's: a program that numbers the
  /// requests it reads (answering a rectangle at x = that number) shows in
  /// which order they reached it. Collected in order 1 to 40 and asked in
  /// reverse, every box still gets the number of its place in the batch,
  /// and nothing more reaches the program afterwards.
  @Test func batchedRequestsReachTheProgramInOneBatchInOrder() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/numbered.sh"
    let text = """
      \(HostileChild.handshake)
      n=0
      while \(HostileChild.readRequest); do
        n=$((n + 1))
        printf '{"id":%s,"result":[%s,0,1,1]}\\n' "$id" "$n"
      done
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: script), options: .atomic)
    let pipe = PipeImplementation(command: "sh " + script, timeout: .seconds(5))
    defer { pipe.stop() }
    try pipe.start()
    let engine = pipe.engine(providing: [EngineFunction(\.clipRect)])
    let boxes = (0..<40).map { PixelRect(x: $0, y: 0, width: 10, height: 10) }
    let batchCalls = try #require(engine.batchCalls)
    batchCalls {
      for box in boxes { _ = engine.clipRect(box, Self.region) }
    }
    for (index, box) in boxes.enumerated().reversed() {
      #expect(
        engine.clipRect(box, Self.region) == PixelRect(x: index + 1, y: 0, width: 1, height: 1),
        "box \(index)")
    }
    #expect(engine.takeFault?() == nil)
    // A call the batch did not collect goes to the program: request 41.
    #expect(
      engine.clipRect(PixelRect(x: 99, y: 0, width: 10, height: 10), Self.region)
        == PixelRect(x: 41, y: 0, width: 1, height: 1))
    #expect(pipe.starts == 1)
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
