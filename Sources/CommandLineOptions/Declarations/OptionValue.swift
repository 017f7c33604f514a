// Policy: a value type knows how its text is read and how it is written
// back, in words for messages (`a whole number`) and as text for help
// (`0.05`, not `0.05000000000000001`), so a declaration needs to state only
// what is particular to its option: the range, the default, the help.

/// A type an option's value can be read as.
///
/// The package's tools read whole numbers, numbers, text, percentages and
/// enumerations; an enumeration needs no conformance (see
/// ``Option/init(_:_:default:choices:help:shownDefault:)``).
public protocol OptionValue: Sendable {
  /// The value a command-line text stands for, or `nil` when it stands for
  /// none.
  init?(argument: String)
  /// What any value of the type looks like, for messages (`a whole number`).
  static var kind: String { get }
  /// What an accepted value looks like when no range narrows it; `kind`
  /// unless the type's own bounds are worth saying (`a whole number from 0
  /// to 2^64-1`).
  static var expectedValue: String { get }
  /// The value as help and messages write it (`0.05`, `2^64-1`).
  var argumentText: String { get }
}

extension OptionValue {
  /// `kind`.
  public static var expectedValue: String { kind }
}

extension OptionValue where Self: CustomStringConvertible {
  /// The value's description.
  public var argumentText: String { description }
}

extension Int: OptionValue {
  /// Decimal digits with an optional sign.
  public init?(argument: String) { self.init(argument, radix: 10) }
  /// `a whole number`.
  public static var kind: String { "a whole number" }
  /// The digits, or `2^63-1` for the largest value.
  public var argumentText: String { self == .max ? "2^63-1" : description }
}

extension Int32: OptionValue {
  /// Decimal digits with an optional sign.
  public init?(argument: String) { self.init(argument, radix: 10) }
  /// `a whole number`.
  public static var kind: String { "a whole number" }
}

extension UInt64: OptionValue {
  /// Decimal digits, no sign.
  public init?(argument: String) { self.init(argument, radix: 10) }
  /// `a whole number`.
  public static var kind: String { "a whole number" }
  /// Every whole number a seed can be: `a whole number from 0 to 2^64-1`.
  public static var expectedValue: String { "a whole number from 0 to 2^64-1" }
  /// The digits, or `2^64-1` for the largest value.
  public var argumentText: String { self == .max ? "2^64-1" : description }
}

extension Double: OptionValue {
  /// A finite decimal number: `nan` and `inf` are refused, so no option
  /// reads a value that every later comparison would get wrong.
  public init?(argument: String) {
    guard let value = Double(argument), value.isFinite else { return nil }
    self = value
  }
  /// `a number`.
  public static var kind: String { "a number" }
  /// The shortest text of the value once rounding noise is dropped: `5`
  /// for both `5.0` and `0.05 * 100`.
  public var argumentText: String { numberText(self) }
}

extension String: OptionValue {
  /// Any text.
  public init?(argument: String) { self = argument }
  /// `text`.
  public static var kind: String { "text" }
  /// The text itself.
  public var argumentText: String { self }
}

/// A number as help writes it: whole numbers without `.0`, and a value
/// computed from a fraction (`0.05 * 100`) without its rounding noise.
func numberText(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  // Twelve decimals are far more than any documented default needs and
  // far fewer than the noise of one multiplication.
  let rounded = abs(value) < 1e6 ? (value * 1e12).rounded() / 1e12 : value
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  return "\(rounded)"
}
