import CommandLineOptions
import SafeAreaFuzzing

/// A program speaking the line protocol, judged instead of the built-in
/// engine, and its per-call timeout.
struct ImplementationOptions: OptionGroup {
  static let command = Option<String?>(
    "implementation", "COMMAND", help: "fuzz a program speaking the line protocol (sh -c COMMAND)")
  static let callTimeout = Option<Double?>(
    "call-timeout", "SECONDS",
    accepting: .satisfying("a positive number of seconds") { $0 > 0 && $0 <= 3600 },
    help: "per-call timeout of --implementation",
    shownDefault: .value(FuzzSettings.defaultCallTimeout.argumentText))
  static let options: [any OptionDeclaration] = [command, callTimeout]

  var command: String?
  /// `--call-timeout`, when given: replay lines carry it.
  var callTimeout: Double?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    command = parsed[Self.command]
    callTimeout = parsed[Self.callTimeout]
    if command == nil, callTimeout != nil {
      throw UsageError("--call-timeout needs --implementation")
    }
    if let command, command.allSatisfy(\.isWhitespace) {
      throw UsageError("option '--implementation' expects a command, got an empty one")
    }
  }

  /// Refuses what a program over a pipe cannot serve: a mutant, or more
  /// than one job (its one child process serves one case at a time).
  ///
  /// - Throws: ``UsageError`` naming the option.
  func refuseConflicts(mutant: String?, jobs: Int? = nil) throws(UsageError) {
    guard command != nil else { return }
    if mutant != nil { throw UsageError("--implementation cannot be combined with --mutant") }
    if let jobs, jobs > 1 {
      throw UsageError("--implementation runs one child process; give --jobs 1 (its default)")
    }
  }

  /// Names the program, which then runs on one job unless `--jobs` says
  /// otherwise.
  func apply(to settings: inout FuzzSettings) {
    settings.implementation = command
    settings.callTimeout = callTimeout
    if command != nil { settings.jobs = 1 }
  }
}
