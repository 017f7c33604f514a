// Policy: a crash's choices travel between processes as text on a pipe
// (whole numbers separated by white space), not on the command line: a
// case may draw thousands of choices, more than one argument may hold.

import Foundation

/// Choice sequences as text, for the crash shrinker's pipes.
public enum ChoiceText {
  /// The choices as one line of whole numbers separated by spaces.
  public static func format(_ choices: [UInt64]) -> String {
    choices.map(String.init).joined(separator: " ") + "\n"
  }

  /// The choices written by ``format(_:)``.
  ///
  /// - Parameters:
  ///   - text: whole numbers separated by white space.
  ///   - source: what the text came from, for the error.
  /// - Throws: ``FuzzInputError`` naming the source and the first bad word.
  public static func parse(_ text: String, source: String) throws -> [UInt64] {
    try text.split(whereSeparator: \.isWhitespace).map { word in
      guard let choice = UInt64(word) else {
        throw FuzzInputError(
          "\(source): '\(word.prefix(40))' is not a choice (a whole number from 0 to 2^64-1)")
      }
      return choice
    }
  }

  /// The choices on standard input, read to its end.
  public static func readStandardInput() throws -> [UInt64] {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    return try parse(String(decoding: data, as: UTF8.self), source: "standard input")
  }
}
