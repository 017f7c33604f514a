/// A boolean option: given or not (`--json`).
///
/// ```swift
/// static let json = Flag("json", help: "print the JSON summary")
/// // in the command's init: json = parsed[Self.json]
/// ```
public struct Flag: OptionDeclaration {
  /// The name, no value name, and the help.
  public let spec: OptionSpec

  /// Declares a flag.
  ///
  /// - Parameters:
  ///   - name: the long name without dashes.
  ///   - help: one line saying what giving it does.
  public init(_ name: String, help: String) {
    spec = .flag(name, help: help)
  }

  /// `true` when given, `nil` otherwise.
  public func value(in arguments: ParsedArguments) throws(UsageError) -> (any Sendable)? {
    arguments.has(spec.name) ? true : nil
  }
}
