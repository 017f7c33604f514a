/// The options and positional arguments of one invocation, as text.
///
/// The string-level layer ``ParsedCommand`` is built on: each declared
/// ``Option`` or ``Flag`` reads its texts from it (``all(_:)``,
/// ``has(_:)``) and converts them. Tools read typed values through their
/// declarations (`parsed[Self.option]`), never by name.
public struct ParsedArguments: Sendable {
  /// Values by option name, in the order given.
  public private(set) var values: [String: [String]] = [:]
  /// Boolean flags that were given.
  public private(set) var flags: Set<String> = []
  /// Arguments that are not options, in order.
  public private(set) var positionals: [String] = []
  /// Options handed on untouched to another parser (Google Benchmark's
  /// `--benchmark_*` for `bench`), in order, as they were given.
  public private(set) var passedThrough: [String] = []

  /// Parses arguments against a set of options.
  ///
  /// - Parameters:
  ///   - arguments: the arguments without the program name.
  ///   - options: what the tool accepts.
  ///   - passesThrough: which other options (by name) belong to another
  ///     parser the tool hands them to, untouched, in ``passedThrough``;
  ///   none by default.
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a
  ///   value given to a flag, or a repeated option that may appear once.
  public init(
    _ arguments: [String], options: [OptionSpec],
    passesThrough: (String) -> Bool = { _ in false }
  ) throws(UsageError) {
    let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      guard let spec = byName[name] else {
        if passesThrough(name) {
          passedThrough.append(argument)
          continue
        }
        throw UsageError("unknown option '--\(name)' (see --help)")
      }
      if spec.valueName == nil {
        guard inlineValue == nil else {
          throw UsageError("option '--\(name)' takes no value")
        }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        // A following option is not a value: `--cases --json` is a missing
        // value, not a case count of "--json" (use `--name=--x` for that).
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw UsageError("option '--\(name)' needs a value (\(spec.valueName ?? "value"))")
        }
        value = arguments[index]
        index += 1
      }
      if !spec.isRepeatable, values[name] != nil {
        throw UsageError("option '--\(name)' may be given only once")
      }
      values[name, default: []].append(value)
    }
  }

  /// Whether a boolean flag was given.
  public func has(_ name: String) -> Bool { flags.contains(name) }

  /// Every value of a repeatable option.
  public func all(_ name: String) -> [String] { values[name] ?? [] }

  /// The value of an option as text, if given.
  public func string(_ name: String) -> String? { values[name]?.last }
}
