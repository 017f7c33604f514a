// Policy: the overlay is applied to a copy at export time, never to the
// framebuffer, so looking at a failing frame cannot change what an invariant
// sees. The outline is drawn on the first band pixel around the region, not
// on the region's own edge, so no scene pixel is hidden.

import SafeAreaGeometry

/// Marks the safe region on an exported image: the unsafe bands tinted and
/// the region outlined.
public struct SafeAreaOverlay: Hashable, Sendable {
  /// The safe region in framebuffer pixels, or `nil` when it is empty (then
  /// the whole image is band).
  public var region: PixelRect?
  /// The colour blended over band pixels, by its alpha.
  public var bandTint: Color
  /// The colour of the one-pixel outline just outside the region.
  public var outline: Color

  /// Creates an overlay.
  ///
  /// - Parameters:
  ///   - region: the safe region in framebuffer pixels.
  ///   - bandTint: blended over every pixel outside the region, by its alpha.
  ///   - outline: the colour of the ring of band pixels touching the region.
  public init(
    region: PixelRect?, bandTint: Color = Color(red: 255, green: 0, blue: 160, alpha: 80),
    outline: Color = .magenta
  ) {
    self.region = region
    self.bandTint = bandTint
    self.outline = outline
  }

  /// The framebuffer's pixels with the overlay applied.
  func applied(to framebuffer: Framebuffer) -> [UInt32] {
    var pixels = framebuffer.pixels
    let width = framebuffer.width
    let safe = region.flatMap { $0.intersection(framebuffer.bounds) }
    let ring = safe.map {
      PixelRect(x: $0.x - 1, y: $0.y - 1, width: $0.width + 2, height: $0.height + 2)
    }
    for y in 0..<framebuffer.height {
      for x in 0..<width where !(safe?.contains(x: x, y: y) ?? false) {
        let index = y * width + x
        if ring?.contains(x: x, y: y) ?? false {
          pixels[index] = outline.packed
        } else {
          pixels[index] = Self.blend(bandTint, over: Color(packed: pixels[index])).packed
        }
      }
    }
    return pixels
  }

  static func blend(_ top: Color, over bottom: Color) -> Color {
    let a = UInt32(top.alpha)
    func mix(_ t: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((UInt32(t) * a + UInt32(b) * (255 - a) + 127) / 255)
    }
    return Color(
      red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
      blue: mix(top.blue, bottom.blue), alpha: Swift.max(top.alpha, bottom.alpha))
  }
}
