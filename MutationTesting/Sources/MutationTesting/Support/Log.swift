import Foundation

/// A failure that ends the run with an exit status and a message.
public struct MutationFailure: Error, CustomStringConvertible {
  /// What went wrong.
  public var message: String
  /// The exit status: 2 for bad arguments, a build that cannot be
  /// repaired, or a baseline that fails.
  public var status: Int32

  /// Creates a failure.
  public init(_ message: String, status: Int32 = 2) {
    self.message = message
    self.status = status
  }

  /// The message.
  public var description: String { message }
}

/// Progress and warnings, on standard error, prefixed with the tool's name.
enum Log {
  /// Writes `mutate: message` to standard error.
  static func say(_ message: String) {
    FileHandle.standardError.write(Data(("mutate: " + message + "\n").utf8))
  }

  /// Writes raw text to standard error.
  static func raw(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
