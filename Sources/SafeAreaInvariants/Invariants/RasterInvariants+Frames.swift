// Policy: host frames are generated in the plan's shape (clear, scissor to a
// region, push, translate to it, the scene, pop, end the scissor), often
// with one command dropped, doubled, swapped or added, and their scenes
// start with their own clear and then draw boards, batches and shapes: that
// is what sends a board through the composite path (a clear pending under
// the whole-pixel translation), its bands above and below, and the pending
// clears through their uncovered bands. Boards are small with cells of a
// few pixels, sometimes larger than the canvas or of an invalid size, and
// grids sometimes mismatch their boards. Between frames come plain calls, so
// a canvas left deferring or holding a clear shows at the next call.

import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster

extension InvariantSuite {
  /// A board of the drawn extents (negative ones taken as 0), each cell
  /// alive or dead.
  static func smallBoard(columns: Gen<Int>, rows: Gen<Int>) -> Gen<CellBoard> {
    Gen { choices in
      let c = columns.generate(&choices)
      return smallBoard(columns: c, rows: rows.generate(&choices), &choices)
    }
  }

  /// Draws a board of the given extents (negative ones taken as 0), each
  /// cell alive or dead (a fair coin each, as `Gen.bool` draws it), without
  /// building a generator per case.
  static func smallBoard(columns: Int, rows: Int, _ choices: inout ChoiceSequence) -> CellBoard {
    let c = Swift.max(0, columns)
    let r = Swift.max(0, rows)
    var cells: [Bool] = []
    cells.reserveCapacity(c * r)
    var index = 0
    while index < c * r {
      cells.append(choices.draw(below: 2) == 1)
      index += 1
    }
    guard let board = try? CellBoard(columns: c, rows: r, cells: cells) else {
      preconditionFailure("a \(c) x \(r) board of \(cells.count) cells was refused")
    }
    return board
  }

  /// The calls a frame property draws with, scenes' calls included.
  static let frameSceneCall: Gen<FrameCall> = {
    let color = canvasColor
    let side = Gen<Int>.int(in: 0...6)
    let cellSide = Gen<Int>.frequency([
      (8, .int(in: 1...4)), (2, .int(in: 5...24)),
      (1, .element(of: [0, -1, 16_384, 16_385, .min, .max])),
    ])
    let board = smallBoard(columns: side, rows: side)
    // Huge whole-pixel rectangles that still reach the canvas: their edges
    // lie far outside it, where a Double would round them.
    let big = Gen<Int>.int(in: 1 << 53...1 << 62)
    let hugeRect = Gen { choices in
      let b = big.generate(&choices)
      let near = Gen<Int>.int(in: -3...18)
      return PixelRect(
        x: near.generate(&choices) - b, y: near.generate(&choices),
        width: b + near.generate(&choices), height: near.generate(&choices))
    }
    let rect = Gen<PixelRect>.frequency([
      (6, smallPixelRect), (1, hugeRect),
      (1, hugeRect.map { PixelRect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) }),
    ])
    // Lines along an axis with ends on half pixels, and short ones.
    let half = Gen<Int>.int(in: -2...36).map { Double($0) / 2 }
    let axisLine = Gen { choices -> FrameCall in
      let a = Point(x: half.generate(&choices), y: half.generate(&choices))
      let length = half.generate(&choices)
      let b =
        Gen<Bool>.bool.generate(&choices)
        ? Point(x: a.x + length, y: a.y) : Point(x: a.x, y: a.y + length)
      let thickness = choices.int(in: 0...4)
      return .canvas(.line(a, b, Double(thickness), color.generate(&choices)))
    }
    let shortLine = Gen { choices -> FrameCall in
      let a = Point(x: eighths(0...16).generate(&choices), y: eighths(0...16).generate(&choices))
      let d = eighths(-1...1)
      let b = Point(x: a.x + d.generate(&choices), y: a.y + d.generate(&choices))
      let thick = Gen<Bool>.bool.generate(&choices)
      return thick
        ? .canvas(.line(a, b, eighths(1...4).generate(&choices), color.generate(&choices)))
        : .thinLine(a, b, color.generate(&choices))
    }
    let mismatch = Gen<Int>.frequency([(5, .always(0)), (1, .element(of: [-1, 1]))])
    return Gen<FrameCall>.frequency([
      (4, canvasCall.map { .canvas($0) }),
      (1, color.map { .canvas(.clear($0)) }),
      (2, rect.zip(color).map { .canvas(.fillPixels($0.0, $0.1)) }),
      (
        5,
        Gen { choices in
          .cells(
            board.generate(&choices), width: cellSide.generate(&choices),
            height: cellSide.generate(&choices), color.generate(&choices))
        }
      ),
      (
        2,
        Gen { choices in
          let grid = LifeGrid(
            cellSize: cellSide.generate(&choices), columns: side.generate(&choices),
            rows: side.generate(&choices))
          let columns = grid.columns + mismatch.generate(&choices)
          let rows = grid.rows + mismatch.generate(&choices)
          let cells = smallBoard(columns: columns, rows: rows, &choices)
          return .life(cells, grid, color.generate(&choices))
        }
      ),
      (
        2,
        Gen { choices in
          let grid = AutomatonGrid(
            cellWidth: cellSide.generate(&choices), rowHeight: cellSide.generate(&choices),
            columns: side.generate(&choices), rows: side.generate(&choices))
          let columns = grid.columns + mismatch.generate(&choices)
          let rows = grid.rows + mismatch.generate(&choices)
          let cells = smallBoard(columns: columns, rows: rows, &choices)
          return .automaton(cells, grid, color.generate(&choices))
        }
      ),
      (3, rect.array(count: 0...6).zip(color).map { .batch($0.0, $0.1) }),
      (1, axisLine),
      (1, shortLine),
      (
        1,
        Gen<Int>.int(in: -2...2).zip(.int(in: -2...2)).map {
          .canvas(.translate(Double($0.0), Double($0.1)))
        }
      ),
    ])
  }()

  /// A host frame: the plan's commands for a region, perhaps edited, and a
  /// scene that mostly starts with its own clear.
  static let hostFrame: Gen<FrameCall> = {
    // Every generator is built once here, not per case (a generator is a
    // closure, and building one costs more than a draw in a debug build);
    // the draws are the same as drawing each where it is used.
    let color = canvasColor
    let at = Gen<Int>.int(in: -2...12)
    let extent = Gen<Int>.int(in: -1...16)
    let edit = Gen<Int>.frequency([(4, .always(0)), (1, .int(in: 1...4))])
    // A scene that scissors again and clears makes a second pending clear
    // over part of the first, whose uncovered bands must still be stored.
    let reclip = Gen { choices -> [FrameCall] in
      let rect = PixelRect(
        x: at.generate(&choices), y: at.generate(&choices), width: extent.generate(&choices),
        height: extent.generate(&choices))
      return [.canvas(.beginScissor(rect)), .canvas(.clear(color.generate(&choices)))]
    }
    let steps = Gen<[FrameCall]>.frequency([
      (3, frameSceneCall.map { [$0] }), (1, reclip),
    ]).array(count: 0...4)
    return Gen { choices -> FrameCall in
      let region = PixelRect(
        x: at.generate(&choices), y: at.generate(&choices), width: extent.generate(&choices),
        height: extent.generate(&choices))
      var commands: [HostCommand] = [
        .clearBackground, .beginScissor(region), .pushMatrix,
        .translate(x: region.x, y: region.y),
        .drawScene(SceneMetrics(screen: region.size, scale: .x1)), .popMatrix, .endScissor,
      ]
      let index = choices.int(in: 0...commands.count - 1)
      switch edit.generate(&choices) {
      case 1: commands.remove(at: index)
      case 2: commands.insert(commands[index], at: index)
      case 3: commands.swapAt(index, Swift.min(index + 1, commands.count - 1))
      case 4:
        commands.insert(
          .beginScissor(
            PixelRect(
              x: at.generate(&choices), y: at.generate(&choices), width: extent.generate(&choices),
              height: extent.generate(&choices))), at: index)
      default: break
      }
      var scene: [FrameCall] = []
      if choices.int(in: 0...3) > 0 {
        scene.append(.canvas(.clear(color.generate(&choices))))
      }
      scene += steps.generate(&choices).flatMap { $0 }
      return .frame(commands, clear: color.generate(&choices), scene: scene)
    }
  }()

  /// Host frames, boards, rectangle batches and the canvas's defaults light
  /// exactly the pixels of a reference that has none of the fast paths.
  static func rasterFramesMatchReference() -> Property {
    let calls = Gen<FrameCall>.frequency([
      (4, hostFrame), (4, frameSceneCall), (1, .always(.reset)),
      (1, Gen<Int>.int(in: 30...34).map { .pushes($0) }),
    ]).array(count: 1...5)
    let input = Gen { choices in
      (
        width: choices.int(in: 1...24), height: choices.int(in: 1...24),
        background: canvasColor.generate(&choices), calls: calls.generate(&choices)
      )
    }
    return Property(
      "raster.framesMatchReference",
      summary: "host frames, boards and rectangle batches light the reference's pixels",
      generator: input,
      describe: {
        "\($0.width)x\($0.height) canvas of \($0.background): "
          + $0.calls.map(\.description).joined(separator: "; ")
      }
    ) { input, result in
      let size = PixelSize(width: input.width, height: input.height)
      guard var canvas = try? Canvas(size: size, color: input.background) else {
        result.fail("no \(input.width)x\(input.height) canvas")
        return
      }
      var reference = ReferenceCanvas(width: input.width, height: input.height)
      reference.pixels = Array(repeating: input.background.packed, count: reference.pixels.count)
      for (step, call) in input.calls.enumerated() {
        let refused = (try? call.perform(on: &canvas)) == nil
        let expected = reference.perform(call)
        guard agrees(canvas, with: reference, after: "call \(step + 1)", &result) else { return }
        result.expect(
          refused == expected,
          "call \(step + 1) was \(refused ? "refused" : "accepted"), the reference "
            + (expected ? "refuses it" : "accepts it"))
      }
      result.classify(
        input.calls.contains { if case .frame = $0 { true } else { false } }, "host frame")
    }
  }
}
