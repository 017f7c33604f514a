// Policy: an option is declared once, as a typed value: its name, value
// name, type, default, accepted values (with their words) and help. The
// parser, the help line (with its "(default X)", written from the declared
// default) and the usage error (`option '--seed' expects a whole number
// from 0 to 2^64-1, got 'x'`) all follow from that one declaration, and
// the command reads the value back typed, by the declaration
// (`parsed[Self.seed]`), never by a string. Declarations are plain
// `static let` values, not property wrappers filled by reflection, so they
// are `Sendable` and checked by the compiler under Swift 6's strict
// concurrency.

/// An option taking a value, declared once with its type, default, check
/// and help.
///
/// ```swift
/// static let seed = Option<UInt64>("seed", "S", default: 1, help: "seed of the shuffles")
/// static let batch = Option<Int>(
///   "batch", "N", default: 10, accepting: .range(1...100_000), help: "rounds between two looks")
/// static let markdown = Option<String?>.path("markdown", "FILE", help: "also write Markdown")
/// static let property = Option<[String]>("property", "NAME", help: "only this property")
/// ```
///
/// Help then reads `--seed S  seed of the shuffles (default 1)`, a bad value
/// `option '--batch' expects a whole number from 1 to 100000, got '0'`, and
/// the command reads `parsed[Self.seed]` as a `UInt64`.
///
/// The value type decides the shape: `Option<T>` has a default, `Option<T?>`
/// is `nil` when not given, and `Option<[T]>` may be given several times
/// (in order; `[]` when not given). `T` is an ``OptionValue`` (whole
/// numbers, numbers, text, ``Percentage``), an enumeration of `String` raw
/// values, or any type read by a conversion of the declaration's own.
public struct Option<Value: Sendable>: OptionDeclaration {
  /// The name, value name, repeatability and full help line.
  public let spec: OptionSpec
  /// The value when the option is not given.
  public let defaultValue: Value
  /// The words of an accepted value, as the usage error says them.
  public let expected: String
  /// Reads the texts given (at least one) as the value.
  let read: @Sendable ([String]) throws(UsageError) -> Value

  /// The declaration every public initialiser ends in.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help (`N`).
  ///   - help: one line, without its default; the notes
  ///     `(repeatable; default X)` are added.
  ///   - defaultValue: the value when the option is not given.
  ///   - shownDefault: how help states the default, `nil` for not at all.
  ///   - expected: the words of an accepted value.
  ///   - repeatable: whether it may be given more than once.
  ///   - read: the value of the texts given.
  init(
    name: String, valueName: String, help: String, defaultValue: Value,
    shownDefault: DefaultText?, expected: String, repeatable: Bool,
    read: @escaping @Sendable ([String]) throws(UsageError) -> Value
  ) {
    let notes = (repeatable ? ["repeatable"] : []) + (shownDefault?.phrase.map { [$0] } ?? [])
    let fullHelp = notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
    spec = .value(name, valueName, repeatable: repeatable, help: fullHelp)
    self.defaultValue = defaultValue
    self.expected = expected
    self.read = read
  }

  /// The typed value of the texts given, `nil` when none was.
  public func value(in arguments: ParsedArguments) throws(UsageError) -> (any Sendable)? {
    let texts = arguments.all(spec.name)
    return texts.isEmpty ? nil : try read(texts)
  }

  /// The usage error for a text that is not an accepted value.
  static func refusal(_ name: String, _ expected: String, _ text: String) -> UsageError {
    UsageError("option '--\(name)' expects \(expected), got '\(text)'")
  }

  /// Reads one text with `convert`, refusing what it cannot read or
  /// `accepts` refuses.
  static func reader<Element>(
    _ name: String, expected: String, convert: @escaping @Sendable (String) -> Element?,
    accepts: @escaping @Sendable (Element) -> Bool
  ) -> @Sendable (String) throws(UsageError) -> Element {
    { (text: String) throws(UsageError) -> Element in
      guard let value = convert(text), accepts(value) else {
        throw refusal(name, expected, text)
      }
      return value
    }
  }

  /// Reads the last text given: an option that is not repeatable is
  /// refused by the parser when given twice, so there is one.
  static func last(
    _ one: @escaping @Sendable (String) throws(UsageError) -> Value
  ) -> @Sendable ([String]) throws(UsageError) -> Value {
    { (texts: [String]) throws(UsageError) -> Value in try one(texts.last ?? "") }
  }
}
