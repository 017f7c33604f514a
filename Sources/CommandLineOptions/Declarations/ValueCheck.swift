/// Which values of a type an option accepts, and how those values are
/// described in its usage error (`a whole number from 1 to 1000000`).
///
/// A value the check refuses gets the same message as text that is no
/// value at all: `option '--batch' expects a whole number from 1 to
/// 100000, got '0'`.
public struct ValueCheck<Value: Sendable>: Sendable {
  /// The words of an accepted value, or `nil` for the type's own
  /// (``OptionValue/expectedValue``).
  public let expected: String?
  /// Whether a value is accepted.
  public let accepts: @Sendable (Value) -> Bool

  /// A check with its words.
  public init(expected: String?, accepts: @escaping @Sendable (Value) -> Bool) {
    self.expected = expected
    self.accepts = accepts
  }

  /// Every value of the type, described by the type's words.
  public static var any: ValueCheck { ValueCheck(expected: nil) { _ in true } }

  /// Every value of the type, described in words of the declaration's own
  /// (`a case index (a whole number)`).
  public static func expecting(_ words: String) -> ValueCheck {
    ValueCheck(expected: words) { _ in true }
  }

  /// The values that pass a test, described by `words` (`a number strictly
  /// between 0 and 1`).
  public static func satisfying(
    _ words: String, _ accepts: @escaping @Sendable (Value) -> Bool
  ) -> ValueCheck {
    ValueCheck(expected: words, accepts: accepts)
  }
}

extension ValueCheck where Value: OptionValue & Comparable {
  /// The values from `range.lowerBound` to `range.upperBound`, described
  /// from the type and the bounds (`a whole number from 1 to 100000`)
  /// unless `words` say otherwise.
  public static func range(_ range: ClosedRange<Value>, expected words: String? = nil)
    -> ValueCheck
  {
    ValueCheck(
      expected: words
        ?? "\(Value.kind) from \(range.lowerBound.argumentText) to \(range.upperBound.argumentText)"
    ) { range.contains($0) }
  }
}

extension ValueCheck where Value: OptionValue & Comparable & Numeric {
  /// The values above zero: `a positive whole number`, `a positive number`.
  public static var positive: ValueCheck {
    let noun = Value.kind.hasPrefix("a ") ? String(Value.kind.dropFirst(2)) : Value.kind
    return ValueCheck(expected: "a positive \(noun)") { $0 > 0 }
  }
}

extension ValueCheck where Value == String {
  /// One of `names`, described by them in order (`engine, PropertyFuzzing
  /// or all`): for choices known only at run time, where an enumeration
  /// cannot list them.
  public static func oneOf(_ names: [String]) -> ValueCheck {
    ValueCheck(expected: choiceList(names)) { names.contains($0) }
  }
}
