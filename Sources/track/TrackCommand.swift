import CommandLineOptions

// Policy: each subcommand is a type declaring its operands and options
// once (Declarations/); the parser checks arguments against them, the help
// is rendered from them and the command reads its values through them, so
// the three cannot disagree. Options several commands share are groups
// declared once (ComparisonArguments, ChangePointArguments,
// VerdictArguments). Every subcommand also accepts --help.

/// A `track` subcommand: its declarations, and what it does.
protocol TrackCommand: ParsableCommand {
  /// The options only this command takes, in the order help lists them
  /// under the command (the shared groups are listed once, after).
  static var ownOptions: [any OptionDeclaration] { get }

  /// Runs the command.
  ///
  /// - Returns: what the run found, the exit status.
  func run() throws -> Outcome
}

/// `track` and its commands.
enum Track {
  /// Every command, in the order help lists them; one must be named.
  static let commands: [any TrackCommand.Type] = [
    CompareCommand.self, CheckCommand.self, HistoryCommand.self, BaselineCommand.self,
    ImportCallgrindCommand.self, ChangesCommand.self, ABCommand.self,
  ]

  /// The tool the parser chooses a command of.
  static let tool = CommandLineTool(invocation: "track", commands: commands)

  /// Refuses an empty operand, which would name the working folder.
  ///
  /// - Throws: ``UsageError`` naming the command's operands.
  static func refuseEmptyOperands(_ parsed: ParsedCommand, of configuration: CommandConfiguration)
    throws(UsageError)
  {
    if parsed.operands.contains("") {
      throw UsageError("an empty file name was given (\(configuration.operands.synopsis))")
    }
  }
}
