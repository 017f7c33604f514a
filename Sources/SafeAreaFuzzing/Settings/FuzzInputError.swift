/// Bad input that is not a command-line mistake: a corpus folder, an
/// unknown property or mutant name, an output folder that cannot be
/// written. `fuzz` exits 2.
public struct FuzzInputError: Error, CustomStringConvertible, Sendable {
  /// What is wrong, naming the input.
  public var description: String

  /// Creates an error.
  public init(_ description: String) { self.description = description }
}

/// Why a run could not start, short of bad input.
public enum FuzzRunRefusal: Error, Sendable {
  /// A property named on the command line cannot be judged here (its
  /// judge is missing): nothing was found about the code. `fuzz` exits 3.
  case notJudged(property: String, reason: String)
  /// The program under `--implementation` failed before any case: its
  /// handshake, or it provides nothing a selected property judges. `fuzz`
  /// exits 1, the program's fault.
  case implementation(String, hint: String?)
}
