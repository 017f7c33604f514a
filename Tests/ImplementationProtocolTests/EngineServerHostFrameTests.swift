import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster
import Testing

@testable import ImplementationProtocol

/// The served engine's `hostFrame` answers, in process (WireSelfTests
/// judges them through a `fuzz --serve-engine` child, whose code a test's
/// coverage does not see): a frame drawn, by the Canvas or by an engine's
/// own `hostFrame`, is a result in the frame's encoding; an engine's own
/// `hostFrame` that draws nothing is the error an absent frame gets, not
/// `null`; and a screen no frame has is refused.
@Suite("Served host frames")
struct EngineServerHostFrameTests {
  static let request = HostFrameRequest(
    screen: PixelSize(width: 40, height: 30), region: PixelRect(x: 0, y: 6, width: 40, height: 20),
    previous: nil, clear: .black, scene: .overshoot(12, background: .rayWhite, color: .maroon))

  static func line(_ request: HostFrameRequest) -> [UInt8] {
    Array(#"{"id":7,"fn":"hostFrame","args":\#(request.wireText)}"#.utf8)
  }

  @Test func aDrawnFrameIsAResult() throws {
    let frame = try #require(Self.request.renderedByCanvas())
    #expect(
      EngineServer().respond(to: Self.line(Self.request))
        == #"{"id":7,"result":\#(frame.wireText)}"#)
  }

  @Test func anEnginesOwnFrameIsAResult() throws {
    let frame = try #require(Self.request.renderedByCanvas())
    var engine = Engine.real
    engine.hostFrame = { _ in frame }
    #expect(
      EngineServer(engine: engine).respond(to: Self.line(Self.request))
        == #"{"id":7,"result":\#(frame.wireText)}"#)
  }

  @Test func anEnginesOwnFrameThatIsNotDrawnIsAnError() {
    var engine = Engine.real
    engine.hostFrame = { _ in nil }
    #expect(
      EngineServer(engine: engine).respond(to: Self.line(Self.request))
        == #"{"id":7,"error":"the engine could not draw this frame"}"#)
  }

  @Test func aScreenWithNoFrameIsRefused() {
    var request = Self.request
    request.screen = PixelSize(width: 0, height: 30)
    let answer = EngineServer().respond(to: Self.line(request))
    #expect(answer.hasPrefix(#"{"id":7,"error":"a 0x30 screen has no frame"#), "\(answer)")
  }
}
