// Policy: the first argument names the command when it is one (`fuzz
// replay F`); otherwise an option of an earlier spelling may select it
// (`fuzz --replay F`, kept so printed replay lines and scripts go on
// working), and otherwise the default command runs (`swift run fuzz --seed
// 1` is `fuzz run --seed 1`). Two options that select different commands
// are a usage error naming both.

/// The subcommands of one tool, how one is chosen, and their help, at the
/// string level.
///
/// ``CommandLineTool`` builds one from its command types and applies these
/// rules through it; tools declare commands as types, not as sets.
public struct CommandSet: Sendable {
  /// How the tool is run, for help (`swift run fuzz`).
  public var invocation: String
  /// The commands, in the order help lists them.
  public var commands: [CommandSpec]
  /// The command that runs when none is named, or `nil` when one must be.
  public var defaultCommand: String?

  /// Creates a set of commands.
  public init(invocation: String, commands: [CommandSpec], defaultCommand: String? = nil) {
    self.invocation = invocation
    self.commands = commands
    self.defaultCommand = defaultCommand
  }

  /// `--help`, which every command takes.
  public static let help = OptionSpec.flag("help", help: "show this help")

  /// What an invocation asked for.
  public enum Invocation: Sendable {
    /// The tool's own help (`--help` before any command, or `help`).
    case toolHelp
    /// A command's help (`fuzz replay --help`).
    case commandHelp(CommandSpec)
    /// A command with its parsed arguments, operands checked.
    case command(CommandSpec, ParsedArguments)
  }

  /// The command named `name`.
  public func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  /// Chooses the command and parses its arguments.
  ///
  /// - Parameter arguments: the arguments without the program name.
  /// - Throws: ``UsageError`` for an unknown command, options of two
  ///   commands, an option the command does not take, or a wrong number of
  ///   operands.
  public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    if let first = arguments.first, ["--help", "-h", "help"].contains(first) {
      return .toolHelp
    }
    let (spec, rest) = try select(arguments)
    try refuseOthersOptions(rest, of: spec)
    let parsed = try ParsedArguments(rest, options: spec.options + [Self.help])
    if parsed.has("help") { return .commandHelp(spec) }
    _ = try parsed.positionals(count: spec.operandCount, noun: spec.operandNoun)
    return .command(spec, parsed)
  }

  /// The command an invocation names, and its arguments in today's
  /// spelling.
  func select(_ arguments: [String]) throws(UsageError) -> (CommandSpec, [String]) {
    if let first = arguments.first, !first.hasPrefix("-") {
      if let spec = command(named: first) { return (spec, Array(arguments.dropFirst())) }
      // A word the default command cannot take as an operand is a
      // mistyped command.
      let takesOperands = defaultCommand.flatMap(command(named:))?.operandCount.upperBound ?? 0
      if takesOperands == 0 {
        let known = commands.filter { !$0.isHidden }.map(\.name).joined(separator: ", ")
        throw UsageError("unknown command '\(first)' (commands: \(known); see --help)")
      }
    }
    var chosen: (spec: CommandSpec, option: String)?
    // Options only: what follows `--` is an operand, whatever it looks like.
    let options = arguments.prefix { $0 != "--" }
    for argument in options where argument.hasPrefix("--") {
      let name = Self.optionName(argument)
      for spec in commands where spec.aliases.contains(where: { $0.option == name }) {
        if let earlier = chosen, earlier.spec.name != spec.name {
          throw UsageError("--\(earlier.option) and --\(name) cannot be used together")
        }
        chosen = (spec, name)
      }
    }
    guard let chosen else {
      guard let name = defaultCommand, let spec = command(named: name) else {
        throw UsageError("name a command (see --help)")
      }
      return (spec, arguments)
    }
    return (chosen.spec, try Self.rewrite(arguments, aliases: chosen.spec.aliases))
  }

  /// Refuses an option another command takes, naming both: a clearer
  /// message than "unknown option" for `fuzz replay F --seed 2`.
  func refuseOthersOptions(_ arguments: [String], of spec: CommandSpec) throws(UsageError) {
    let own = Set(spec.options.map(\.name) + ["help"])
    for argument in arguments {
      if argument == "--" { return }
      guard argument.hasPrefix("--") else { continue }
      let name = Self.optionName(argument)
      guard !own.contains(name) else { continue }
      let homes = commands.filter { other in
        !other.isHidden && other.options.contains { $0.name == name }
      }.map(\.name)
      if !homes.isEmpty {
        throw UsageError(
          "--\(name) cannot be used with \(spec.name) (it is an option of "
            + homes.joined(separator: ", ") + ")")
      }
    }
  }

  /// Whether an argument (before any `--`) is an earlier spelling that
  /// selects a command.
  public func selectsACommand(_ arguments: [String]) -> Bool {
    let aliases = Set(commands.flatMap { $0.aliases.map(\.option) })
    return arguments.prefix { $0 != "--" }.contains {
      $0.hasPrefix("--") && aliases.contains(Self.optionName($0))
    }
  }

  /// `--name` of `--name` or `--name=value`.
  static func optionName(_ argument: String) -> String {
    let body = argument.dropFirst(2)
    return String(body.prefix { $0 != "=" })
  }

  /// The arguments with each alias replaced by today's spelling: its
  /// operands appended, its renamed options renamed.
  static func rewrite(_ arguments: [String], aliases: [CommandAlias]) throws(UsageError)
    -> [String]
  {
    var kept: [String] = []
    var operands: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"),
        let alias = aliases.first(where: { $0.option == optionName(argument) })
      else {
        kept.append(argument)
        continue
      }
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        value = String(argument[argument.index(after: equals)...])
      }
      switch alias.value {
      case .none, .flag:
        if value != nil { throw UsageError("option '--\(alias.option)' takes no value") }
        if case .flag(let name) = alias.value { kept.append("--\(name)") }
      case .operand, .option:
        if value == nil {
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw UsageError("option '--\(alias.option)' needs a value")
          }
          value = arguments[index]
          index += 1
        }
        if case .option(let name) = alias.value {
          kept += ["--\(name)", value ?? ""]
        } else {
          operands.append(value ?? "")
        }
      }
    }
    // Operands after `--`, so one that looks like an option stays one, and
    // before any operand given after `--` already, in the order written.
    guard !operands.isEmpty else { return kept }
    guard let separator = kept.firstIndex(of: "--") else { return kept + ["--"] + operands }
    return Array(kept[...separator]) + operands + Array(kept[(separator + 1)...])
  }

  /// The tool's help: every visible command with its operands and summary.
  public func usage(preamble: [String] = [], epilogue: [String] = []) -> String {
    var lines = ["usage: \(invocation) <command> [options]"]
    if let defaultCommand {
      lines.append("       \(invocation) [options]          (the \(defaultCommand) command)")
    }
    lines += [""] + preamble + (preamble.isEmpty ? [] : [""]) + ["commands:"]
    let visible = commands.filter { !$0.isHidden }
    let headings = visible.map {
      [$0.name, $0.operands].filter { !$0.isEmpty }.joined(separator: " ")
    }
    let width = headings.map(\.count).max() ?? 0
    for (spec, heading) in zip(visible, headings) {
      lines.append(
        "  " + heading + String(repeating: " ", count: width - heading.count + 2) + spec.summary)
    }
    lines += ["", "`\(invocation) <command> --help` lists a command's options."]
    return (lines + (epilogue.isEmpty ? [] : [""] + epilogue)).joined(separator: "\n")
  }

  /// One command's help: its synopsis, summary and options.
  public func usage(of spec: CommandSpec, epilogue: [String] = []) -> String {
    let synopsis = [invocation, spec.name, "[options]", spec.operands].filter { !$0.isEmpty }
    var lines = ["usage: " + synopsis.joined(separator: " "), "", spec.summary, "", "options:"]
    lines += helpLines(for: spec.options + [Self.help])
    let old = spec.aliases.map { alias -> String in
      switch alias.value {
      case .none: "--\(alias.option)"
      case .flag(let name): "--\(alias.option) (now --\(name))"
      case .operand: "--\(alias.option) \(spec.operands)"
      case .option(let name): "--\(alias.option) (now --\(name))"
      }
    }
    if !old.isEmpty {
      lines += ["", "earlier spellings, still accepted: " + old.joined(separator: ", ")]
    }
    return (lines + (epilogue.isEmpty ? [] : [""] + epilogue)).joined(separator: "\n")
  }
}
