import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  static let regionSize = Gen<PixelSize>.biased(
    .frequency([
      (3, plainRegionSize),
      (
        1,
        .element(of: [PixelSize(width: 1206, height: 2334), PixelSize(width: 2250, height: 1143)])
      ),
      (
        1,
        Gen<Int>.int(in: .min ... .max).zip(.int(in: .min ... .max)).map {
          PixelSize(width: $0.0, height: $0.1)
        }
      ),
    ]), uniform: plainRegionSize)

  static let plainRegionSize = Gen<Int>.int(in: 0...4000, near: [0, 1, 7, 110])
    .zip(.int(in: 0...4000, near: [0, 1, 7, 110])).map { PixelSize(width: $0.0, height: $0.1) }

  /// The Life board fits the region, stays in budget, and leaves less than
  /// one cell uncovered on each axis.
  static func gridLifeFits(_ engine: Engine) -> Property {
    let input = regionSize.zip(Gen<Int>.int(in: 1...100_000, near: [1, 2, 10_000]))
    return Property(
      "grid.lifeFits",
      summary: "Life fits the region, stays in budget, leaves < 1 cell uncovered per axis",
      generator: input, describe: { "region \($0.0), budget \($0.1)" },
      placements: .regionSizeAndBudget
    ) { input, result in
      let (region, budget) = input
      guard let grid = engine.lifeGrid(region, budget) else {
        result.fail("no grid for a valid budget")
        return
      }
      let width = Swift.max(0, region.width)
      let height = Swift.max(0, region.height)
      result.classify(width == 0 || height == 0, "empty region")
      result.expect(grid.cellSize >= 1, "cell size \(grid.cellSize)")
      let (cells, overflow) = grid.columns.multipliedReportingOverflow(by: grid.rows)
      result.expect(
        !overflow && cells <= budget,
        "\(grid.columns) x \(grid.rows) cells exceed the budget \(budget)")
      guard width > 0, height > 0, grid.cellSize >= 1 else { return }
      let covered = (
        grid.columns.multipliedReportingOverflow(by: grid.cellSize),
        grid.rows.multipliedReportingOverflow(by: grid.cellSize)
      )
      result.expect(
        !covered.0.overflow && covered.0.partialValue <= width, "board is wider than the region")
      result.expect(
        !covered.1.overflow && covered.1.partialValue <= height, "board is taller than the region")
      // Less than one cell uncovered, unless the budget forced fewer cells.
      if width - covered.0.partialValue >= grid.cellSize
        || height - covered.1.partialValue >= grid.cellSize
      {
        result.fail(
          "board \(grid.columns) x \(grid.rows) of \(grid.cellSize) px leaves a whole cell uncovered"
        )
      }
    }
  }

  /// The automaton's rows fill the height: the uncovered remainder is less
  /// than one pixel per row.
  static func gridAutomatonFills(_ engine: Engine) -> Property {
    Property(
      "grid.automatonFills",
      summary: "automaton rows fill the height (< 1 px uncovered per row), columns fit",
      generator: regionSize, describe: { "region \($0)" },
      placements: .regionSize
    ) { region, result in
      guard let grid = engine.automatonGrid(region) else {
        result.fail("no grid")
        return
      }
      let width = Swift.max(0, region.width)
      let height = Swift.max(0, region.height)
      result.classify(height < AutomatonGrid.defaultMaximumRows, "fewer rows than the window")
      result.classify(grid.isEmpty, "empty grid")
      result.expect(
        grid.cellWidth >= 1 && grid.rowHeight >= 1,
        "degenerate cell \(grid.cellWidth) x \(grid.rowHeight)")
      let coveredWidth = grid.columns.multipliedReportingOverflow(by: grid.cellWidth)
      let coveredHeight = grid.rows.multipliedReportingOverflow(by: grid.rowHeight)
      result.expect(
        !coveredWidth.overflow && coveredWidth.partialValue <= width, "columns overflow the width")
      result.expect(
        !coveredHeight.overflow && coveredHeight.partialValue <= height, "rows overflow the height")
      let uncovered = height - coveredHeight.partialValue
      result.expect(
        uncovered < Swift.max(1, grid.rows),
        "\(uncovered) of \(height) px uncovered by \(grid.rows) rows of \(grid.rowHeight) px")
    }
  }
}

extension InvariantSuite {
  /// The Life and automaton grids: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func gridProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      gridLifeFits(engine).judging(\.lifeGrid),
      gridAutomatonFills(engine).judging(\.automatonGrid),
    ]
  }
}
