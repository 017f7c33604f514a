// Policy: a tool is a set of subcommands, each declaring only the options it
// takes (swift-argument-parser's shape): the parser refuses any other
// option by name, and the help is rendered from the same declarations, so
// what a command accepts and what its help says cannot drift apart. Options
// several commands share are declared once, as a group (an
// ``OptionGroup``), and added to each command that takes them.

/// One subcommand of a tool, at the string level: what a
/// ``CommandConfiguration`` becomes for ``CommandSet``. Tools declare a
/// configuration, never a `CommandSpec`.
public struct CommandSpec: Sendable {
  /// The word that selects it (`run`, `replay`).
  public var name: String
  /// Its positional operands, as help shows them (`FILE...`), or empty.
  public var operands: String
  /// How many operands it takes.
  public var operandCount: ClosedRange<Int>
  /// What one operand is, for messages (`file`).
  public var operandNoun: String
  /// One line saying what it does.
  public var summary: String
  /// Every option it takes (`--help` is added by the parser).
  public var options: [OptionSpec]
  /// Left out of the tool's help (internal re-entry of the tool itself).
  public var isHidden: Bool
  /// Options of earlier versions of the tool that select this command
  /// (`--replay FILE` for `replay FILE`), still accepted; see
  /// ``CommandAlias``.
  public var aliases: [CommandAlias]

  /// Creates a command.
  public init(
    _ name: String, operands: String = "", operandCount: ClosedRange<Int> = 0...0,
    operandNoun: String = "argument", summary: String, options: [OptionSpec],
    isHidden: Bool = false,
    aliases: [CommandAlias] = []
  ) {
    self.name = name
    self.operands = operands
    self.operandCount = operandCount
    self.operandNoun = operandNoun
    self.summary = summary
    self.options = options
    self.isHidden = isHidden
    self.aliases = aliases
  }
}

/// An option of an earlier spelling that selects a command: `--list` for
/// `list`, `--replay FILE` for `replay FILE`, `--case N` for
/// `case --index N`.
public struct CommandAlias: Sendable, Hashable {
  /// The old option's name, without dashes.
  public var option: String
  /// What becomes of its value: nothing (a flag), an operand, or the
  /// value of a new option.
  public var value: Value

  /// What an alias's value becomes.
  public enum Value: Sendable, Hashable {
    /// The old option is a flag.
    case none
    /// Each value becomes an operand of the command.
    case operand
    /// The value becomes the value of this option of the command.
    case option(String)
    /// The old flag becomes this flag of the command.
    case flag(String)
  }

  /// A flag that selects a command.
  public static func flag(_ option: String) -> CommandAlias {
    CommandAlias(option: option, value: .none)
  }

  /// An option whose values become the command's operands.
  public static func operand(_ option: String) -> CommandAlias {
    CommandAlias(option: option, value: .operand)
  }

  /// An option whose value becomes another option's.
  public static func renamed(_ option: String, to newName: String) -> CommandAlias {
    CommandAlias(option: option, value: .option(newName))
  }

  /// A flag that becomes another flag of the command.
  public static func renamedFlag(_ option: String, to newName: String) -> CommandAlias {
    CommandAlias(option: option, value: .flag(newName))
  }
}
