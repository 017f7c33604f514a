/// Why the coverage fuzzer cannot set up its target.
public struct FuzzTargetError: Error, CustomStringConvertible, Sendable {
  /// What was wrong, naming the input.
  public var description: String

  /// Creates an error from a message that names the bad input.
  public init(_ description: String) {
    self.description = description
  }
}
