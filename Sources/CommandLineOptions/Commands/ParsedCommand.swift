/// The typed values of one command's invocation: every option converted
/// and checked, the operands counted.
///
/// A command reads each value through its declaration, `parsed[Self.seed]`,
/// which returns the declared default when the option was not given.
/// Reading an option the command did not declare is a programming error
/// (the parser would have refused it), and stops the program with the
/// option's name.
public struct ParsedCommand: Sendable {
  /// The command's name (`replay`).
  public let name: String
  /// The operands, in order, their count already checked.
  public let operands: [String]
  /// Options handed on untouched to another parser (see
  /// ``CommandConfiguration/passesThrough``), in order, as given.
  public let passedThrough: [String]
  /// The values given, by option name.
  let given: [String: any Sendable]
  /// The options the command declares, by name.
  let declared: Set<String>

  /// Converts and checks every declared option of a parse.
  ///
  /// - Parameters:
  ///   - arguments: the arguments as the low-level parser split them.
  ///   - configuration: the command's declarations.
  /// - Throws: ``UsageError`` for the first option whose value is refused,
  ///   in declaration order, or a wrong number of operands.
  public init(_ arguments: ParsedArguments, configuration: CommandConfiguration)
    throws(UsageError)
  {
    var given: [String: any Sendable] = [:]
    for option in configuration.options {
      if let value = try option.value(in: arguments) { given[option.name] = value }
    }
    operands = try arguments.positionals(
      count: configuration.operands.count, noun: configuration.operands.noun)
    name = configuration.name
    passedThrough = arguments.passedThrough
    self.given = given
    declared = Set(configuration.options.map(\.name))
  }

  /// The value of an option: the one given, else its default.
  public subscript<Value>(option: Option<Value>) -> Value {
    guard let value = given[checked(option)] else { return option.defaultValue }
    guard let typed = value as? Value else {
      preconditionFailure("option --\(option.name) of \(name) is read as another type")
    }
    return typed
  }

  /// Whether a flag was given.
  public subscript(flag: Flag) -> Bool {
    given[checked(flag)] != nil
  }

  /// Whether an option was given (not merely defaulted): for options whose
  /// presence changes what another one means.
  public func wasGiven(_ option: some OptionDeclaration) -> Bool {
    given[checked(option)] != nil
  }

  /// The options of `options` that were given, in the order listed.
  public func given(among options: [any OptionDeclaration]) -> [any OptionDeclaration] {
    options.filter { given[checked($0)] != nil }
  }

  /// Refuses two or more of `options` given together.
  ///
  /// - Throws: ``UsageError``: `--a and --b cannot be used together`.
  public func refuseTogether(_ options: [any OptionDeclaration]) throws(UsageError) {
    let chosen = given(among: options).map { "--" + $0.name }
    guard chosen.count <= 1 else {
      throw UsageError("\(chosen.joined(separator: " and ")) cannot be used together")
    }
  }

  /// The option's name, once it is known to be declared.
  func checked(_ option: some OptionDeclaration) -> String {
    precondition(declared.contains(option.name), "\(name) does not declare --\(option.name)")
    return option.name
  }
}
