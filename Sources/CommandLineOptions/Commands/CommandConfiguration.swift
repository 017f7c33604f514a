/// What a command declares: its name, summary, operands, options, earlier
/// spellings, and whether help lists it.
///
/// ```swift
/// static let configuration = CommandConfiguration(
///   "replay", summary: "re-run saved cases",
///   operands: Operands("FILE...", count: 1...Int.max, noun: "file"),
///   options: [mutant, quiet] + Implementation.options,
///   aliases: [.operand("replay")])
/// ```
public struct CommandConfiguration: Sendable {
  /// The word that selects it (`replay`).
  public var name: String
  /// One line saying what it does.
  public var summary: String
  /// Its positional operands.
  public var operands: Operands
  /// Every option it takes, in the order help lists them (`--help` is
  /// added by the parser).
  public var options: [any OptionDeclaration]
  /// Options of earlier versions of the tool that select this command.
  public var aliases: [CommandAlias]
  /// Left out of the tool's help.
  public var isHidden: Bool
  /// Which other options (by name, no dashes) belong to another parser
  /// the tool hands them to: they are kept, in order, in
  /// ``ParsedCommand/passedThrough``. Honoured by
  /// ``ParsableCommand/parseAsRoot(_:)`` (a tool of one command, such as
  /// `bench`).
  public var passesThrough: @Sendable (String) -> Bool

  /// Declares a command.
  ///
  /// - Parameters:
  ///   - name: the word that selects it.
  ///   - summary: one line saying what it does.
  ///   - operands: its positional operands; none by default.
  ///   - options: every option it takes. Two with one name are a
  ///     programming error.
  ///   - aliases: earlier spellings that select it.
  ///   - isHidden: whether help leaves it out.
  ///   - passesThrough: which other options another parser takes.
  public init(
    _ name: String, summary: String, operands: Operands = .none,
    options: [any OptionDeclaration], aliases: [CommandAlias] = [], isHidden: Bool = false,
    passesThrough: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    let names = options.map(\.name)
    precondition(Set(names).count == names.count, "\(name) declares an option twice: \(names)")
    self.name = name
    self.summary = summary
    self.operands = operands
    self.options = options
    self.aliases = aliases
    self.isHidden = isHidden
    self.passesThrough = passesThrough
  }

  /// The command as the string-level parser declares it.
  public var spec: CommandSpec {
    CommandSpec(
      name, operands: operands.synopsis, operandCount: operands.count, operandNoun: operands.noun,
      summary: summary, options: options.map(\.spec), isHidden: isHidden, aliases: aliases)
  }
}

/// A command's positional operands: how help shows them, how many it
/// takes, and what one is called in messages.
public struct Operands: Sendable {
  /// As help shows them (`FILE...`, `[RUN]`), or empty.
  public var synopsis: String
  /// How many the command takes.
  public var count: ClosedRange<Int>
  /// What one is, singular, for messages (`file`).
  public var noun: String

  /// Declares operands.
  ///
  /// - Parameters:
  ///   - synopsis: as help shows them.
  ///   - count: how many are accepted (`1...Int.max` for one or more).
  ///   - noun: what one is, for `expected 2 files, got 1`.
  public init(_ synopsis: String, count: ClosedRange<Int>, noun: String = "argument") {
    self.synopsis = synopsis
    self.count = count
    self.noun = noun
  }

  /// No operands: the first stray one is reported by name.
  public static let none = Operands("", count: 0...0)
}

extension CommandAlias {
  /// An earlier option whose value becomes the value of `option`
  /// (`--case N` for `case --index N`).
  public static func renamed(_ old: String, to option: some OptionDeclaration) -> CommandAlias {
    .renamed(old, to: option.name)
  }

  /// An earlier flag that becomes `flag` (`--crash-child` for `crash
  /// --child`).
  public static func renamedFlag(_ old: String, to flag: Flag) -> CommandAlias {
    .renamedFlag(old, to: flag.name)
  }
}
