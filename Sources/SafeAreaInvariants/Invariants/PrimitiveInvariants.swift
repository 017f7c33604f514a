// Policy: the value types are checked directly, not through the `Engine`
// seam. They are the vocabulary every engine function speaks, not a function
// an implementation swaps, so a hand-written mutant or an outside
// implementation has nothing to replace here. Mutation testing showed that
// the other properties use them only in passing: the point-rect intersection
// was checked for symmetry alone, so a reversed edge test survived. Each
// expectation below compares with arithmetic done a second way (128-bit
// integers, or doubles that hold whole numbers exactly).

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Pixel rectangles and sizes: emptiness, edges, containment, offsets,
  /// area and intersection, all against 128-bit arithmetic.
  static func primitivesPixelRects() -> Property {
    let coordinate = Gen<Int>.frequency([
      (3, .int(in: -40...40)),
      (1, .int(in: Int.min...Int.max)),
    ])
    let extent = Gen<Int>.frequency([(3, .int(in: 1...30)), (1, coordinate)])
    let rect = Gen { choices in
      PixelRect(
        x: coordinate.generate(&choices), y: coordinate.generate(&choices),
        width: extent.generate(&choices), height: extent.generate(&choices))
    }
    // A second rectangle near the first overlaps, touches or nests with it.
    let small = Gen<Int>.int(in: -12...12)
    let smallExtent = Gen<Int>.frequency([(3, .int(in: 1...12)), (1, small)])
    let pair = rect.flatMap { a in
      Gen<(PixelRect, PixelRect)>.frequency([
        (1, rect.map { (a, $0) }),
        (
          3,
          Gen { choices in
            let b = PixelRect(
              x: a.x.addingReportingOverflow(small.generate(&choices)).partialValue,
              y: a.y.addingReportingOverflow(small.generate(&choices)).partialValue,
              width: smallExtent.generate(&choices), height: smallExtent.generate(&choices))
            return (a, b)
          }
        ),
      ])
    }
    let input = pair.zip(coordinate.zip(coordinate))
    return Property(
      "primitives.pixelRects",
      summary: "PixelRect edges, containment, offsets, area and overlap match 128-bit arithmetic",
      generator: input,
      describe: { "rects \($0.0.0) and \($0.0.1), point or offset (\($0.1.0), \($0.1.1))" }
    ) { input, result in
      let ((a, b), (px, py)) = input
      let wide = { (value: Int128) in Int(clamping: value) }
      result.expect(a.isEmpty == (a.width <= 0 || a.height <= 0), "\(a).isEmpty is wrong")
      result.expect(a.size.isEmpty == a.isEmpty, "\(a).size.isEmpty disagrees with the rect")
      result.expect(
        a.size == PixelSize(width: a.width, height: a.height), "\(a).size is wrong")
      result.expect(a.minX == a.x && a.minY == a.y, "\(a) min edges are not its origin")
      result.expect(
        a.maxX == wide(Int128(a.x) + Int128(a.width))
          && a.maxY == wide(Int128(a.y) + Int128(a.height)),
        "\(a) max edges \(a.maxX), \(a.maxY) are not the saturated sums")
      let inside =
        !a.isEmpty && Int128(px) >= Int128(a.x) && Int128(px) < Int128(a.maxX)
        && Int128(py) >= Int128(a.y) && Int128(py) < Int128(a.maxY)
      result.expect(
        a.contains(x: px, y: py) == inside, "\(a).contains(x: \(px), y: \(py)) is wrong")
      let containsB =
        !a.isEmpty && !b.isEmpty && b.minX >= a.minX && b.minY >= a.minY
        && Int128(b.maxX) <= Int128(a.maxX) && Int128(b.maxY) <= Int128(a.maxY)
      result.expect(a.contains(b) == containsB, "\(a).contains(\(b)) is wrong")
      let moved = a.offsetBy(dx: px, dy: py)
      result.expect(
        moved
          == PixelRect(
            x: wide(Int128(a.x) + Int128(px)), y: wide(Int128(a.y) + Int128(py)),
            width: a.width, height: a.height),
        "\(a).offsetBy(dx: \(px), dy: \(py)) is \(moved), not the saturated sum")
      let product = Int128(a.width) * Int128(a.height)
      let area: Int? = a.isEmpty ? 0 : Int(exactly: product)
      result.expect(a.area == area, "\(a).area is \(a.area.map(String.init) ?? "nil")")
      let overlap = Oracle.overlap(a, b)
      result.classify(overlap != nil, "overlapping")
      result.expect(a.intersects(b) == (overlap != nil), "\(a).intersects(\(b)) is wrong")
      var formed = a
      let didOverlap = formed.formIntersection(b)
      result.expect(
        didOverlap == (overlap != nil) && formed == (overlap ?? .zero),
        "formIntersection left \(formed) and returned \(didOverlap)")
      result.expect(
        a.rect
          == Rect(
            x: Double(a.x), y: Double(a.y), width: Double(a.width), height: Double(a.height)),
        "\(a).rect is \(a.rect)")
      let limit = Int128(maximumPixelMagnitude)
      let fits = [a.x, a.y, a.width, a.height].allSatisfy { abs(Int128($0)) <= limit }
      let exact = PixelRect(exactly: a.rect)
      if fits {
        result.expect(
          exact == a, "PixelRect(exactly: \(a).rect) is \(exact.map(\.description) ?? "nil")")
      } else {
        result.expect(exact == nil, "PixelRect(exactly:) accepted \(a) beyond the pixel range")
      }
      let half = Rect(x: Double(a.x) + 0.5, y: 0, width: 1, height: 1)
      if a.x.magnitude < 1 << 40 {
        result.expect(PixelRect(exactly: half) == nil, "PixelRect(exactly:) accepted \(half)")
      }
    }
  }

  /// Point rectangles, points, sizes and insets: edges, emptiness,
  /// containment and intersection, on whole-number coordinates where every
  /// sum is exact, plus NaN and infinities.
  static func primitivesRects() -> Property {
    // Small whole numbers overlap, touch and nest often; specials are rare
    // enough that most cases have four finite values.
    func number(_ range: ClosedRange<Int>) -> Gen<Double> {
      .frequency([
        (24, Gen<Int>.int(in: range).map { Double($0) }),
        (1, .element(of: [.nan, .infinity, -.infinity, -0.0])),
      ])
    }
    let coordinate = number(-10...10)
    let extent = number(-2...12)
    let rect = Gen { choices in
      Rect(
        x: coordinate.generate(&choices), y: coordinate.generate(&choices),
        width: extent.generate(&choices), height: extent.generate(&choices))
    }
    let point = coordinate.zip(coordinate).map { Point(x: $0.0, y: $0.1) }
    let side = number(-1...6)
    let insets = Gen { choices in
      EdgeInsets(
        top: side.generate(&choices), left: side.generate(&choices),
        bottom: side.generate(&choices), right: side.generate(&choices))
    }
    let input = rect.zip(rect).zip(point.zip(insets))
    return Property(
      "primitives.rects",
      summary: "Rect, Point, Size and EdgeInsets arithmetic matches a second computation",
      generator: input,
      describe: { "rects \($0.0.0) and \($0.0.1), point \($0.1.0), insets \($0.1.1)" }
    ) { input, result in
      let ((a, b), (p, insets)) = input
      let finite = { (r: Rect) in [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }
      let empty = { (r: Rect) in !(r.width > 0) || !(r.height > 0) }
      result.expect(a.isEmpty == empty(a), "\(a).isEmpty is wrong")
      result.expect(a.size.isEmpty == empty(a), "\(a).size.isEmpty is wrong")
      result.expect(a.isFinite == finite(a), "\(a).isFinite is wrong")
      result.expect(
        a.size.isFinite == (a.width.isFinite && a.height.isFinite), "\(a).size.isFinite is wrong")
      result.expect(p.isFinite == (p.x.isFinite && p.y.isFinite), "\(p).isFinite is wrong")
      result.expect(
        a.minX.bitPattern == a.origin.x.bitPattern && a.minY.bitPattern == a.origin.y.bitPattern
          && a.width.bitPattern == a.size.width.bitPattern
          && a.height.bitPattern == a.size.height.bitPattern,
        "\(a) edges are not its fields")
      let maxX = a.origin.x + a.size.width
      let maxY = a.origin.y + a.size.height
      result.expect(
        a.maxX.bitPattern == maxX.bitPattern && a.maxY.bitPattern == maxY.bitPattern,
        "\(a) max edges are \(a.maxX), \(a.maxY)")
      let inA = p.x >= a.minX && p.x < maxX && p.y >= a.minY && p.y < maxY
      result.expect(a.contains(p) == inA, "\(a).contains(\(p)) is wrong")
      let bInA =
        !empty(a) && !empty(b) && b.minX >= a.minX && b.minY >= a.minY && b.maxX <= maxX
        && b.maxY <= maxY
      result.expect(a.contains(b) == bInA, "\(a).contains(\(b)) is wrong")
      let moved = a.offsetBy(dx: p.x, dy: p.y)
      result.expect(
        moved.origin.x.bitPattern == (a.origin.x + p.x).bitPattern
          && moved.origin.y.bitPattern == (a.origin.y + p.y).bitPattern && moved.size == a.size
          || !p.isFinite || !a.isFinite,
        "\(a).offsetBy(dx: \(p.x), dy: \(p.y)) is \(moved)")
      let shifted = p.offsetBy(dx: a.width, dy: a.height)
      result.expect(
        shifted.x.bitPattern == (p.x + a.width).bitPattern
          && shifted.y.bitPattern == (p.y + a.height).bitPattern,
        "\(p).offsetBy(dx: \(a.width), dy: \(a.height)) is \(shifted)")

      // Whole numbers below 2^53: every edge and extent is exact.
      var expected: Rect?
      if finite(a), finite(b), !empty(a), !empty(b) {
        let left = Swift.max(a.minX, b.minX)
        let right = Swift.min(maxX, b.maxX)
        let top = Swift.max(a.minY, b.minY)
        let bottom = Swift.min(maxY, b.maxY)
        if right > left, bottom > top {
          expected = Rect(x: left, y: top, width: right - left, height: bottom - top)
        }
      }
      let overlap = a.intersection(b)
      result.classify(expected != nil, "overlapping")
      result.expect(
        overlap == expected,
        "\(a) ∩ \(b) is \(overlap.map(\.description) ?? "nil"), expected \(expected.map(\.description) ?? "nil")"
      )
      result.expect(a.intersects(b) == (expected != nil), "\(a).intersects(\(b)) is wrong")
      var formed = a
      let didOverlap = formed.formIntersection(b)
      result.expect(
        didOverlap == (expected != nil) && formed == (expected ?? .zero),
        "formIntersection left \(formed) and returned \(didOverlap)")

      let sides = [insets.top, insets.left, insets.bottom, insets.right]
      result.expect(insets.isZero == sides.allSatisfy { $0 == 0 }, "\(insets).isZero is wrong")
      result.expect(
        insets.horizontal.bitPattern == (insets.left + insets.right).bitPattern
          && insets.vertical.bitPattern == (insets.top + insets.bottom).bitPattern,
        "\(insets) sums are \(insets.horizontal), \(insets.vertical)")
      let valid = sides.allSatisfy { $0.isFinite && $0 >= 0 }
      result.expect(
        ((try? insets.validated()) != nil) == valid, "\(insets).validated() is wrong")
      result.classify(!valid, "invalid insets")
    }
  }
}

extension InvariantSuite {
  /// The value types, checked directly: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func primitiveProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      primitivesPixelRects().judging(),
      primitivesRects().judging(),
      primitivesLimits().judging(),
      primitivesVocabulary().judging(),
    ]
  }
}
