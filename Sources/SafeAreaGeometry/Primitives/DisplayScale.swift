/// The number of pixels per point along each axis.
///
/// Phones use 1, 2 or 3, but the engine accepts any positive finite scale
/// (simulators and zoomed displays use fractional ones); the checked
/// initializer is the only way in, so a held value is always usable.
public struct DisplayScale: Hashable, Sendable {
  /// Pixels per point.
  public let factor: Double

  /// Creates a scale, or returns `nil` if `factor` is not a positive finite
  /// number.
  @inlinable
  public init?(exactly factor: Double) {
    guard factor.isFinite, factor > 0 else { return nil }
    self.factor = factor
  }

  /// Creates a scale, throwing if `factor` is not a positive finite number.
  public init(validating factor: Double) throws(GeometryError) {
    guard let scale = DisplayScale(exactly: factor) else { throw .invalidScale(factor) }
    self = scale
  }

  /// One pixel per point.
  public static let x1 = DisplayScale(uncheckedFactor: 1)
  /// Two pixels per point (Retina).
  public static let x2 = DisplayScale(uncheckedFactor: 2)
  /// Three pixels per point (Super Retina).
  public static let x3 = DisplayScale(uncheckedFactor: 3)

  @usableFromInline
  init(uncheckedFactor: Double) { self.factor = uncheckedFactor }
}

extension DisplayScale: CustomStringConvertible {
  /// `@3x` and the like.
  public var description: String {
    factor == factor.rounded() ? "@\(Int(factor))x" : "@\(factor)x"
  }
}

extension DisplayScale: Codable {
  /// Decodes a scale, rejecting non-positive or non-finite factors.
  public init(from decoder: any Decoder) throws {
    let factor = try decoder.singleValueContainer().decode(Double.self)
    guard let scale = DisplayScale(exactly: factor) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "invalid scale \(factor)"))
    }
    self = scale
  }

  /// Encodes the factor as a single number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(factor)
  }
}
