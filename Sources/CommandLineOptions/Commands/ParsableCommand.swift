// Policy: commands are shaped as swift-argument-parser shapes them: one
// type per command, declaring only its own options in a static
// configuration, and built from its typed values (`init(_:)`), so what a
// command accepts, what its help says and what it reads are one list. A
// tool of several commands puts their types in a ``CommandLineTool``; a tool
// of one parses with ``ParsableCommand/parseAsRoot(_:)``. The package keeps
// its own parser (no outside packages) and its small, strict grammar.

/// A command: its declarations, and its value built from a parse.
///
/// ```swift
/// struct Replay: ParsableCommand {
///   static let mutant = Option<String?>("mutant", "NAME", help: "a mutant instead of the engine")
///   static let quiet = Flag("quiet", help: "print only failures")
///   static let configuration = CommandConfiguration(
///     "replay", summary: "re-run saved cases",
///     operands: Operands("FILE...", count: 1...Int.max, noun: "file"),
///     options: [mutant, quiet], aliases: [.operand("replay")])
///
///   var files: [String]
///   var mutant: String?
///   var quiet: Bool
///
///   init(_ parsed: ParsedCommand) throws(UsageError) {
///     files = parsed.operands
///     mutant = parsed[Self.mutant]
///     quiet = parsed[Self.quiet]
///   }
/// }
/// ```
public protocol ParsableCommand: Sendable {
  /// The command's name, summary, operands, options and aliases.
  static var configuration: CommandConfiguration { get }

  /// The command from its typed values; checks across options (two that
  /// exclude each other, one that needs another) go here.
  ///
  /// - Throws: ``UsageError`` naming the options at fault.
  init(_ parsed: ParsedCommand) throws(UsageError)
}

/// What the invocation of a tool of one command asked for.
public enum RootInvocation<Command: ParsableCommand>: Sendable {
  /// `--help`: the tool's help.
  case help
  /// The command, its values read.
  case command(Command)
}

extension ParsableCommand {
  /// `--help`, which every command takes.
  public static var helpFlag: Flag { Flag("help", help: "show this help") }

  /// Parses the arguments of a tool that is this one command: its own
  /// options plus `--help`.
  ///
  /// - Parameter arguments: the arguments without the program name.
  /// - Returns: `.help` when `--help` is given (whatever else is), else the
  ///   command.
  /// - Throws: ``UsageError`` for an unknown option, a refused value, a
  ///   wrong number of operands, or what the command's `init` refuses.
  public static func parseAsRoot(_ arguments: [String]) throws(UsageError)
    -> RootInvocation<Self>
  {
    let configuration = Self.configuration
    // A command that declares --help reads it itself (bench hands it on).
    if configuration.options.contains(where: { $0.name == "help" }) {
      return .command(try parse(arguments))
    }
    let parsed = try ParsedArguments(
      arguments, options: configuration.options.map(\.spec) + [helpFlag.spec],
      passesThrough: configuration.passesThrough)
    if parsed.has("help") { return .help }
    return .command(try Self(ParsedCommand(parsed, configuration: configuration)))
  }

  /// Parses the arguments of a tool that is this one command, taking only
  /// the options it declares (`--help` too only when it declares one).
  ///
  /// - Parameter arguments: the arguments without the program name.
  /// - Throws: ``UsageError`` for an unknown option, a refused value, a
  ///   wrong number of operands, or what the command's `init` refuses.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Self {
    let parsed = try ParsedArguments(
      arguments, options: configuration.options.map(\.spec),
      passesThrough: configuration.passesThrough)
    return try Self(ParsedCommand(parsed, configuration: configuration))
  }

  /// The help lines of the command's options, `--help` last, aligned.
  public static var optionHelpLines: [String] {
    let options = configuration.options
    return helpLines(for: options + (options.contains { $0.name == "help" } ? [] : [helpFlag]))
  }
}

/// A group of options several commands take, declared once with its typed
/// result: a command adds ``options`` to its own and builds the group from
/// its parse.
///
/// ```swift
/// struct Output: OptionGroup {
///   static let json = Flag("json", help: "print the JSON summary")
///   static let out = Option.path("out", "DIR", default: "results/fuzz", help: "where reports go")
///   static let options: [any OptionDeclaration] = [json, out]
///   var json: Bool
///   var out: String
///   init(_ parsed: ParsedCommand) throws(UsageError) {
///     json = parsed[Self.json]
///     out = parsed[Self.out]
///   }
/// }
/// ```
public protocol OptionGroup: Sendable {
  /// The group's options, in the order help lists them.
  static var options: [any OptionDeclaration] { get }

  /// The group's values from a command's parse.
  ///
  /// - Throws: ``UsageError`` for what the group refuses across its
  ///   options.
  init(_ parsed: ParsedCommand) throws(UsageError)
}
