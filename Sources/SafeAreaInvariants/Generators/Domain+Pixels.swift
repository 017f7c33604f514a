import PropertyFuzzing
import SafeAreaGeometry

/// A pixel screen and the safe region a host would scissor to.
public struct PixelScene: Sendable, CustomStringConvertible {
  /// The framebuffer size.
  public var screen: PixelSize
  /// The safe region in pixels, `nil` when empty.
  public var region: PixelRect?
  /// Where it came from, for people.
  public var origin: String

  /// `origin: screen, region`.
  public var description: String {
    "\(origin): screen \(screen), region \(region.map(\.description) ?? "empty")"
  }
}

extension Domain {
  /// A pixel rectangle anywhere, of any extent, biased toward the integer
  /// limits, zero and negative extents.
  public static let anyPixelRect = Gen<PixelRect> { choices in
    let coordinate = Gen<Int>.int(in: .min ... .max)
    let extent = Gen<Int>.frequency([
      (4, .int(in: 0...4096)), (1, .int(in: .min ... .max)),
    ])
    return PixelRect(
      x: coordinate.generate(&choices), y: coordinate.generate(&choices),
      width: extent.generate(&choices), height: extent.generate(&choices))
  }

  /// A safe region in screen pixels: a catalog device's, an invented one,
  /// or one near the integer limits.
  public static let pixelRegion = Gen<PixelRect>.biased(pixelRegionBiased, uniform: inventedRegion)

  /// A region at a small offset with any size up to 3000 px: the plain,
  /// unbiased part of ``pixelRegion``.
  static let inventedRegion = Gen { choices in
    PixelRect(
      x: Gen.int(in: 0...300).generate(&choices), y: Gen.int(in: 0...300).generate(&choices),
      width: Gen.int(in: 1...3000).generate(&choices),
      height: Gen.int(in: 1...3000).generate(&choices))
  }

  static let pixelRegionBiased = Gen<PixelRect>.frequency([
    (
      2,
      catalogDevice.zip(orientation).map { device, orientation in
        let region = try? device.safeRegion(in: orientation).pixelFrame(scale: device.scale)
        return (region ?? nil) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
      }
    ),
    (3, inventedRegion),
    (
      1,
      Gen { choices in
        let size = Gen.int(in: 1...1000).generate(&choices)
        return PixelRect(x: Int.max - size, y: Int.max - size, width: size, height: size)
      }
    ),
  ])

  /// A scene box in scene coordinates, relative to a region: inside,
  /// straddling, touching an edge, missing, with zero or negative extents,
  /// or anywhere at all.
  public static func sceneBox(in region: PixelRect) -> Gen<PixelRect> {
    let width = Swift.max(1, Swift.min(region.width, 1 << 40))
    let height = Swift.max(1, Swift.min(region.height, 1 << 40))
    let near = Gen<Int>.int(in: -2 * width...2 * width, near: [0, width])
    let nearY = Gen<Int>.int(in: -2 * height...2 * height, near: [0, height])
    let extent = Gen<Int>.int(in: -20...3 * Swift.max(width, height), near: [0, 1, width, height])
    let plain = Gen { choices in
      PixelRect(
        x: near.generate(&choices), y: nearY.generate(&choices),
        width: extent.generate(&choices), height: extent.generate(&choices))
    }
    return .biased(.frequency([(6, plain), (1, anyPixelRect)]), uniform: plain)
  }

  /// A small pixel screen with a safe region from random insets, or a
  /// catalog device at scale 1 (points as pixels), for rasterized checks.
  public static let pixelScene = Gen<PixelScene>.frequency([
    (
      9,
      Gen { choices in
        let width = Gen.int(in: 1...96).generate(&choices)
        let height = Gen.int(in: 1...96).generate(&choices)
        // Mostly insets that leave a region (each at most half the side),
        // sometimes any up to the whole side (meeting or crossing).
        let wide = choices.weightedBool(1, in: 5)
        let top = Gen.int(in: 0...(wide ? height : height / 2)).generate(&choices)
        let left = Gen.int(in: 0...(wide ? width : width / 2)).generate(&choices)
        let bottom = Gen.int(in: 0...(wide ? height : height / 2)).generate(&choices)
        let right = Gen.int(in: 0...(wide ? width : width / 2)).generate(&choices)
        let screen = PixelSize(width: width, height: height)
        let w = width - left - right
        let h = height - top - bottom
        let region = w > 0 && h > 0 ? PixelRect(x: left, y: top, width: w, height: h) : nil
        return PixelScene(
          screen: screen, region: region,
          origin: "invented, insets \(top)/\(left)/\(bottom)/\(right) px")
      }
    ),
    (
      1,
      catalogDevice.zip(orientation).map { device, orientation in
        let safe = try? device.safeRegion(in: orientation)
        let screen = (try? safe?.screenPixels(scale: .x1)) ?? PixelSize(width: 1, height: 1)
        let region = (try? safe?.pixelFrame(scale: .x1)) ?? nil
        return PixelScene(
          screen: screen, region: region, origin: "\(device.name) \(orientation) @1x")
      }
    ),
  ])
}
