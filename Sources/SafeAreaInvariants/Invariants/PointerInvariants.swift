import PropertyFuzzing
import SafeAreaGeometry

extension InvariantSuite {
  /// Pointer mapping moves every touch by the region's origin and
  /// `belowSafeArea` undoes it.
  static func pointerInverse(_ engine: Engine) -> Property {
    let coordinate = Gen<Double>.double(in: -3000...3000)
    let point = coordinate.zip(coordinate).map { Point(x: $0.0, y: $0.1) }
    let input = Domain.pixelRegion.zip(point.array(count: 1...5))
    return Property(
      "pointer.inverse",
      summary: "intoSafeRegion moves every touch by -origin; belowSafeArea undoes it",
      generator: input, describe: { "region \($0.0), touches \($0.1)" },
      placements: .touches
    ) { input, result in
      let (region, touches) = input
      let mapped = engine.intoSafeRegion(touches, region)
      result.classify(touches.count > 1, "multi-touch")
      result.expect(
        mapped.count == touches.count, "\(touches.count) touches became \(mapped.count)")
      for (index, (touch, scenePoint)) in zip(touches, mapped).enumerated() {
        let expected = Point(x: touch.x - Double(region.x), y: touch.y - Double(region.y))
        result.expect(
          scenePoint == expected,
          "touch \(index) (counting from 0) \(touch) mapped to \(scenePoint), expected \(expected)")
        let back = engine.belowSafeArea(scenePoint, region)
        let scale = Swift.max(abs(touch.x), abs(touch.y), Double(region.x), Double(region.y))
        result.expect(
          Oracle.close(back.x, touch.x, scale: scale)
            && Oracle.close(back.y, touch.y, scale: scale),
          "belowSafeArea(intoSafeRegion(\(touch))) is \(back)")
      }
    }
  }
}

extension InvariantSuite {
  /// A touch reaches the scene exactly when the pixel under it is the
  /// region's, moved as `intoSafeRegion` moves it, and inside the scene.
  static func pointerTouchesInRegion(_ engine: Engine) -> Property {
    // Touches near the region's edges, anywhere on a catalog screen, and
    // the values that land on no pixel.
    let offset = Gen<Double>.double(in: -3...3)
    let special = Gen<Double>.element(of: [.nan, .infinity, -.infinity, 9.3e18, -9.3e18, -0.0])
    let anchor = Gen<Int>.element(of: [0, 1, 2])
    let input = Domain.pixelRegion.zip(anchor).zip(offset.zip(offset)).zip(
      special.zip(Gen<Bool>.bool))
    return Property(
      "pointer.touchesInRegion",
      summary: "sceneTouch answers a touch exactly when the pixel under it is the region's",
      generator: input,
      describe: { "region \($0.0.0.0), anchor \($0.0.0.1), offset \($0.0.1), special \($0.1)" },
      placements: .touchNearAnEdge
    ) { input, result in
      let (((region, corner), (dx, dy)), (special, useSpecial)) = input
      // Near an edge: the region's corner, its far corner, or its centre,
      // moved a few pixels; or a value no pixel holds in one coordinate.
      let anchor = [
        (Double(region.x), Double(region.y)),
        (Double(region.x) + Double(region.width), Double(region.y) + Double(region.height)),
        (Double(region.x) + Double(region.width) / 2, Double(region.y) + Double(region.height) / 2),
      ][corner]
      let touch = Point(x: useSpecial ? special : anchor.0 + dx, y: anchor.1 + dy)
      // The oracle: the pixel under the touch, in exact integers.
      let column = touch.x.isFinite ? Int(exactly: touch.x.rounded(.down)) : nil
      let row = touch.y.isFinite ? Int(exactly: touch.y.rounded(.down)) : nil
      let inside = column.flatMap { c in row.map { r in region.contains(x: c, y: r) } } ?? false
      result.classify(inside, "inside")
      result.classify(useSpecial, "no pixel in x")
      classifyEdges(of: region, crossedBy: touch, &result)
      let answer = engine.sceneTouch(touch, region)
      guard inside else {
        result.expect(
          answer == nil,
          "touch \(touch) outside \(region) reached the scene as \(String(describing: answer))")
        return
      }
      guard let answer else {
        result.fail("touch \(touch) on a pixel of \(region) did not reach the scene")
        return
      }
      let mapped = engine.intoSafeRegion([touch], region)
      result.expect(
        mapped == [answer],
        "touch \(touch) reached the scene as \(answer), intoSafeRegion gives \(mapped)")
    }
  }
}

extension InvariantSuite {
  /// Labels a touch by the edges of the region it lies within 3 px of and,
  /// for a catalog device's region, its orientations
  /// (`landscapeLeft: the right edge`), so that a run shows the mapping
  /// checked on all four edges in every orientation.
  static func classifyEdges(
    of region: PixelRect, crossedBy touch: Point, _ result: inout CheckResult
  ) {
    guard touch.x.isFinite, touch.y.isFinite else { return }
    // Every orientation of a catalog device whose region this is: a device
    // with the same insets on both sides (most, turned on their side) has
    // one region for two orientations, and a case checks both.
    let table = Domain.catalogPixelRegions
    var orientations: Set<Int> = []
    for (index, entry) in table.regions.enumerated() where entry == region {
      orientations.insert(index % table.orientations)
    }
    let prefixes =
      orientations.isEmpty
      ? ["invented region: "]
      : orientations.sorted().map { "\(Domain.orientations[$0]): " }
    let (left, top) = (Double(region.x), Double(region.y))
    let (right, bottom) = (left + Double(region.width), top + Double(region.height))
    let alongX = touch.x >= left - 3 && touch.x <= right + 3
    let alongY = touch.y >= top - 3 && touch.y <= bottom + 3
    for (edge, near) in [
      ("the left edge", alongY && abs(touch.x - left) <= 3),
      ("the top edge", alongX && abs(touch.y - top) <= 3),
      ("the right edge", alongY && abs(touch.x - right) <= 3),
      ("the bottom edge", alongX && abs(touch.y - bottom) <= 3),
    ] where near {
      for prefix in prefixes { result.classify(true, prefix + edge) }
    }
  }
}

extension InvariantSuite {
  /// The pointer mapping: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func pointerProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      pointerInverse(engine).judging(\.intoSafeRegion, \.belowSafeArea),
      pointerTouchesInRegion(engine).judging(\.sceneTouch, \.intoSafeRegion),
    ]
  }
}
