import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

/// The bands around a kept rect, which the deferred clear and the failure
/// pictures both fill: with the kept rect they cover the outer rect, each
/// pixel once.
struct PixelRectBandsTests {
  @Test(
    "the four bands and the kept rect cover the outer rect, each pixel exactly once",
    arguments: [
      PixelRect(x: 0, y: 0, width: 9, height: 7), PixelRect(x: -4, y: 3, width: 6, height: 11),
    ])
  func bandsPartitionTheOuterRect(outer: PixelRect) {
    var generator = SplitMix64(seed: UInt64(outer.width))
    var inners = [outer, PixelRect(x: outer.x, y: outer.y, width: 1, height: 1)]
    for _ in 0..<30 {
      let x = Int.random(in: outer.minX..<outer.maxX, using: &generator)
      let y = Int.random(in: outer.minY..<outer.maxY, using: &generator)
      inners.append(
        PixelRect(
          x: x, y: y, width: Int.random(in: 1...(outer.maxX - x), using: &generator),
          height: Int.random(in: 1...(outer.maxY - y), using: &generator)))
    }
    for inner in inners {
      let bands = outer.bands(around: inner)
      #expect(bands.count == 4)
      for y in outer.minY..<outer.maxY {
        for x in outer.minX..<outer.maxX {
          let covering =
            bands.filter { $0.contains(x: x, y: y) }.count + (inner.contains(x: x, y: y) ? 1 : 0)
          #expect(covering == 1, "pixel (\(x), \(y)) around \(inner) in \(outer)")
        }
      }
      #expect(bands.allSatisfy { $0.isEmpty || outer.intersection($0) == $0 })
    }
  }
}
