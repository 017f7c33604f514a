/// What went wrong with the program under test, in words for the failure
/// message of the case it happened in.
public struct ChildFault: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message (it completes "implementation <call>: ").
  public var description: String

  init(_ description: String) { self.description = description }
}
