// Policy: grid sizing is checked against the rule its doc comment states
// (the smallest Life cell that fits the budget; the automaton's width from
// the target column count and its rows from the height), and the cell rules
// against a second implementation that pads the board with dead cells
// instead of testing bounds. `grid.lifeFits` and `grid.automatonFills` only
// bound the grids, so a Life cell one pixel too large, or an automaton
// board one generation late, passed them; mutation testing found both.
// The Life grid and the automaton's default sizing come from the engine,
// so a program under test (whose automatonGrid takes only the region) is
// held to the same rules; the automaton with other parameters is the value
// type's own initializer.

import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster

extension InvariantSuite {
  /// Life and automaton grids are exactly the ones their policies describe.
  static func gridSizingMatchesPolicy(_ engine: Engine) -> Property {
    let side = Gen<Int>.frequency([(4, .int(in: -2...300)), (1, .int(in: .min ... .max))])
    let parameter = Gen<Int>.frequency([(12, .int(in: 1...120)), (1, .int(in: -2...0))])
    let input = Gen { choices in
      (
        region: PixelSize(width: side.generate(&choices), height: side.generate(&choices)),
        budget: Gen<Int>.int(in: -1...5000, near: [0, 1, 2]).generate(&choices),
        columns: parameter.generate(&choices), cellWidth: parameter.generate(&choices),
        maximumRows: parameter.generate(&choices)
      )
    }
    return Property(
      "grid.sizingMatchesPolicy",
      summary: "Life takes the smallest cell that fits; the automaton follows its sizing rule",
      generator: input,
      describe: {
        "region \($0.region), budget \($0.budget), target columns \($0.columns), "
          + "minimum cell width \($0.cellWidth), maximum rows \($0.maximumRows)"
      }
    ) { input, result in
      let width = Swift.max(0, input.region.width)
      let height = Swift.max(0, input.region.height)
      func count(_ size: Int) -> Int128 { Int128(width / size) * Int128(height / size) }
      let life = engine.lifeGrid(input.region, input.budget)
      if input.budget < 1 {
        result.expect(life == nil, "a budget of \(input.budget) was accepted")
      } else if let life {
        if width == 0 || height == 0 {
          result.expect(
            life.columns == 0 && life.rows == 0 && life.cellSize == 1,
            "an empty region gave \(life.columns) x \(life.rows) cells of \(life.cellSize)")
        } else {
          let size = life.cellSize
          result.expect(
            size >= 1 && count(size) <= Int128(input.budget), "cell \(size) does not fit")
          result.expect(
            size == 1 || count(size - 1) > Int128(input.budget),
            "cell \(size) is not the smallest that fits: \(size - 1) does too")
          result.expect(
            life.columns == width / Swift.max(1, size) && life.rows == height / Swift.max(1, size),
            "\(life.columns) x \(life.rows) cells of \(size) px in \(width) x \(height)")
        }
        result.expect(life.isEmpty == (life.columns == 0 || life.rows == 0), "isEmpty is wrong")
        result.expect(
          Int128(life.cellCount)
            == Swift.min(Int128(life.columns) * Int128(life.rows), Int128(Int.max)),
          "cellCount \(life.cellCount) for \(life.columns) x \(life.rows)")
        result.expect(
          life.coveredSize
            == PixelSize(
              width: Int(clamping: Int128(life.columns) * Int128(life.cellSize)),
              height: Int(clamping: Int128(life.rows) * Int128(life.cellSize))),
          "coveredSize \(life.coveredSize)")
      } else {
        result.fail("no Life grid for budget \(input.budget)")
      }

      // The default sizing (90 target columns, cells at least 4 px wide, at
      // most 110 rows), through the engine.
      let defaultCellWidth = Swift.max(4, width / 90)
      let defaultRows = Swift.min(110, height)
      let byDefault = AutomatonGrid(
        cellWidth: defaultCellWidth, rowHeight: defaultRows > 0 ? height / defaultRows : 1,
        columns: width / defaultCellWidth, rows: defaultRows)
      let served = engine.automatonGrid(input.region)
      result.expect(
        served == byDefault,
        "the default automaton grid is \(served.map(String.init(describing:)) ?? "nil"), "
          + "expected \(byDefault)")

      let valid = input.columns >= 1 && input.cellWidth >= 1 && input.maximumRows >= 1
      let automaton = try? AutomatonGrid(
        region: input.region, targetColumns: input.columns, minimumCellWidth: input.cellWidth,
        maximumRows: input.maximumRows)
      result.classify(!valid, "invalid automaton parameters")
      guard valid else {
        result.expect(automaton == nil, "invalid automaton parameters were accepted")
        return
      }
      guard let automaton else {
        result.fail("no automaton grid")
        return
      }
      let cellWidth = Swift.max(input.cellWidth, width / input.columns)
      let rows = Swift.min(input.maximumRows, height)
      let expected = AutomatonGrid(
        cellWidth: cellWidth, rowHeight: rows > 0 ? height / rows : 1, columns: width / cellWidth,
        rows: rows)
      result.expect(automaton == expected, "automaton grid \(automaton), expected \(expected)")
      result.expect(
        automaton.isEmpty == (automaton.columns == 0 || automaton.rows == 0), "isEmpty is wrong")
      result.expect(
        automaton.coveredSize
          == PixelSize(
            width: Int(clamping: Int128(automaton.columns) * Int128(automaton.cellWidth)),
            height: Int(clamping: Int128(automaton.rows) * Int128(automaton.rowHeight))),
        "coveredSize \(automaton.coveredSize)")
    }
  }

  /// Cell boards: the Life and automaton rules, random boards, and drawing
  /// a board, each against a second implementation.
  static func cellsRulesMatchReference() -> Property {
    let input = Gen { choices in
      let columns = choices.int(in: 0...9)
      let rows = choices.int(in: 0...9)
      let cells = (0..<columns * rows).map { _ in Gen<Bool>.bool.generate(&choices) }
      return (
        columns: columns, rows: rows, cells: cells,
        rule: UInt8(truncatingIfNeeded: choices.int(in: 0...255)),
        first: choices.int(in: 0...6),
        percent: Gen<Int>.int(in: -1...101, near: [0, 100]).generate(&choices),
        seed: Gen<UInt64>.uint64.generate(&choices),
        cellWidth: choices.int(in: 0...3),
        cellHeight: choices.int(in: 0...3),
        probe: (
          choices.int(in: -2...11), choices.int(in: -2...11)
        )
      )
    }
    return Property(
      "cells.rulesMatchReference",
      summary: "Life and automaton generations, random boards and drawn cells match a reference",
      generator: input,
      describe: {
        "\($0.columns) x \($0.rows) board \($0.cells.map { $0 ? "#" : "." }.joined()), "
          + "rule \($0.rule) from generation \($0.first), \($0.percent)% alive, "
          + "cells \($0.cellWidth) x \($0.cellHeight) px"
      }
    ) { input, result in
      let (columns, rows) = (input.columns, input.rows)
      guard var board = try? CellBoard(columns: columns, rows: rows, cells: input.cells) else {
        result.fail("no \(columns) x \(rows) board")
        return
      }
      // Padded with a ring of dead cells: no bounds tests.
      let padded = { (x: Int, y: Int) -> Bool in
        x >= 0 && y >= 0 && x < columns && y < rows && input.cells[y * columns + x]
      }
      result.expect(
        board.population == input.cells.filter { $0 }.count, "population \(board.population)")
      let (px, py) = input.probe
      result.expect(
        board.isAlive(column: px, row: py) == padded(px, py), "isAlive(\(px), \(py)) is wrong")
      var written = board
      written.setAlive(true, column: px, row: py)
      let inside = px >= 0 && py >= 0 && px < columns && py < rows
      result.expect(
        written.population == board.population + (inside && !padded(px, py) ? 1 : 0),
        "setAlive(true, \(px), \(py)) changed the population to \(written.population)")

      let next = board.nextLifeGeneration()
      for y in 0..<rows {
        for x in 0..<columns {
          var neighbours = 0
          for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
          where padded(x + dx, y + dy) {
            neighbours += 1
          }
          let expected = neighbours == 3 || (neighbours == 2 && padded(x, y))
          if next.isAlive(column: x, row: y) != expected {
            result.fail("Life: cell (\(x), \(y)) with \(neighbours) neighbours is wrong")
            return
          }
        }
      }

      if let automaton = try? CellBoard.elementaryAutomaton(
        rule: input.rule, columns: columns, rows: rows, firstGeneration: input.first)
      {
        var line = (0..<columns).map { $0 == columns / 2 }
        var expected: [Bool] = []
        for generation in 0..<(input.first + rows) {
          if generation >= input.first { expected += line }
          line = (0..<columns).map { i in
            let l = i > 0 && line[i - 1] ? 4 : 0
            let c = line[i] ? 2 : 0
            let r = i + 1 < columns && line[i + 1] ? 1 : 0
            return (input.rule >> UInt8(l | c | r)) & 1 == 1
          }
        }
        if columns == 0 || rows == 0 { expected = [] }
        result.expect(
          automaton.cells == expected,
          "automaton rule \(input.rule) from generation \(input.first) differs from the reference")
      } else {
        result.fail("no automaton board")
      }

      let random = try? CellBoard.random(
        columns: columns, rows: rows, seed: input.seed, percentAlive: input.percent)
      if (0...100).contains(input.percent) {
        if let random {
          let again = try? CellBoard.random(
            columns: columns, rows: rows, seed: input.seed, percentAlive: input.percent)
          result.expect(random == again, "a random board is not determined by its seed")
          if input.percent == 0 { result.expect(random.population == 0, "0% alive has live cells") }
          if input.percent == 100 {
            result.expect(random.population == columns * rows, "100% alive has dead cells")
          }
        } else {
          result.fail("no random board at \(input.percent)%")
        }
      } else {
        result.expect(random == nil, "\(input.percent)% alive was accepted")
      }

      // Drawing: pixel (x, y) is lit exactly when its cell is alive.
      board.setAlive(padded(0, 0), column: 0, row: 0)
      guard var canvas = try? Canvas(size: PixelSize(width: 24, height: 24)) else { return }
      let (cw, ch) = (input.cellWidth, input.cellHeight)
      do {
        try canvas.drawCells(board, cellWidth: cw, cellHeight: ch, color: .white)
        result.expect(cw >= 1 && ch >= 1, "cells of \(cw) x \(ch) px were drawn")
        for y in 0..<24 {
          for x in 0..<24 {
            let lit = canvas.framebuffer[x: x, y: y] == .white
            if lit != padded(x / Swift.max(1, cw), y / Swift.max(1, ch)) {
              result.fail("pixel (\(x), \(y)) of cells \(cw) x \(ch) px is wrong")
              return
            }
          }
        }
      } catch {
        result.expect(cw < 1 || ch < 1, "cells of \(cw) x \(ch) px were refused")
      }
    }
  }
}

extension InvariantSuite {
  /// Grid sizing by the rule (the Life sizing with any budget, the automaton default sizing), and the cell rules on the value type: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func cellProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      gridSizingMatchesPolicy(engine).judging(\.lifeGrid, \.automatonGrid),
      cellsRulesMatchReference().judging(),
    ]
  }
}
