import SafeAreaGeometry
import Testing

@Suite("Grids")
struct GridTests {
  @Test func automatonFillsTheIPhone16ProRegion() throws {
    let grid = AutomatonGrid(region: PixelSize(width: 1206, height: 2334))
    #expect(grid.cellWidth == 13)
    #expect(grid.columns == 92)
    #expect(grid.rows == 110)
    #expect(grid.rowHeight == 21)
    #expect(grid.coveredSize.height == 2310)
  }

  @Test(
    arguments: [
      PixelSize(width: 0, height: 0), PixelSize(width: 1, height: 7),
      PixelSize(width: 7, height: 1),
      PixelSize(width: -5, height: 3), PixelSize(width: 1206, height: 2334),
      PixelSize(width: 2250, height: 1143), PixelSize(width: Int.max, height: Int.max),
    ])
  func anyRegionGivesAValidGrid(region: PixelSize) throws {
    let automaton = AutomatonGrid(region: region)
    let width = max(0, region.width)
    let height = max(0, region.height)
    #expect(automaton.cellWidth >= AutomatonGrid.defaultMinimumCellWidth)
    #expect(automaton.rowHeight >= 1)
    #expect(automaton.columns * automaton.cellWidth <= width)
    #expect(height - automaton.rows * automaton.rowHeight < max(1, automaton.rows))

    let life = try LifeGrid(region: region, cellBudget: 10_000)
    #expect(life.cellSize >= 1)
    #expect(life.cellCount <= 10_000)
    if !life.isEmpty {
      #expect(width - life.coveredSize.width < life.cellSize)
      #expect(height - life.coveredSize.height < life.cellSize)
    }
  }

  @Test func lifeChoosesTheSmallestCellInBudget() throws {
    let grid = try LifeGrid(region: PixelSize(width: 1206, height: 2334), cellBudget: 20_000)
    #expect(grid.cellCount <= 20_000)
    let smaller = (1206 / (grid.cellSize - 1)) * (2334 / (grid.cellSize - 1))
    #expect(smaller > 20_000)
  }

  @Test func badParametersAreTypedErrors() {
    #expect(throws: GeometryError.self) { try LifeGrid(region: .zero, cellBudget: 0) }
    #expect(throws: GeometryError.self) {
      try AutomatonGrid(region: PixelSize(width: 10, height: 10), targetColumns: 0)
    }
  }
}

@Suite("Grids built from unchecked values")
struct UncheckedGridTests {
  @Test func derivedSizesSaturateInsteadOfTrapping() {
    let life = LifeGrid(cellSize: Int.max, columns: 3, rows: -2)
    #expect(life.cellCount == -6)
    #expect(life.coveredSize == PixelSize(width: Int.max, height: Int.min))
    let automaton = AutomatonGrid(cellWidth: Int.max, rowHeight: 2, columns: 2, rows: Int.max)
    #expect(automaton.coveredSize == PixelSize(width: Int.max, height: Int.max))
  }
}
