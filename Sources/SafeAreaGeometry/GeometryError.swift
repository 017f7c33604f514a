// Policy: the engine never traps. Every function that could meet a value it
// cannot represent (NaN, an infinity, a negative extent, a pixel coordinate
// beyond what glScissor accepts) throws this typed error instead, and the
// error names the input and what was wrong with it.

/// What was wrong with a geometry input.
///
/// Every throwing function in the engine uses typed throws with this error, so
/// callers can switch over the cases without a dynamic cast.
public enum GeometryError: Error, Hashable, Sendable {
  /// The named value was NaN or an infinity.
  case notFinite(name: String, value: Double)
  /// The named value was negative where only zero or more makes sense.
  case negative(name: String, value: Double)
  /// The named value, converted to pixels, does not fit in a 32-bit pixel
  /// coordinate (what `glScissor` and raylib's `int` parameters take).
  case outOfPixelRange(name: String, value: Double)
  /// The display scale was not a positive finite number.
  case invalidScale(Double)
  /// An integer parameter was outside its documented range.
  case invalidParameter(name: String, value: Int, expected: String)
}

extension GeometryError: CustomStringConvertible {
  /// A sentence naming the input and what was wrong with it.
  public var description: String {
    switch self {
    case .notFinite(let name, let value):
      return "\(name) must be finite, got \(value)"
    case .negative(let name, let value):
      return "\(name) must not be negative, got \(value)"
    case .outOfPixelRange(let name, let value):
      return "\(name) is \(value) pixels, outside the 32-bit pixel range"
    case .invalidScale(let value):
      return "scale must be a positive finite number, got \(value)"
    case .invalidParameter(let name, let value, let expected):
      return "\(name) must be \(expected), got \(value)"
    }
  }
}

/// The largest magnitude a pixel coordinate or extent may have.
///
/// raylib and rlgl take `int` (32-bit) coordinates; anything larger would be
/// truncated on the way to the GPU, so the engine refuses it up front.
public let maximumPixelMagnitude = Int(Int32.max)

extension Double {
  /// Returns `self` if it is finite, otherwise throws naming the input.
  @inlinable
  func requireFinite(_ name: @autoclosure () -> String) throws(GeometryError) -> Double {
    guard isFinite else { throw .notFinite(name: name(), value: self) }
    return self
  }

  /// Returns `self` if it is finite and not negative, otherwise throws.
  @inlinable
  func requireNonNegative(_ name: @autoclosure () -> String) throws(GeometryError) -> Double {
    guard isFinite else { throw .notFinite(name: name(), value: self) }
    guard self >= 0 else { throw .negative(name: name(), value: self) }
    return self
  }

  /// Converts an already-rounded pixel value to `Int`, refusing anything that
  /// would not fit a 32-bit pixel coordinate.
  ///
  /// Callers pass products of validated (finite) points and a scale, so an
  /// infinity here means the product overflowed: that is out of the pixel
  /// range, not a non-finite input.
  @inlinable
  func checkedPixel(_ name: @autoclosure () -> String) throws(GeometryError) -> Int {
    guard !isNaN else { throw .notFinite(name: name(), value: self) }
    guard abs(self) <= Double(maximumPixelMagnitude) else {
      throw .outOfPixelRange(name: name(), value: self)
    }
    return Int(self)
  }
}

extension Int {
  /// Addition that clamps at the integer limits instead of trapping.
  ///
  /// Pixel rectangles come from users and from the fuzzer, so `x + width`
  /// may sit at `Int.max`; the engine saturates rather than wraps or traps.
  @inlinable
  func saturatingAdd(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }

  /// Multiplication that clamps at the integer limits instead of trapping.
  @inlinable
  func saturatingMultiply(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }

  /// Subtraction that clamps at the integer limits instead of trapping.
  @inlinable
  func saturatingSubtract(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return difference }
    return other > 0 ? .min : .max
  }
}
