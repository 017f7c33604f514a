// Policy: one initialiser per shape of value (with a default, optional,
// repeated; an ``OptionValue``, an enumeration, or a conversion of the
// declaration's own), each chosen by the type written in `Option<...>`, so
// a declaration reads the same whatever its type and cannot say anything
// twice.

extension Option where Value: OptionValue {
  /// Declares an option with a default.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes (`seed`).
  ///   - valueName: what the value looks like in help (`N`).
  ///   - defaultValue: the value when the option is not given; help states
  ///     it as `(default X)` unless `shownDefault` says otherwise.
  ///   - check: which values are accepted, with their words.
  ///   - help: one line, without the default.
  ///   - shownDefault: how help states the default when the value cannot
  ///     (`.value("DIR/history.html")`, `.prose(...)`, `.unstated`); `nil`
  ///     writes the declared default.
  public init(
    _ name: String, _ valueName: String, default defaultValue: Value,
    accepting check: ValueCheck<Value> = .any, help: String, shownDefault: DefaultText? = nil
  ) {
    let expected = check.expected ?? Value.expectedValue
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: defaultValue,
      shownDefault: shownDefault ?? .value(defaultValue.argumentText), expected: expected,
      repeatable: false,
      read: Self.last(
        Self.reader(
          name, expected: expected, convert: Value.init(argument:), accepts: check.accepts)
      ))
  }
}

extension Option {
  /// Declares an option that is `nil` when not given.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help.
  ///   - check: which values are accepted, with their words.
  ///   - help: one line.
  ///   - shownDefault: what happens without the option, when help should
  ///     say it (`.prose("the number of cores")`); not stated by default.
  public init<Wrapped: OptionValue>(
    _ name: String, _ valueName: String, accepting check: ValueCheck<Wrapped> = .any,
    help: String, shownDefault: DefaultText? = nil
  ) where Value == Wrapped? {
    let expected = check.expected ?? Wrapped.expectedValue
    let one = Option<Wrapped>.reader(
      name, expected: expected, convert: Wrapped.init(argument:), accepts: check.accepts)
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: nil, shownDefault: shownDefault,
      expected: expected, repeatable: false,
      read: { (texts: [String]) throws(UsageError) -> Wrapped? in try one(texts.last ?? "") })
  }

  /// Declares a repeatable option: every value given, in order, `[]` when
  /// none is. Help adds `(repeatable)`.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what one value looks like in help.
  ///   - check: which values are accepted, with their words.
  ///   - help: one line.
  ///   - shownDefault: what happens without the option, when help should
  ///     say it (`.value("all")`); not stated by default.
  public init<Element: OptionValue>(
    _ name: String, _ valueName: String, accepting check: ValueCheck<Element> = .any,
    help: String, shownDefault: DefaultText? = nil
  ) where Value == [Element] {
    let expected = check.expected ?? Element.expectedValue
    let one = Option<Element>.reader(
      name, expected: expected, convert: Element.init(argument:), accepts: check.accepts)
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: [], shownDefault: shownDefault,
      expected: expected, repeatable: true,
      read: { (texts: [String]) throws(UsageError) -> [Element] in
        var values: [Element] = []
        for text in texts { values.append(try one(text)) }
        return values
      })
  }

  /// Declares an option read by a conversion of its own, with a default:
  /// for values with no ``OptionValue`` spelling (`I/N`).
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help.
  ///   - defaultValue: the value when the option is not given.
  ///   - expected: the words of an accepted value, for the usage error.
  ///   - help: one line.
  ///   - shownDefault: how help states the default; not stated by default.
  ///   - convert: the value of a text, `nil` when it is not an accepted one.
  public init(
    _ name: String, _ valueName: String, default defaultValue: Value, expected: String,
    help: String, shownDefault: DefaultText = .unstated,
    convert: @escaping @Sendable (String) -> Value?
  ) {
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: defaultValue,
      shownDefault: shownDefault, expected: expected, repeatable: false,
      read: Self.last(Self.reader(name, expected: expected, convert: convert) { _ in true }))
  }

  /// Declares an option read by a conversion of its own, `nil` when not
  /// given.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help.
  ///   - expected: the words of an accepted value, for the usage error.
  ///   - help: one line.
  ///   - shownDefault: what happens without the option; not stated by
  ///     default.
  ///   - convert: the value of a text, `nil` when it is not an accepted one.
  public init<Wrapped: Sendable>(
    _ name: String, _ valueName: String, expected: String, help: String,
    shownDefault: DefaultText = .unstated, convert: @escaping @Sendable (String) -> Wrapped?
  ) where Value == Wrapped? {
    let one = Option<Wrapped>.reader(name, expected: expected, convert: convert) { _ in true }
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: nil, shownDefault: shownDefault,
      expected: expected, repeatable: false,
      read: { (texts: [String]) throws(UsageError) -> Wrapped? in try one(texts.last ?? "") })
  }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// Declares an option naming one case of an enumeration by its raw
  /// value, with a default. The usage error lists the accepted values in
  /// order (`bh, holm or none`), so it cannot fall behind a new case.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help (`NAME`).
  ///   - defaultValue: the case when the option is not given; help states
  ///     its raw value.
  ///   - choices: the accepted cases, in the order messages list them;
  ///     every case by default.
  ///   - help: one line, without the default.
  ///   - shownDefault: how help states the default; `nil` writes the
  ///     default's raw value.
  public init(
    _ name: String, _ valueName: String, default defaultValue: Value, choices: [Value]? = nil,
    help: String, shownDefault: DefaultText? = nil
  ) {
    let accepted = (choices ?? Array(Value.allCases)).map(\.rawValue)
    let expected = choiceList(accepted)
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: defaultValue,
      shownDefault: shownDefault ?? .value(defaultValue.rawValue), expected: expected,
      repeatable: false,
      read: Self.last(
        Self.reader(name, expected: expected, convert: Value.init(rawValue:)) {
          accepted.contains($0.rawValue)
        }))
  }
}

extension Option {
  /// Declares an option naming one case of an enumeration, `nil` when not
  /// given.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help.
  ///   - choices: the accepted cases, in the order messages list them;
  ///     every case by default.
  ///   - help: one line.
  ///   - shownDefault: what happens without the option; not stated by
  ///     default.
  public init<Wrapped: CaseIterable & RawRepresentable & Sendable>(
    _ name: String, _ valueName: String, choices: [Wrapped]? = nil, help: String,
    shownDefault: DefaultText? = nil
  ) where Value == Wrapped?, Wrapped.RawValue == String {
    let accepted = (choices ?? Array(Wrapped.allCases)).map(\.rawValue)
    let expected = choiceList(accepted)
    let one = Option<Wrapped>.reader(name, expected: expected, convert: Wrapped.init(rawValue:)) {
      accepted.contains($0.rawValue)
    }
    self.init(
      name: name, valueName: valueName, help: help, defaultValue: nil, shownDefault: shownDefault,
      expected: expected, repeatable: false,
      read: { (texts: [String]) throws(UsageError) -> Wrapped? in try one(texts.last ?? "") })
  }
}

extension Option where Value == String {
  /// Declares an option naming a file or folder, with a default. An empty
  /// path is refused (`option '--results' needs a path, got an empty
  /// one`): it would name the working folder by accident.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help (`DIR`).
  ///   - defaultValue: the path when the option is not given.
  ///   - help: one line, without the default.
  ///   - shownDefault: how help states the default; `nil` writes the path.
  public static func path(
    _ name: String, _ valueName: String, default defaultValue: String, help: String,
    shownDefault: DefaultText? = nil
  ) -> Option {
    Option(
      name: name, valueName: valueName, help: help, defaultValue: defaultValue,
      shownDefault: shownDefault ?? .value(defaultValue), expected: "a path", repeatable: false,
      read: { (texts: [String]) throws(UsageError) -> String in
        try nonEmptyPath(name, texts.last ?? "")
      })
  }
}

extension Option where Value == String? {
  /// Declares an option naming a file or folder, `nil` when not given. An
  /// empty path is refused.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - valueName: what the value looks like in help (`FILE`).
  ///   - help: one line.
  ///   - shownDefault: what happens without the option (`.value("DIR/history.html")`);
  ///     not stated by default.
  public static func path(
    _ name: String, _ valueName: String, help: String, shownDefault: DefaultText? = nil
  ) -> Option {
    Option(
      name: name, valueName: valueName, help: help, defaultValue: nil,
      shownDefault: shownDefault, expected: "a path", repeatable: false,
      read: { (texts: [String]) throws(UsageError) -> String? in
        try nonEmptyPath(name, texts.last ?? "")
      })
  }
}

/// `text`, unless it is empty.
///
/// - Throws: ``UsageError`` naming the option.
func nonEmptyPath(_ name: String, _ text: String) throws(UsageError) -> String {
  guard !text.isEmpty else { throw UsageError("option '--\(name)' needs a path, got an empty one") }
  return text
}
