// Policy: the invariants judge the engine against an oracle that shares no
// code with it: overlaps are computed in 128-bit integers, where no sum of
// 64-bit edges can overflow, so the oracle needs no saturation logic. Pixel
// rounding shares only the engine's documented tolerance (a number in its
// contract), not the code that applies it.

import SafeAreaGeometry

/// Independent reference computations for the invariants.
///
/// The rectangle checks are always inlined: a cheap property's check calls
/// them every case, and as calls they cost `clip.wellFormed` about 25
/// instructions of its 1,230.
enum Oracle {
  /// The overlap of two pixel rectangles in exact arithmetic, or `nil`.
  @inline(__always)
  static func overlap(_ a: PixelRect, _ b: PixelRect) -> PixelRect? {
    guard a.width > 0, a.height > 0, b.width > 0, b.height > 0 else { return nil }
    let left = Swift.max(Int128(a.x), Int128(b.x))
    let top = Swift.max(Int128(a.y), Int128(b.y))
    let right = Swift.min(Int128(a.x) + Int128(a.width), Int128(b.x) + Int128(b.width))
    let bottom = Swift.min(Int128(a.y) + Int128(a.height), Int128(b.y) + Int128(b.height))
    guard right > left, bottom > top else { return nil }
    // The overlap lies inside both rectangles; its edges fit Int unless a
    // rectangle itself reaches past Int.max, which the engine saturates.
    guard let x = Int(exactly: left), let y = Int(exactly: top),
      let width = Int(exactly: Swift.min(right, Int128(Int.max)) - left),
      let height = Int(exactly: Swift.min(bottom, Int128(Int.max)) - top)
    else { return nil }
    guard width > 0, height > 0 else { return nil }
    return PixelRect(x: x, y: y, width: width, height: height)
  }

  /// Whether a rectangle lies within another, in exact arithmetic.
  @inline(__always)
  static func contains(_ outer: PixelRect, _ inner: PixelRect) -> Bool {
    Int128(inner.x) >= Int128(outer.x) && Int128(inner.y) >= Int128(outer.y)
      && Int128(inner.x) + Int128(inner.width) <= Int128(outer.x) + Int128(outer.width)
      && Int128(inner.y) + Int128(inner.height) <= Int128(outer.y) + Int128(outer.height)
  }

  /// Whether two doubles agree within a few rounding steps of their scale.
  static func close(_ a: Double, _ b: Double, scale: Double) -> Bool {
    a == b || abs(a - b) <= 4 * Double.ulpOfOne * Swift.max(1, abs(scale))
  }

  /// How far a product of points and a scale may sit from the pixel edge
  /// the engine gives it: the engine's documented tolerance times the whole
  /// number nearest the product.
  static func wholePixelSlack(_ product: Double) -> Double {
    PixelRounding.wholeTolerance * abs(product.rounded(.toNearestOrEven))
  }

  /// Whether a product lies within rounding error of a whole pixel without
  /// being one.
  static func nearlyWhole(_ product: Double) -> Bool {
    let whole = product.rounded(.toNearestOrEven)
    return product != whole && abs(product - whole) <= wholePixelSlack(product)
  }

  /// Rounds an inset product outward as the contract says: up, unless it is
  /// within rounding error of a whole pixel.
  static func pixelsUp(_ product: Double) -> Double {
    let whole = product.rounded(.toNearestOrEven)
    return abs(product - whole) <= wholePixelSlack(product) ? whole : product.rounded(.up)
  }

  /// Rounds a screen product inward as the contract says: down, unless it is
  /// within rounding error of a whole pixel.
  static func pixelsDown(_ product: Double) -> Double {
    let whole = product.rounded(.toNearestOrEven)
    return abs(product - whole) <= wholePixelSlack(product) ? whole : product.rounded(.down)
  }
}
