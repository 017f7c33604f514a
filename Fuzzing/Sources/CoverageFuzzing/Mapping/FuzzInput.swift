// Policy: the first byte picks the property (modulo the suite's size, so
// every byte picks one and libFuzzer keeps a separate coverage frontier per
// property); the rest are the choices (see ChoiceBytes). An empty input is the
// first property with no choices, which replay answers with zeros: the
// simplest case of that property. Trailing zero choices are dropped when
// encoding, since replay supplies them anyway.

/// One coverage-fuzzer input: which property, and the choices to replay.
public struct FuzzInput: Hashable, Sendable {
  /// The property's index in the suite.
  public var propertyIndex: Int
  /// The choices, as decoded (not yet clamped to their bounds).
  public var choices: [UInt64]

  /// Creates an input from its parts.
  ///
  /// - Parameters:
  ///   - propertyIndex: the property's index in the suite, `0 ..< 256`
  ///     (a selector is one byte).
  ///   - choices: the choices to replay.
  public init(propertyIndex: Int, choices: [UInt64]) {
    self.propertyIndex = propertyIndex
    self.choices = choices
  }

  /// Reads an input from libFuzzer's bytes.
  ///
  /// - Parameters:
  ///   - bytes: the whole input.
  ///   - propertyCount: the number of properties to pick from; values below
  ///     one are read as one.
  public init<Bytes: Collection<UInt8>>(bytes: Bytes, propertyCount: Int) {
    guard let selector = bytes.first else {
      self.init(propertyIndex: 0, choices: [])
      return
    }
    self.init(
      propertyIndex: Int(selector) % Swift.max(1, propertyCount),
      choices: ChoiceBytes.decode(bytes.dropFirst()))
  }

  /// The bytes that read back as this input (with trailing zero choices
  /// dropped), or `nil` when the property index does not fit in the
  /// selector byte.
  public var bytes: [UInt8]? {
    guard let selector = UInt8(exactly: propertyIndex) else { return nil }
    var trimmed = choices[...]
    while trimmed.last == 0 { trimmed = trimmed.dropLast() }
    return [selector] + ChoiceBytes.encode(Array(trimmed))
  }
}
