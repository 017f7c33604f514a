import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib
import Testing

/// The documented differences from raylib, as the frames raylib is sent.
@Suite("Frames sent to raylib under the documented differences")
struct RaylibDifferencesTests {
  static let size = PixelSize(width: 8, height: 8)
  static let shape = RaylibCommand.drawRectangle(x: 0, y: 0, width: 2, height: 2, .white)

  static func sent(_ commands: [RaylibCommand]) -> [RaylibCommand] {
    RaylibFrame(size: size, commands: commands).asTheCanvasDrawsIt.commands
  }

  @Test func aClearAfterBatchedShapesIsFlushedFirst() {
    #expect(
      Self.sent([.clearBackground(.black), Self.shape, .clearBackground(.red)]) == [
        .clearBackground(.black), Self.shape, .drawRenderBatchActive, .clearBackground(.red),
      ])
  }

  @Test func aScissorChangeFlushesSoNothingIsAdded() {
    let commands: [RaylibCommand] = [
      Self.shape, .endScissorMode, .clearBackground(.red), Self.shape,
      .beginScissorMode(x: 0, y: 0, width: 4, height: 4), .clearBackground(.red),
    ]
    #expect(Self.sent(commands) == commands)
  }

  @Test func aTranslationOutsideAnyPushAfterShapesIsFlushedFirst() {
    #expect(
      Self.sent([Self.shape, .translate(x: 1, y: 0)]) == [
        Self.shape, .drawRenderBatchActive, .translate(x: 1, y: 0),
      ])
    // Inside a push the translation goes to rlgl's transform: no flush.
    let pushed: [RaylibCommand] = [.pushMatrix, Self.shape, .translate(x: 1, y: 0), .popMatrix]
    #expect(Self.sent(pushed) == pushed)
  }

  @Test func pushesBeyondTheStackAndPopsOfAnEmptyOneCountAsRlglCountsThem() {
    // 33 pushes leave rlgl at depth 32; 32 pops bring it to 0, and the
    // translation after them is outside any push again.
    let commands: [RaylibCommand] =
      Array(repeating: .pushMatrix, count: 33) + [Self.shape]
      + Array(repeating: .popMatrix, count: 32) + [.translate(x: 0, y: 1)]
    let sent = Self.sent(commands)
    #expect(sent.count == commands.count + 1)
    #expect(sent[sent.count - 2] == .drawRenderBatchActive)
    // One pop fewer: still inside a push.
    let inside = Array(commands.dropLast(2)) + [.translate(x: 0, y: 1)]
    #expect(Self.sent(inside) == inside)
  }

  @Test func aTranslucentShapeTurnsBlendingOffForTheWholeFrame() {
    let glass = Color(red: 1, green: 2, blue: 3, alpha: 4)
    let commands: [RaylibCommand] = [.drawCircleV(x: 3, y: 3, radius: 2, glass)]
    #expect(Self.sent(commands) == [.disableBlending] + commands)
    // A translucent clear is stored by glClear in raylib too.
    #expect(Self.sent([.clearBackground(glass)]) == [.clearBackground(glass)])
  }

  @Test func scissorEdgesFarOutsideAreClampedKeepingTheSamePixels() {
    #expect(
      Self.sent([.beginScissorMode(x: 0, y: -67_108_863, width: 1, height: 0)]) == [
        .beginScissorMode(x: 0, y: -16_384, width: 1, height: 0)
      ])
    #expect(
      Self.sent([.beginScissorMode(x: -100_000, y: 2, width: 100_003, height: 3)]) == [
        .beginScissorMode(x: -16_384, y: 2, width: 16_387, height: 3)
      ])
    // A refused rectangle is sent as it is: GL refuses it whatever its values.
    let refused: [RaylibCommand] = [.beginScissorMode(x: .max, y: 0, width: -1, height: .max)]
    #expect(Self.sent(refused) == refused)
  }

  @Test func theCanvasIgnoresTheCommandsOnlyRaylibNeeds() throws {
    let plain = RaylibFrame(size: Self.size, commands: [Self.shape, .clearBackground(.red)])
    let flushed = plain.asTheCanvasDrawsIt
    let canvas = try #require(plain.renderedByCanvas())
    #expect(canvas == flushed.renderedByCanvas())
    #expect(canvas.allPixels(in: canvas.bounds, are: .red))
  }
}
