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
      generator: input, describe: { "region \($0.0), touches \($0.1)" }
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
          "touch \(index) \(touch) mapped to \(scenePoint), expected \(expected)")
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
  /// The pointer mapping: this area's properties in suite order, each with the engine
  /// functions it judges.
  static func pointerProperties(_ engine: Engine) -> [JudgedProperty] {
    [
      pointerInverse(engine).judging(\.intoSafeRegion, \.belowSafeArea)
    ]
  }
}
