/// A tool of several commands: which one an invocation names, its typed
/// values, and the help.
///
/// It keeps ``CommandSet``'s rules: the first word names the command
/// (`fuzz replay F`); otherwise an earlier spelling may select one (`fuzz
/// --replay F`), and otherwise the default command runs; an option of
/// another command is refused naming that command; `--help`, `-h` or
/// `help` first is the tool's help, `--help` after a command that
/// command's.
///
/// ```swift
/// static let tool = CommandLineTool(
///   invocation: "swift run fuzz", commands: [Run.self, Replay.self, Crash.self],
///   defaultCommand: Run.self)
///
/// switch try tool.parse(arguments) {
/// case .toolHelp: print(tool.usage())
/// case .commandHelp(let type): print(tool.usage(of: type))
/// case .command(let command as Replay): ...
/// case .command(let command): ...
/// }
/// ```
public struct CommandLineTool: Sendable {
  /// How the tool is run, for help (`swift run fuzz`).
  public let invocation: String
  /// The commands, in the order help lists them.
  public let commands: [any ParsableCommand.Type]
  /// The command that runs when none is named, or `nil` when one must be.
  public let defaultCommand: (any ParsableCommand.Type)?
  /// The same commands for the string-level parser.
  public let set: CommandSet

  /// Declares a tool.
  ///
  /// - Parameters:
  ///   - invocation: how the tool is run, for help.
  ///   - commands: its commands, in the order help lists them; two with one
  ///     name are a programming error.
  ///   - defaultCommand: the command that runs when none is named.
  public init(
    invocation: String, commands: [any ParsableCommand.Type],
    defaultCommand: (any ParsableCommand.Type)? = nil
  ) {
    let names = commands.map { $0.configuration.name }
    precondition(Set(names).count == names.count, "\(invocation) names a command twice: \(names)")
    self.invocation = invocation
    self.commands = commands
    self.defaultCommand = defaultCommand
    set = CommandSet(
      invocation: invocation, commands: commands.map { $0.configuration.spec },
      defaultCommand: defaultCommand?.configuration.name)
  }

  /// What an invocation asked for.
  public enum Invocation: Sendable {
    /// The tool's own help.
    case toolHelp
    /// A command's help.
    case commandHelp(any ParsableCommand.Type)
    /// A command, its values read.
    case command(any ParsableCommand)
  }

  /// Chooses the command, checks its arguments and builds it.
  ///
  /// - Parameter arguments: the arguments without the program name.
  /// - Throws: ``UsageError`` for an unknown command, options of two
  ///   commands, an option the command does not take, a refused value, a
  ///   wrong number of operands, or what the command's `init` refuses.
  public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    switch try set.parse(arguments) {
    case .toolHelp: return .toolHelp
    case .commandHelp(let spec): return .commandHelp(command(named: spec.name))
    case .command(let spec, let parsed):
      let type = command(named: spec.name)
      return .command(try type.init(ParsedCommand(parsed, configuration: type.configuration)))
    }
  }

  /// The command type named `name`, which the set was built from.
  func command(named name: String) -> any ParsableCommand.Type {
    guard let type = commands.first(where: { $0.configuration.name == name }) else {
      preconditionFailure("\(invocation) has no command \(name)")
    }
    return type
  }

  /// Whether an argument (before any `--`) is an earlier spelling that
  /// selects a command.
  public func selectsACommand(_ arguments: [String]) -> Bool {
    set.selectsACommand(arguments)
  }

  /// The tool's help: every visible command with its operands and summary.
  public func usage(preamble: [String] = [], epilogue: [String] = []) -> String {
    set.usage(preamble: preamble, epilogue: epilogue)
  }

  /// One command's help: its synopsis, summary, options and earlier
  /// spellings.
  public func usage(of command: any ParsableCommand.Type, epilogue: [String] = []) -> String {
    set.usage(of: command.configuration.spec, epilogue: epilogue)
  }
}
