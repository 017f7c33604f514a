import SafeAreaGeometry
import SafeAreaRaster
import Testing

@testable import SafeAreaInvariants

/// The reference the frame property trusts, checked on pictures worked out
/// by hand.
@Suite("Reference canvas")
struct ReferenceCanvasTests {
  /// The canvas as rows of characters: `#` for `lit`, `.` for anything else.
  func picture(_ reference: ReferenceCanvas, lit: Color) -> [String] {
    (0..<reference.height).map { y in
      String(
        (0..<reference.width).map { x in
          reference.pixels[y * reference.width + x] == lit.packed ? "#" : "."
        })
    }
  }

  func board(_ rows: [String]) throws -> CellBoard {
    try CellBoard(
      columns: rows.first?.count ?? 0, rows: rows.count,
      cells: rows.flatMap { $0.map { $0 == "#" } })
  }

  @Test func cellsFollowThePixelCentreRule() throws {
    var reference = ReferenceCanvas(width: 5, height: 3)
    reference.apply(.translate(1, 0))
    let refused = reference.perform(.cells(try board(["#.#"]), width: 1, height: 2, .white))
    #expect(!refused)
    #expect(picture(reference, lit: .white) == [".#.#.", ".#.#.", "....."])

    // Half a pixel right: centres at 0.5 past the origin fall in cell 0.
    var shifted = ReferenceCanvas(width: 4, height: 1)
    shifted.apply(.translate(0.5, 0))
    _ = shifted.perform(.cells(try board(["#."]), width: 2, height: 1, .white))
    #expect(picture(shifted, lit: .white) == ["##.."])
  }

  @Test func invalidCellsAndMismatchedGridsAreRefused() throws {
    var reference = ReferenceCanvas(width: 2, height: 2)
    let cells = try board(["##"])
    let refused1 = reference.perform(.cells(cells, width: 0, height: 1, .white))
    #expect(refused1)
    let refused2 = reference.perform(.cells(cells, width: 16_385, height: 1, .white))
    #expect(refused2)
    let refused3 = reference.perform(.cells(cells, width: 16_384, height: 1, .white))
    #expect(!refused3)
    let grid = LifeGrid(cellSize: 1, columns: 2, rows: 2)
    let refused4 = reference.perform(.life(cells, grid, .white))
    #expect(refused4)
    let empty = AutomatonGrid(cellWidth: 0, rowHeight: 0, columns: 0, rows: 0)
    let refused5 = reference.perform(.automaton(try board([]), empty, .red))
    #expect(!refused5)
    #expect(!reference.pixels.contains(Color.red.packed))
  }

  @Test func aBatchIsItsRectanglesOneByOne() {
    var reference = ReferenceCanvas(width: 4, height: 2)
    _ = reference.perform(
      .batch(
        [
          PixelRect(x: 0, y: 0, width: 2, height: 1), PixelRect(x: 1, y: 0, width: 2, height: 2),
          PixelRect(x: 3, y: 1, width: 0, height: 1),
        ], .white))
    #expect(picture(reference, lit: .white) == ["###.", ".##."])
  }

  @Test func wholePixelRectanglesRoundTheirCornersToFloatAsDrawRectangleDoes() {
    var reference = ReferenceCanvas(width: 5, height: 1)
    // -2^25 - 1 rounds to -2^25 and 2^25 + 4 stays, so the right edge is 4,
    // not 3.
    let far = 1 << 25
    reference.apply(.fillPixels(PixelRect(x: -far - 1, y: 0, width: far + 4, height: 1), .white))
    #expect(picture(reference, lit: .white) == ["####."])
  }

  @Test func aFrameRunsItsCommandsInOrderAndStopsAtARefusal() {
    var reference = ReferenceCanvas(width: 4, height: 4)
    let region = PixelRect(x: 1, y: 1, width: 2, height: 2)
    let scene: [FrameCall] = [
      .canvas(.clear(.red)),
      .canvas(.fillPixels(PixelRect(x: 0, y: 0, width: 1, height: 5), .white)),
    ]
    let commands: [HostCommand] = [
      .clearBackground, .beginScissor(region), .pushMatrix, .translate(x: 1, y: 1),
      .drawScene(SceneMetrics(screen: region.size, scale: .x1)), .popMatrix, .popMatrix,
      .endScissor,
    ]
    let refused6 = reference.perform(.frame(commands, clear: .black, scene: scene))
    #expect(refused6)
    #expect(picture(reference, lit: .white) == ["....", ".#..", ".#..", "...."])
    #expect(picture(reference, lit: .red) == ["....", "..#.", "..#.", "...."])
    #expect(picture(reference, lit: .black) == ["####", "#..#", "#..#", "####"])
    // The second pop was refused, so the scissor was never ended.
    #expect(reference.scissor == region)
    #expect(reference.stack.isEmpty)
  }

  @Test func theMatrixStackStopsAtRlglsDepth() {
    var reference = ReferenceCanvas(width: 1, height: 1)
    let refused7 = reference.perform(.pushes(32))
    #expect(!refused7)
    let refused8 = reference.perform(.pushes(1))
    #expect(refused8)
    #expect(reference.stack.count == 32)
    _ = reference.perform(.reset)
    #expect(reference.stack.isEmpty && reference.scissor == nil)
  }
}
