// Policy: numbers are kept as `Double` because that is what Google Benchmark
// writes (it prints every figure with `%g`-style precision), and objects keep
// their key order so a file written back out reads like the original.

/// A parsed JSON value, including the non-finite numbers Google Benchmark
/// writes bare (`NaN`, `Infinity`, `-Infinity`).
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// Any number; may be NaN or infinite.
  case number(Double)
  /// A string with escapes resolved.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object as ordered key/value pairs; a later duplicate key wins on
  /// lookup, as in most JSON readers.
  case object([(key: String, value: JSONValue)])

  /// Compares two values; objects compare by their ordered pairs.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// Hashes the value consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value.isNaN ? Double.nan.bitPattern : value.bitPattern)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let pairs):
      for pair in pairs {
        hasher.combine(pair.key)
        hasher.combine(pair.value)
      }
    }
  }

  /// The value for `key` when this is an object; the last duplicate wins.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.last { $0.key == key }?.value
  }

  /// The number, when this is one.
  public var doubleValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The string, when this is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The boolean, when this is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number as an exact integer, when it is one that fits in `Int`.
  public var intValue: Int? {
    guard let value = doubleValue else { return nil }
    return Int(exactly: value)
  }
}
