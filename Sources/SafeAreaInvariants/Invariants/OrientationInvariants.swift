// Policy: quarter turns are checked against their definition, not against
// each other. A clockwise turn maps (x, y) in a w x h container to
// (h - y, x) in an h x w one; every other turn is that map applied k times,
// and a turn of n quarters is n & 3 of them. Before these properties the
// orientation wiring (inverse, followed(by:), the point and pixel-rect
// rotations) was covered by unit tests alone, and mutation testing showed
// an off-by-one in `inverse` surviving the whole fuzz suite.

import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Quarter turns and orientations: reduction, inverse, composition and
  /// the orientation table.
  static func orientationQuarterTurns() -> Property {
    let turns = Gen<Int>.frequency([(3, .int(in: -9...9)), (1, .int(in: Int.min...Int.max))])
    let input = turns.zip(turns).zip(Domain.orientation.zip(Domain.orientation))
    return Property(
      "orientation.quarterTurns",
      summary: "turns reduce mod 4, compose by addition, invert; orientations follow the table",
      generator: input,
      describe: { "turns \($0.0.0) and \($0.0.1), orientations \($0.1.0) to \($0.1.1)" }
    ) { input, result in
      let ((m, n), (from, to)) = input
      let t = QuarterTurn(turns: m)
      let u = QuarterTurn(turns: n)
      result.expect(t.rawValue == m & 3, "QuarterTurn(turns: \(m)) is \(t)")
      result.expect(t.inverse.rawValue == (4 - m & 3) & 3, "\(t).inverse is \(t.inverse)")
      result.expect(t.followed(by: t.inverse) == .identity, "\(t) then its inverse is not identity")
      result.expect(
        t.followed(by: u).rawValue == (m & 3 + n & 3) & 3, "\(t) followed by \(u) is wrong")
      result.expect(t.swapsAxes == (m & 1 == 1), "\(t).swapsAxes is wrong")
      // Portrait, then one clockwise turn per step: left, upside down, right.
      let table: [Orientation: Int] = [
        .portrait: 0, .landscapeLeft: 1, .portraitUpsideDown: 2, .landscapeRight: 3,
      ]
      let a = table[from] ?? 0
      let b = table[to] ?? 0
      result.expect(
        from.rotationFromPortrait.rawValue == a, "\(from).rotationFromPortrait is wrong")
      result.expect(from.rotation(to: to).rawValue == (b - a) & 3, "\(from) to \(to) is wrong")
      result.expect(from.isLandscape == (a & 1 == 1), "\(from).isLandscape is wrong")
      result.expect(from.isPortrait == (a & 1 == 0), "\(from).isPortrait is wrong")
    }
  }

  /// Points, sizes, rectangles, pixel rectangles and insets turned by a
  /// quarter turn land where the definition puts them.
  static func rotationGeometry() -> Property {
    let whole = Gen<Int>.int(in: 0...60)
    let input = Gen { choices in
      let width = whole.generate(&choices)
      let height = whole.generate(&choices)
      let rect = PixelRect(
        x: whole.generate(&choices), y: whole.generate(&choices),
        width: whole.generate(&choices), height: whole.generate(&choices))
      let insets = (0..<4).map { _ in whole.generate(&choices) }
      return (
        container: PixelSize(width: width, height: height), rect: rect,
        insets: EdgeInsets(
          top: Double(insets[0]), left: Double(insets[1]), bottom: Double(insets[2]),
          right: Double(insets[3])),
        turn: Domain.turn.generate(&choices)
      )
    }
    return Property(
      "rotation.geometry",
      summary: "rotated points, sizes, rects and insets match k clockwise quarter turns",
      generator: input,
      describe: {
        "container \($0.container), rect \($0.rect), insets \($0.insets), turn \($0.turn)"
      }
    ) { input, result in
      let turn = input.turn
      let k = turn.rawValue
      let size = Size(width: Double(input.container.width), height: Double(input.container.height))
      // The definition, applied k times.
      func clockwise(_ p: (Double, Double), times: Int, in c: (Double, Double)) -> (Double, Double)
      {
        var p = p
        var c = c
        for _ in 0..<times {
          p = (c.1 - p.1, p.0)
          c = (c.1, c.0)
        }
        return p
      }
      let r = input.rect.rect
      let corner = clockwise((r.minX, r.minY), times: k, in: (size.width, size.height))
      let point = Point(x: r.minX, y: r.minY).rotated(by: turn, in: size)
      result.expect(
        point.x == corner.0 && point.y == corner.1,
        "(\(r.minX), \(r.minY)) turned \(turn) is \(point), expected \(corner)")
      var moved = Point(x: r.minX, y: r.minY)
      moved.rotate(by: turn, in: size)
      result.expect(moved == point, "rotate(by:in:) differs from rotated(by:in:)")

      let swapped = k & 1 == 1
      let turnedSize = size.rotated(by: turn)
      result.expect(
        turnedSize
          == (swapped ? Size(width: size.height, height: size.width) : size),
        "\(size) turned \(turn) is \(turnedSize)")
      let turnedPixels = input.container.rotated(by: turn)
      result.expect(
        turnedPixels
          == (swapped
            ? PixelSize(width: input.container.height, height: input.container.width)
            : input.container),
        "\(input.container) turned \(turn) is \(turnedPixels)")
      var sizeCopy = size
      sizeCopy.rotate(by: turn)
      var pixelSizeCopy = input.container
      pixelSizeCopy.rotate(by: turn)
      result.expect(
        sizeCopy == turnedSize && pixelSizeCopy == turnedPixels,
        "rotate(by:) differs from rotated(by:) for sizes")

      // A rectangle goes to the box of its turned corners.
      let far = clockwise((r.maxX, r.maxY), times: k, in: (size.width, size.height))
      let box = Rect(
        x: Swift.min(corner.0, far.0), y: Swift.min(corner.1, far.1),
        width: swapped ? r.height : r.width, height: swapped ? r.width : r.height)
      let turnedRect = r.rotated(by: turn, in: size)
      result.expect(turnedRect == box, "\(r) turned \(turn) is \(turnedRect), expected \(box)")
      var rectCopy = r
      rectCopy.rotate(by: turn, in: size)
      result.expect(rectCopy == turnedRect, "rotate(by:in:) differs for rects")
      let turnedPixelRect = input.rect.rotated(by: turn, in: input.container)
      result.expect(
        turnedPixelRect.rect == box,
        "\(input.rect) turned \(turn) is \(turnedPixelRect), expected \(box)")
      var pixelRectCopy = input.rect
      pixelRectCopy.rotate(by: turn, in: input.container)
      result.expect(pixelRectCopy == turnedPixelRect, "rotate(by:in:) differs for pixel rects")

      // Insets: each side moves k places clockwise (top, right, bottom, left).
      let i = input.insets
      let ring = [i.top, i.right, i.bottom, i.left]
      let side = { (index: Int) in ring[(index - k + 4) & 3] }
      let expected = EdgeInsets(top: side(0), left: side(3), bottom: side(2), right: side(1))
      let turnedInsets = i.rotated(by: turn)
      result.expect(
        turnedInsets == expected, "\(i) turned \(turn) is \(turnedInsets), expected \(expected)")
      var insetsCopy = i
      insetsCopy.rotate(by: turn)
      result.expect(insetsCopy == turnedInsets, "rotate(by:) differs for insets")
      result.classify(swapped, "axes swapped")
    }
  }
}

extension InvariantSuite {
  /// Orientations and rotation, on the value types: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func orientationProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      orientationQuarterTurns().judging(),
      rotationGeometry().judging(),
    ]
  }
}
