import SafeAreaGeometry
import Testing

@Suite("Rect and PixelRect")
struct RectTests {
  @Test func overlapIsTheSharedArea() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 6, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 5, y: 6, width: 5, height: 4))
    #expect(b.intersection(a) == a.intersection(b))
  }

  @Test(
    "No area is nil, never a zero or negative extent",
    arguments: [
      Rect(x: 10, y: 0, width: 5, height: 5),  // touches the right edge
      Rect(x: 0, y: 10, width: 5, height: 5),  // touches the bottom edge
      Rect(x: 20, y: 20, width: 5, height: 5),  // misses
      Rect(x: 2, y: 2, width: 0, height: 5),  // zero width
      Rect(x: 2, y: 2, width: -3, height: 5),  // negative width
      Rect(x: .nan, y: 2, width: 3, height: 5),
      Rect(x: 2, y: 2, width: .infinity, height: .nan),
    ])
  func noAreaIsNil(other: Rect) {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersection(other) == nil)
    #expect(other.intersection(a) == nil)
    #expect(!a.intersects(other))
  }

  @Test func formIntersectionReportsWhetherAnOverlapRemained() {
    var a = Rect(x: 0, y: 0, width: 10, height: 10)
    let overlapped = a.formIntersection(Rect(x: 8, y: 8, width: 10, height: 10))
    #expect(overlapped)
    #expect(a == Rect(x: 8, y: 8, width: 2, height: 2))
    let missed = a.formIntersection(Rect(x: 100, y: 100, width: 1, height: 1))
    #expect(!missed)
    #expect(a == .zero)
  }

  @Test func hugeFiniteRectsDoNotProduceInfiniteOverlap() {
    let huge = Rect(
      x: -Double.greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude * 1.5, height: 1)
    let other = Rect(
      x: -Double.greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 1)
    if let overlap = huge.intersection(other) {
      #expect(overlap.isFinite)
      #expect(!overlap.isEmpty)
    }
  }

  @Test func pixelIntersectionSaturatesNearTheLimits() {
    let a = PixelRect(x: Int.max - 10, y: Int.max - 10, width: Int.max, height: Int.max)
    let b = PixelRect(x: Int.max - 5, y: Int.max - 20, width: 100, height: 100)
    let overlap = a.intersection(b)
    #expect(overlap == PixelRect(x: Int.max - 5, y: Int.max - 10, width: 5, height: 10))
    let c = PixelRect(x: Int.min, y: Int.min, width: Int.max, height: Int.max)
    #expect(c.maxX == -1)
    #expect(c.intersection(PixelRect(x: 0, y: 0, width: 10, height: 10)) == nil)
  }

  @Test func pixelEdgeTouchingIsNotOverlap() {
    let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersection(PixelRect(x: 10, y: 0, width: 1, height: 1)) == nil)
    #expect(
      a.intersection(PixelRect(x: 9, y: 9, width: 1, height: 1))
        == PixelRect(x: 9, y: 9, width: 1, height: 1))
    #expect(a.intersection(PixelRect(x: 2, y: 2, width: -1, height: 4)) == nil)
  }

  @Test func exactConversionRejectsFractionsAndHugeValues() {
    #expect(
      PixelRect(exactly: Rect(x: 1, y: 2, width: 3, height: 4))
        == PixelRect(x: 1, y: 2, width: 3, height: 4))
    #expect(PixelRect(exactly: Rect(x: 1.5, y: 2, width: 3, height: 4)) == nil)
    #expect(PixelRect(exactly: Rect(x: 1, y: 2, width: 1e12, height: 4)) == nil)
    #expect(PixelRect(exactly: Rect(x: .nan, y: 2, width: 3, height: 4)) == nil)
  }

  @Test func areaReportsOverflowAsNil() {
    #expect(PixelRect(x: 0, y: 0, width: 3, height: 4).area == 12)
    #expect(PixelRect(x: 0, y: 0, width: -3, height: 4).area == 0)
    #expect(PixelRect(x: 0, y: 0, width: Int.max, height: 4).area == nil)
  }
}
