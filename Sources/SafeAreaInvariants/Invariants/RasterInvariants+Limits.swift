// Policy: the rasterizer's limits and defaults are contracts a caller relies
// on, so each is checked at its documented value, never read back from the
// constant under test: the framebuffer side is GL_MAX_TEXTURE_SIZE, 16384
// (`Framebuffer.maximumDimension`); a board holds at most 256 Mi cells
// (`CellBoard.maximumCellCount`); an automaton window starts at most
// 100,000 generations in (`CellBoard.maximumFirstGeneration`); the
// automaton grid aims for 90 columns of at least 4 px and at most 110 rows
// (AutomatonGrid.swift's policy); and the defaults in the signatures (an
// opaque colour, generation 0, 30% alive) are what a call without them
// gets. A random board is the documented draw: cell i is alive when the
// i-th `SplitMix64` value mod 100 is below the percentage. Checks that
// would allocate a limit-sized board are left out: 256 Mi cells is 256 MB.

import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster

extension InvariantSuite {
  /// Framebuffer, board, automaton and grid limits and defaults are the
  /// documented ones.
  static func rasterLimitsAsDocumented() -> Property {
    let byte = Gen<Int>.int(in: 0...255).map { UInt8($0) }
    let input = Gen { choices in
      (
        red: byte.generate(&choices), green: byte.generate(&choices),
        blue: byte.generate(&choices),
        columns: choices.int(in: 0...12),
        rows: choices.int(in: 0...12),
        rule: UInt8(truncatingIfNeeded: choices.int(in: 0...255)),
        seed: Gen<UInt64>.uint64.generate(&choices),
        percent: choices.int(in: 0...100),
        region: PixelSize(
          width: choices.int(in: 0...4000),
          height: choices.int(in: 0...4000)),
        // The limits are the same in every case, and a framebuffer of the
        // largest side is 64 KB: one case in 16 checks them.
        limits: choices.int(in: 0...15) == 0,
        // The last generation allowed costs 100,000 steps: one case in 256.
        deepWindow: choices.int(in: 0...255) == 0
      )
    }
    return Property(
      "raster.limitsAsDocumented",
      summary: "framebuffer, board, automaton and grid limits and defaults are the documented ones",
      generator: input,
      describe: {
        "colour \($0.red),\($0.green),\($0.blue); \($0.columns)x\($0.rows) board, rule \($0.rule), "
          + "seed \($0.seed), \($0.percent)% alive; region \($0.region)"
          + ($0.deepWindow ? "; deepest automaton window" : "")
      }
    ) { input, result in
      let color = Color(red: input.red, green: input.green, blue: input.blue)
      result.expect(color.alpha == 255, "a colour made without alpha has alpha \(color.alpha)")

      if input.limits { checkLimits(&result) }

      let (columns, rows) = (input.columns, input.rows)
      let fromStart = try? CellBoard.elementaryAutomaton(
        rule: input.rule, columns: columns, rows: rows)
      let fromZero = try? CellBoard.elementaryAutomaton(
        rule: input.rule, columns: columns, rows: rows, firstGeneration: 0)
      result.expect(
        fromStart != nil && fromStart == fromZero,
        "an automaton window without a first generation does not start at generation 0")
      let deepest = 100_000
      result.expect(
        (try? CellBoard.elementaryAutomaton(
          rule: input.rule, columns: 1, rows: 1, firstGeneration: deepest + 1)) == nil,
        "a window from generation \(deepest + 1) was accepted")
      if input.deepWindow {
        result.expect(
          (try? CellBoard.elementaryAutomaton(
            rule: input.rule, columns: 1, rows: 1, firstGeneration: deepest)) != nil,
          "a window from generation \(deepest) was refused")
      }

      let seed = input.seed
      let random = try? CellBoard.random(
        columns: columns, rows: rows, seed: seed, percentAlive: input.percent)
      var generator = SplitMix64(seed: seed)
      let drawn = (0..<columns * rows).map { _ in
        generator.next() % 100 < UInt64(input.percent)
      }
      result.expect(
        random?.cells == drawn,
        "the \(input.percent)% board from seed \(seed) is not the documented draw")
      result.expect(
        (try? CellBoard.random(columns: columns, rows: rows, seed: seed))
          == (try? CellBoard.random(columns: columns, rows: rows, seed: seed, percentAlive: 30)),
        "a random board without a percentage is not 30% alive")

      let automaton = AutomatonGrid(region: input.region)
      let documented = try? AutomatonGrid(
        region: input.region, targetColumns: 90, minimumCellWidth: 4, maximumRows: 110)
      result.expect(
        automaton == documented,
        "the default automaton grid \(automaton) is not the documented \(documented.map { "\($0)" } ?? "nil")"
      )
    }
  }

  /// The limits: the largest framebuffer side, the most cells of a board,
  /// and the policy's example of the automaton grid.
  private static func checkLimits(_ result: inout CheckResult) {
    let side = 16_384
    for (width, height) in [(side, 1), (1, side)] {
      result.expect(
        (try? Framebuffer(width: width, height: height)) != nil,
        "a \(width)x\(height) framebuffer (GL_MAX_TEXTURE_SIZE) was refused")
    }
    for (width, height) in [(side + 1, 1), (1, side + 1)] {
      result.expect(
        (try? Framebuffer(width: width, height: height)) == nil,
        "a \(width)x\(height) framebuffer was accepted")
    }

    let cellLimit = 1 << 28
    for (columns, rows) in [(cellLimit + 1, 1), (1 << 14, (1 << 14) + 1), (-1, 0), (0, -1)] {
      // A board made without cells was given none: the error says 0.
      do {
        _ = try CellBoard(columns: columns, rows: rows)
        result.fail("a \(columns) x \(rows) board was accepted")
      } catch {
        result.expect(
          error == .invalidBoard(columns: columns, rows: rows, cellCount: 0),
          "a \(columns) x \(rows) board was refused with \(error)")
      }
    }

    // AutomatonGrid.swift's policy example: 1206x2334 gives cells 13 px
    // wide and 21 px tall, covering 2310 of 2334 px.
    let example = AutomatonGrid(region: PixelSize(width: 1206, height: 2334))
    result.expect(
      example.cellWidth == 13 && example.rowHeight == 21 && example.coveredSize.height == 2310,
      "the 1206x2334 automaton grid is \(example)")
  }
}
