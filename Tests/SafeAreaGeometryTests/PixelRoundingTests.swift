import SafeAreaGeometry
import Testing

@Suite("Pixel rounding")
struct PixelRoundingTests {
  /// 7/3 as a `Double` (2.3333333333333335), the scale of the fuzz findings.
  static let sevenThirds = 7.0 / 3

  @Test(
    "An inset whose product is within rounding of a whole pixel costs that pixel, no more",
    arguments: [
      // 219 x 2.3333333333333335 = 511.00000000000006 (was 512).
      (
        EdgeInsets(top: 0, left: 219, bottom: 0, right: 0),
        PixelRect(x: 511, y: 0, width: 340, height: 2)
      ),
      // 27 x 2.3333333333333335 = 63.00000000000001 (was 64).
      (
        EdgeInsets(top: 27, left: 0, bottom: 0, right: 0),
        PixelRect(x: 0, y: 63, width: 851, height: 1262)
      ),
    ])
  func nearlyWholeInsetSnaps(insets: EdgeInsets, expected: PixelRect) throws {
    let screen = insets.top > 0 ? Size(width: 365, height: 568) : Size(width: 365, height: 1)
    let region = try SafeRegion(screen: screen, insets: insets)
    #expect(try region.pixelFrame(scale: DisplayScale(validating: Self.sevenThirds)) == expected)
  }

  @Test func nearlyWholeScreenSnapsUp() throws {
    // 21.857142857142854 x 2.3333333333333335 = 50.99999999999999: 51 px,
    // not 50.
    let region = try SafeRegion(
      screen: Size(width: 21.857142857142854, height: 3), insets: .zero)
    let scale = try DisplayScale(validating: Self.sevenThirds)
    #expect(21.857142857142854 * Self.sevenThirds < 51)
    #expect(try region.screenPixels(scale: scale) == PixelSize(width: 51, height: 7))
  }

  @Test(
    "Within the tolerance a product is whole; beyond it, it rounds outward",
    arguments: [
      (511.0.nextUp, 511.0, 511.0),
      (511.0.nextDown, 511.0, 511.0),
      (511.0.nextUp.nextUp.nextUp, 511.0, 511.0),
      (511.0 + 1e-9, 512.0, 511.0),
      (511.0 - 1e-9, 511.0, 510.0),
      // 135.00000000000006 pt at 2.3333333333333344: five ulps off 315 is
      // outside the 4 eps tolerance (4.9 ulps there), so it rounds outward.
      (135.00000000000006 * 2.3333333333333344, 316.0, 315.0),
      (0.0, 0.0, 0.0),
      // Zero snaps only from zero: a tiny positive inset still costs its pixel.
      (.leastNonzeroMagnitude, 1.0, 0.0),
      (1.1e-13, 1.0, 0.0),
    ])
  func roundingTolerance(product: Double, up: Double, down: Double) {
    #expect(PixelRounding.up(product) == up)
    #expect(PixelRounding.down(product) == down)
  }

  @Test func nonFiniteProductsAreLeftToTheRangeCheck() {
    #expect(PixelRounding.nearestWhole(to: .infinity) == nil)
    #expect(PixelRounding.nearestWhole(to: .nan) == nil)
    #expect(PixelRounding.up(.infinity) == .infinity)
  }

  @Test func anEmptyRegionHasNoPixels() throws {
    let region = try SafeRegion(
      screen: Size(width: 810, height: 100),
      insets: EdgeInsets(top: 0, left: 559.0 / 3, bottom: 0, right: 1871.0 / 3))
    #expect(try region.pixelFrame(scale: DisplayScale(validating: 3)) == nil)
  }
}
