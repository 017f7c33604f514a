import ExecutableTesting
import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster
import Testing

/// Protocol 2's `hostFrame` against small shell programs.
@Suite("Pipe protocol 2: hostFrame")
struct HostFrameProtocolTests {
  static let request = HostFrameRequest(
    screen: PixelSize(width: 2, height: 1), region: PixelRect(x: 1, y: 0, width: 1, height: 1),
    previous: .orange, clear: .black, scene: .overshoot(3, background: .white, color: .red))

  /// A program speaking `version` that provides `provides` and answers every
  /// request with `result`.
  func program(version: Int = 2, provides: String = #"["hostFrame"]"#, result: String) throws
    -> (command: String, directory: String)
  {
    let directory = try makeTemporaryDirectory(prefix: "host-frame")
    let path = directory + "/host.sh"
    let script = """
      printf '{"protocol":\(version),"provides":\(provides)}\\n'
      while read -r line; do id=${line#*\\"id\\":}; id=${id%%,*}; printf '{"id":%s,"result":%s}\\n' "$id" '\(result)'; done
      """
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    return ("/bin/sh \(path)", directory)
  }

  @Test func aFrameOfRunsIsDecodedAndJudgedInsteadOfTheCanvas() throws {
    // Black (0, 0, 0, 255) then white: 4278190080 and 4294967295.
    let (command, directory) = try program(
      result: #"{"width":2,"height":1,"runs":[1,4278190080,1,4294967295]}"#)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(command: command, timeout: .seconds(5))
    defer { pipe.stop() }
    let handshake = try pipe.start()
    #expect(handshake.version == 2)
    #expect(handshake.provides == [EngineFunction(\.hostFrame)])
    let engine = pipe.engine(providing: handshake.provides)
    let frame = try #require(engine.hostFrame?(Self.request))
    #expect(frame[x: 0, y: 0] == .black)
    #expect(frame[x: 1, y: 0] == .white)
    #expect(engine.takeFault?() == nil)
  }

  @Test(
    "A frame of the wrong shape is a fault that names it",
    arguments: [
      (#"{"width":3,"height":1,"runs":[3,0]}"#, "a 2x1 frame (the screen), not 3x1"),
      (#"{"width":2,"height":1,"runs":[1,0]}"#, "runs of 2 pixels in all, not 1"),
      (#"{"width":2,"height":1,"runs":[2,4294967296]}"#, "rgba integers below 2^32"),
      (#"{"width":2,"height":1,"runs":[2]}"#, "[count, rgba, count, rgba, ...]"),
    ])
  func wrongShapes(answer: String, expected: String) throws {
    let (command, directory) = try program(result: answer)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(command: command, timeout: .seconds(5))
    defer { pipe.stop() }
    let engine = pipe.engine(providing: try pipe.start().provides)
    #expect(engine.hostFrame?(Self.request) == nil)
    let fault = try #require(engine.takeFault?())
    #expect(fault.contains("hostFrame"), "\(fault)")
    #expect(fault.contains(expected), "\(fault)")
  }

  @Test func theRequestCarriesTheSchemaInOrder() throws {
    // The program echoes nothing useful; the request is checked in the
    // fault message, which quotes the arguments.
    let (command, directory) = try program(result: "null")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(command: command, timeout: .seconds(5))
    defer { pipe.stop() }
    let engine = pipe.engine(providing: try pipe.start().provides)
    _ = engine.hostFrame?(Self.request)
    let fault = try #require(engine.takeFault?())
    #expect(
      fault.contains(
        #"{"screen":[2,1],"region":[1,0,1,1],"previous":[255,161,0,255],"clear":[0,0,0,255],"#
          + #""scene":{"kind":"overshoot","overshoot":3,"background":[255,255,255,255],"color":[230,41,55,255]}}"#
      ), "\(fault)")
  }

  @Test func aVersionOneProgramCannotProvideHostFrame() throws {
    let (command, directory) = try program(version: 1, result: "null")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pipe = PipeImplementation(command: command, timeout: .seconds(5))
    defer { pipe.stop() }
    #expect {
      try pipe.start()
    } throws: { error in
      "\(error)".contains("provides 'hostFrame', which is not a function of protocol 1")
    }
  }
}
