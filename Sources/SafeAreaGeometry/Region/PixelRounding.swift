// Policy: a product of points and a scale that lies within 4 ε (relative) of
// a whole number of pixels *is* that whole number. Neither factor is exact:
// a scale of 7/3 is stored as 2.3333333333333335 and an inset of 559/3 as
// 186.33333333333334, so 219 pt at 7/3 comes out as 511.00000000000006 px and
// 27 pt as 63.00000000000001 px. Rounding those outward blindly gives 512 and
// 64: a whole pixel lost to representation error, not to geometry. Each
// factor carries at most half an ulp of error and the product adds another
// half, so 1.5 ε covers one multiplication; 4 ε leaves room for a value that
// was itself computed (a third of a sum). A genuine fraction that close to a
// whole pixel is below 1e-6 px even at the 32-bit limit, so snapping it
// changes no visible pixel. Zero snaps only from exactly zero: a tiny but
// positive inset still costs its pixel.

/// How the engine turns a product of points and a scale into whole pixels.
public enum PixelRounding {
  /// The relative distance, in units of the whole number's magnitude,
  /// within which a product counts as that whole number: 4 ε, about
  /// 8.9e-16.
  public static let wholeTolerance = 4 * Double.ulpOfOne

  /// The whole number `value` stands for, if it lies within
  /// ``wholeTolerance`` of one.
  ///
  /// - Parameter value: a product of points and a scale.
  /// - Returns: the whole number, or `nil` when `value` is a genuine
  ///   fraction (or not finite).
  @inlinable
  public static func nearestWhole(to value: Double) -> Double? {
    guard value.isFinite else { return nil }
    let whole = value.rounded()
    return abs(value - whole) <= wholeTolerance * abs(whole) ? whole : nil
  }

  /// Rounds toward positive infinity, except that a value within rounding
  /// error of a whole number becomes that number: how insets go outward.
  ///
  /// - Parameter value: a product of points and a scale.
  @inlinable
  public static func up(_ value: Double) -> Double {
    nearestWhole(to: value) ?? value.rounded(.up)
  }

  /// Rounds toward negative infinity, except that a value within rounding
  /// error of a whole number becomes that number: how the screen goes
  /// inward.
  ///
  /// - Parameter value: a product of points and a scale.
  @inlinable
  public static func down(_ value: Double) -> Double {
    nearestWhole(to: value) ?? value.rounded(.down)
  }
}
