// Policy: a parser of its own rather than Foundation's JSONSerialization or
// BenchmarkTracking's JSONValue: protocol integers are 64-bit pixel
// coordinates and must stay exact (JSONValue keeps numbers as Double), and a
// child's line is parsed tens of thousands of times a second, so it works
// on the raw bytes and allocates only for the values it returns.

/// One JSON value of a protocol line.
public enum WireValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number written without fraction or exponent that fits `Int`.
  case int(Int)
  case double(Double)
  case string(String)
  case array([WireValue])
  case object([String: WireValue])

  /// The member of an object, or `nil`.
  public subscript(key: String) -> WireValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The value as a whole number, if it is one.
  public var int: Int? {
    switch self {
    case .int(let value): return value
    // Int(exactly:) is nil for a fraction, an infinity, NaN and anything
    // beyond Int.
    case .double(let value): return Int(exactly: value)
    default: return nil
    }
  }

  /// The value as a number; the strings `"NaN"`, `"Infinity"` and
  /// `"-Infinity"` stand for the values JSON cannot write.
  public var double: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    case .string("NaN"): return .nan
    case .string("Infinity"): return .infinity
    case .string("-Infinity"): return -.infinity
    default: return nil
    }
  }

  /// The elements of an array, or `nil`.
  public var array: [WireValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The text of a string, or `nil`.
  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
