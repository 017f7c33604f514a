import SafeAreaGeometry
import SafeAreaRaster
import Testing

@testable import ImplementationProtocol

/// A program's host answers read back: `drawScene [width, height]` in that
/// order (a non-square scene, so exchanged sides show), and a frame's runs,
/// each of at least one pixel and none past the frame's last.
@Suite("Host answers decoded")
struct HostAnswerDecodingTests {
  static func value(_ text: String) throws -> WireValue { try WireValue.parse(Array(text.utf8)) }

  @Test func aSceneIsDrawnAtWidthThenHeight() throws {
    let plan = try HostFramePlan(
      screen: PixelSize(width: 40, height: 50), region: nil, scale: .x2,
      wire: try Self.value(#"{"commands":[["drawScene",30,20]]}"#))
    #expect(
      plan.commands == [
        .drawScene(SceneMetrics(screen: PixelSize(width: 30, height: 20), scale: .x2))
      ])
  }

  static let screen = PixelSize(width: 2, height: 2)

  @Test func runsThatFillTheFrameAreItsPixels() throws {
    let frame = try Framebuffer(
      wire: try Self.value(#"{"width":2,"height":2,"runs":[1,4278190335,3,4294967295]}"#),
      screen: Self.screen)
    #expect(frame[x: 0, y: 0] == Color(red: 255, green: 0, blue: 0))
    #expect(frame[x: 1, y: 1] == .white)
  }

  /// A run of none, or one past the last pixel after a first run, is
  /// refused before any pixel is written.
  @Test(arguments: ["[0,1,4,2]", "[1,1,4,2]", "[3,1,2,2]", "[-1,1,5,2]"])
  func runsMustBeNonEmptyAndInsideTheFrame(runs: String) throws {
    let wire = try Self.value(#"{"width":2,"height":2,"runs":"# + runs + "}")
    #expect {
      try Framebuffer(wire: wire, screen: Self.screen)
    } throws: { error in
      "\(error)".contains("runs of positive counts, 4 pixels in all")
    }
  }
}
