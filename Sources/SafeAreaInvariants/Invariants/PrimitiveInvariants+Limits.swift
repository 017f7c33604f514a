// Policy: the engine's limits are checked where they bite. Saturating
// integer arithmetic is compared with exact 128-bit arithmetic clamped to
// `Int`'s range, through the public values that use it (a pixel rectangle's
// far edges and rotation, a Life board's cell count and covered size), on
// operands at and next to the limits, -1, 0 and 1, where the sign of an
// overflow is decided. The 32-bit pixel range is probed at `Int32.max` and
// one past it; the whole-pixel tolerance at 4 ε and 5 ε; and a rectangle
// intersection's extent on inexact decimal coordinates, where `end - start`
// rounds up and the extent must be stepped down until the far edge fits. The
// mutation run found every one of these boundaries unpinned.

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Saturating pixel arithmetic equals clamped exact arithmetic; the pixel
  /// range and the whole-pixel tolerance end exactly where documented; an
  /// intersection's extents are the
  /// differences of its edges, stepped down only as far as they must be to fit.
  static func primitivesLimits() -> Property {
    let operand = Gen<Int>.frequency([
      (2, .int(in: -3...3)),
      (2, .element(of: [.min, .min + 1, .max, .max - 1, -(1 << 32), 1 << 32])),
      (1, .int(in: .min ... .max)),
    ])
    // Decimal coordinates, which binary doubles cannot hold: where edges
    // of different magnitude or sign meet, `end - start` rounds past the
    // end (about one overlap in a hundred for wide rectangles; for small
    // ones straddling zero, in hundredths, about one in fifty, with extents
    // under one point).
    let wide = decimalRect(origin: -400...400, step: 0.1, extent: 0...300, extentStep: 0.3)
    let small = decimalRect(origin: -30...30, step: 0.01, extent: 0...60, extentStep: 0.03)
    let rects = Gen<(Rect, Rect)>.frequency([(1, wide.zip(wide)), (1, small.zip(small))])
    let input = Gen { choices in
      (
        ints: (0..<4).map { _ in operand.generate(&choices) },
        magnitude: Double(Int32.max) + Double(choices.int(in: -1...1)),
        exponent: choices.int(in: 0...40),
        ulps: choices.int(in: -6...6),
        rects: rects.generate(&choices)
      )
    }
    return Property(
      "primitives.limits",
      summary: "saturating pixel arithmetic, the pixel range, the whole-pixel tolerance and "
        + "intersection extents end where documented",
      generator: input,
      describe: {
        "operands \($0.ints), magnitude \($0.magnitude), 2^\($0.exponent) by \($0.ulps) ulps, "
          + "rects \($0.rects.0) and \($0.rects.1)"
      }
    ) { input, result in
      let clamp = { (value: Int128) in Int(clamping: value) }
      let (a, b, c, d) = (input.ints[0], input.ints[1], input.ints[2], input.ints[3])
      let board = LifeGrid(cellSize: c, columns: a, rows: b)
      result.expect(
        board.cellCount == clamp(Int128(a) * Int128(b)),
        "\(a) x \(b) cells counted \(board.cellCount)")
      result.expect(
        board.coveredSize
          == PixelSize(width: clamp(Int128(a) * Int128(c)), height: clamp(Int128(b) * Int128(c))),
        "board \(a) x \(b) of \(c) px covers \(board.coveredSize)")
      let pixels = PixelRect(x: a, y: b, width: c, height: d)
      let maxX = clamp(Int128(a) + Int128(c))
      let maxY = clamp(Int128(b) + Int128(d))
      let container = PixelSize(width: d, height: c)
      let turned = [
        pixels.rotated(by: .clockwise, in: container).x,
        pixels.rotated(by: .halfTurn, in: container).x,
        pixels.rotated(by: .halfTurn, in: container).y,
        pixels.rotated(by: .counterclockwise, in: container).y,
      ]
      let expectedTurned = [
        clamp(Int128(c) - Int128(maxY)), clamp(Int128(d) - Int128(maxX)),
        clamp(Int128(c) - Int128(maxY)), clamp(Int128(d) - Int128(maxX)),
      ]
      result.expect(
        turned == expectedTurned,
        "\(pixels) turned in \(container) lands at \(turned), expected \(expectedTurned)")

      let m = input.magnitude
      let fits = m <= Double(Int32.max)
      let screen = try? SafeRegion(screen: Size(width: m, height: 1), insets: .zero)
        .screenPixels(scale: .x1)
      result.expect(
        fits ? screen?.width == Int(m) : screen == nil,
        "a \(m) pt screen at @1x is \(String(describing: screen)), expected "
          + (fits ? "\(Int(m)) px" : "out of the pixel range"))
      let exact = PixelRect(exactly: Rect(x: -m, y: m, width: 1, height: m))
      result.expect(
        (exact != nil) == fits, "PixelRect(exactly:) at \(m) is \(String(describing: exact))")

      // 2^e * (1 + k ε) is exact, and lies |k| ε (relative) from 2^e.
      let whole = Double(sign: .plus, exponent: input.exponent, significand: 1)
      let near = whole + Double(input.ulps) * whole * .ulpOfOne
      let snapped = PixelRounding.nearestWhole(to: near)
      result.expect(
        snapped == (abs(input.ulps) <= 4 ? whole : nil),
        "\(near) (\(input.ulps) ε from \(whole)) snaps to \(String(describing: snapped))")

      let (r, s) = input.rects
      let overlap = r.intersection(s)
      let right = Swift.min(r.maxX, s.maxX)
      let bottom = Swift.min(r.maxY, s.maxY)
      if let overlap {
        // The extent is `end - start`, stepped down only as far as needed
        // for the far edge to stay inside both.
        func fits(_ start: Double, _ extent: Double, _ end: Double) -> Bool {
          start + extent <= end
            && (extent == end - start || (extent < end - start && start + extent.nextUp > end))
        }
        let fitsX = fits(overlap.minX, overlap.width, right)
        let fitsY = fits(overlap.minY, overlap.height, bottom)
        result.expect(
          overlap.minX == Swift.max(r.minX, s.minX) && overlap.minY == Swift.max(r.minY, s.minY)
            && fitsX && fitsY && overlap.width > 0 && overlap.height > 0,
          "intersection \(overlap) is not the rectangle between the inner edges")
        result.classify(
          overlap.width != right - overlap.minX || overlap.height != bottom - overlap.minY,
          "extent stepped down")
      } else {
        result.expect(
          !(Swift.max(r.minX, s.minX) < right && Swift.max(r.minY, s.minY) < bottom)
            || r.isEmpty || s.isEmpty,
          "\(r) and \(s) overlap but the intersection is nil")
      }
      result.classify(overlap != nil, "rects overlap")
    }
  }

  /// Rectangles on a decimal grid: origins `origin` steps of `step`,
  /// extents `extent` steps of `extentStep` (drawn x, y, width, height).
  ///
  /// - Parameters:
  ///   - origin: the range of origin steps.
  ///   - step: the size of an origin step.
  ///   - extent: the range of extent steps.
  ///   - extentStep: the size of an extent step.
  private static func decimalRect(
    origin: ClosedRange<Int>, step: Double, extent: ClosedRange<Int>, extentStep: Double
  ) -> Gen<Rect> {
    Gen { choices in
      Rect(
        x: Double(choices.int(in: origin)) * step,
        y: Double(choices.int(in: origin)) * step,
        width: Double(choices.int(in: extent)) * extentStep,
        height: Double(choices.int(in: extent)) * extentStep)
    }
  }
}
