import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

@Suite("Cells")
struct CellTests {
  @Test("the same seed gives the same board, another seed another one")
  func seededBoards() throws {
    let a = try CellBoard.random(columns: 30, rows: 20, seed: 7)
    let b = try CellBoard.random(columns: 30, rows: 20, seed: 7)
    let c = try CellBoard.random(columns: 30, rows: 20, seed: 8)
    #expect(a == b)
    #expect(a != c)
    #expect((100...260).contains(a.population))
  }

  @Test("a blinker oscillates with period two")
  func blinker() throws {
    var board = try CellBoard(columns: 5, rows: 5)
    for column in 1...3 { board.setAlive(true, column: column, row: 2) }
    let next = board.nextLifeGeneration()
    #expect(next.population == 3)
    #expect((1...3).allSatisfy { next.isAlive(column: 2, row: $0) })
    #expect(next.nextLifeGeneration() == board)
  }

  @Test("rule 90 draws Sierpinski's triangle, rule 30 its known second row")
  func automaton() throws {
    let sierpinski = try CellBoard.elementaryAutomaton(rule: 90, columns: 9, rows: 4)
    let row3 = (0..<9).map { sierpinski.isAlive(column: $0, row: 3) }
    #expect(row3 == [false, true, false, true, false, true, false, true, false])
    let rule30 = try CellBoard.elementaryAutomaton(rule: 30, columns: 9, rows: 3)
    // Generation 2 of rule 30 from one cell: 11001 around the centre.
    let row2 = (2...6).map { rule30.isAlive(column: $0, row: 2) }
    #expect(row2 == [true, true, false, false, true])
    let scrolled = try CellBoard.elementaryAutomaton(
      rule: 30, columns: 9, rows: 1, firstGeneration: 2)
    #expect((2...6).map { scrolled.isAlive(column: $0, row: 0) } == row2)
  }

  @Test("bad board parameters are typed errors")
  func badBoards() {
    #expect(throws: RasterError.invalidBoard(columns: -1, rows: 3, cellCount: 0)) {
      try CellBoard(columns: -1, rows: 3)
    }
    #expect(throws: RasterError.invalidBoard(columns: 2, rows: 2, cellCount: 3)) {
      try CellBoard(columns: 2, rows: 2, cells: [true, false, true])
    }
    #expect(throws: RasterError.self) { try CellBoard(columns: Int.max, rows: 2) }
    #expect(throws: RasterError.self) {
      try CellBoard.elementaryAutomaton(rule: 30, columns: 3, rows: 3, firstGeneration: -1)
    }
    #expect(throws: RasterError.self) {
      try CellBoard.random(columns: 3, rows: 3, seed: 1, percentAlive: 101)
    }
  }

  @Test("live cells are drawn as runs at their cell positions")
  func drawCells() throws {
    let board = try CellBoard(
      columns: 4, rows: 2, cells: [true, true, false, true, false, false, true, false])
    var canvas = try Canvas(size: PixelSize(width: 20, height: 10), color: .black)
    try canvas.translate(x: 1, y: 2)
    try canvas.drawCells(board, cellWidth: 3, cellHeight: 2, color: .green)
    let lit = [
      PixelRect(x: 1, y: 2, width: 6, height: 2), PixelRect(x: 10, y: 2, width: 3, height: 2),
      PixelRect(x: 7, y: 4, width: 3, height: 2),
    ]
    for rect in lit { #expect(canvas.framebuffer.allPixels(in: rect, are: .green)) }
    #expect(count(.green, in: canvas.framebuffer.bounds, of: canvas.framebuffer) == 24)
  }

  @Test("a board that does not match its grid is a typed error")
  func mismatch() throws {
    let grid = try LifeGrid(region: PixelSize(width: 100, height: 50), cellBudget: 50)
    let board = try CellBoard(columns: grid.columns + 1, rows: grid.rows)
    var canvas = try Canvas(size: PixelSize(width: 100, height: 50))
    #expect(throws: RasterError.self) { try canvas.drawLife(board, grid: grid, color: .red) }
    #expect(
      throws: RasterError.invalidParameter(name: "cellWidth", value: 0, expected: "1...16384")
    ) {
      try canvas.drawCells(board, cellWidth: 0, cellHeight: 1, color: .red)
    }
  }

  @Test("a Life scene covers its grid and nothing beyond it")
  func lifeSceneFitsGrid() throws {
    let size = PixelSize(width: 101, height: 67)
    var canvas = try Canvas(size: size, color: .black)
    let scene = LifeScene(seed: 3, cellBudget: 200)
    try scene.draw(into: &canvas, metrics: SceneMetrics(screen: size, scale: .x1))
    let grid = try LifeGrid(region: size, cellBudget: 200)
    let covered = PixelRect(size: grid.coveredSize)
    expectBands(of: canvas.framebuffer, outside: covered, hold: scene.background)
    let live = count(scene.color, in: covered, of: canvas.framebuffer)
    let board = try scene.board(for: grid)
    #expect(live == board.population * grid.cellSize * grid.cellSize)
  }
}
