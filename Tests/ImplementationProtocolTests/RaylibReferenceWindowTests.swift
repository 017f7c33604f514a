import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaRaylib
import Testing

/// Which renderer draws a frame: the one of the smallest window that holds
/// it, width within width and height within height, a frame exactly the
/// window's size included. The windows are not square and their areas all
/// differ, so an exchanged side or a strict comparison picks another one.
/// Each stand-in refuses every frame with its window's size, which says
/// which one was asked.
@Suite("Raylib reference window choice")
struct RaylibReferenceWindowTests {
  /// Refuses with `$2`, the window (`6x3`): status 1, its length, its text.
  static let refuseWithTheWindow =
    #"printf '\001\000\000\000'; printf "\\$(printf %03o ${#2})\\000\\000\\000"; printf %s "$2""#

  static let windows = [
    PixelSize(width: 8, height: 8), PixelSize(width: 6, height: 3), PixelSize(width: 3, height: 7),
  ]

  @Test(
    arguments: [
      (PixelSize(width: 6, height: 3), "6x3"), (PixelSize(width: 3, height: 7), "3x7"),
      (PixelSize(width: 3, height: 6), "3x7"), (PixelSize(width: 6, height: 2), "6x3"),
      (PixelSize(width: 7, height: 2), "8x8"), (PixelSize(width: 1, height: 8), "8x8"),
      (PixelSize(width: 8, height: 8), "8x8"),
    ])
  func theSmallestWindowThatHoldsTheFrameDrawsIt(size: PixelSize, window: String) throws {
    let reference = try RaylibReferenceTests.renderer(
      answer: Self.refuseWithTheWindow, windows: Self.windows)
    defer { reference.stop() }
    #expect(throws: RaylibRendererFault("refused the frame: \(window)")) {
      try reference.render(RaylibFrame(size: size, commands: [.clearBackground(.white)]))
    }
    #expect(reference.starts == 1)
  }
}
