// Policy: every typed read of an option goes through one conversion, so
// each bad value is reported the same way: the option, what it expects,
// and the text given. An enumeration's accepted values are listed from
// the type itself, so the message cannot fall behind a new case.
//
// These reads by name are the old API, kept for `fuzz` until its port; a
// declared ``Option`` says the same words from its declaration.

extension ParsedArguments {
  /// The value of an option read by a conversion of its own, if given: for
  /// values with no `LosslessStringConvertible` spelling, such as a
  /// percentage written `25%`.
  ///
  /// - Parameters:
  ///   - name: the option.
  ///   - expected: how the value must look, for the error message
  ///     (`a percentage from 0 to 100`).
  ///   - convert: the value for a text, or `nil` when the text is not one.
  /// - Throws: ``UsageError`` naming the option and the bad text.
  public func value<T>(
    _ name: String, expected: String, convert: (String) -> T?
  ) throws(UsageError) -> T? {
    guard let text = string(name) else { return nil }
    guard let value = convert(text) else {
      throw UsageError("option '--\(name)' expects \(expected), got '\(text)'")
    }
    return value
  }

  /// The value of an option naming one case of an enumeration by its raw
  /// value, if given.
  ///
  /// - Parameters:
  ///   - name: the option.
  ///   - type: the enumeration; its cases, in declaration order, are what
  ///     the error message lists.
  /// - Throws: ``UsageError`` naming the option, the accepted values and
  ///   the bad text.
  public func value<T: CaseIterable & RawRepresentable>(
    _ name: String, as type: T.Type
  ) throws(UsageError) -> T? where T.RawValue == String {
    try value(name, expected: choiceList(T.allCases.map(\.rawValue)), convert: T.init(rawValue:))
  }
}

/// Words joined for a message or a help line: `a`, `a or b`, `a, b or c`.
public func choiceList(_ words: [String]) -> String {
  guard let last = words.last else { return "nothing" }
  let rest = words.dropLast()
  return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
}
