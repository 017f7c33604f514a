// Policy: the tools parse their own arguments (no outside packages). The
// grammar is small and strict: `--name value`, `--name=value`, boolean
// `--name`, `--` ends the options, and anything unknown or malformed is a
// usage error that names the argument, so a typo never silently changes a
// run.

/// One option a tool accepts, at the string level: what an ``Option`` or
/// a ``Flag`` declares for the parser and the help. Tools declare an
/// `Option` or a `Flag`, never an `OptionSpec`.
public struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes (`seed`).
  public var name: String
  /// What the value looks like in help (`N`), or `nil` for a boolean flag.
  public var valueName: String?
  /// Whether the option may be given more than once.
  public var isRepeatable: Bool
  /// One line of help.
  public var help: String

  /// Creates an option taking a value.
  public static func value(
    _ name: String, _ valueName: String, repeatable: Bool = false, help: String
  ) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, isRepeatable: repeatable, help: help)
  }

  /// Creates a boolean flag.
  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, isRepeatable: false, help: help)
  }

  /// The option as help shows it (`--seed N`).
  public var synopsis: String {
    "--\(name)" + (valueName.map { " \($0)" } ?? "")
  }
}

/// A command-line mistake, with a message naming the argument.
public struct UsageError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What was wrong.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// Renders the help lines for a set of options, aligned.
public func helpLines(for options: [OptionSpec]) -> [String] {
  let width = options.map(\.synopsis.count).max() ?? 0
  return options.map { option in
    let padding = String(repeating: " ", count: width - option.synopsis.count + 2)
    return "  " + option.synopsis + padding + option.help
  }
}
