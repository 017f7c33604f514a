/// Why a JSON text could not be read, with the line and column (1-based) of
/// the first byte that was wrong.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column (in bytes) of the problem.
  public var column: Int
  /// What was expected or found.
  public var reason: String

  /// Creates an error at a position.
  public init(line: Int, column: Int, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `line L, column C: reason`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}
