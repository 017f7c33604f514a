import FileSupport
import Foundation

// Policy: every file and folder `track` reads goes through FileSupport's
// `InputFile` and `InputFolder`, the helpers `fuzz` reads its corpus and
// reports with, so both tools refuse a FIFO, a device or a folder in place
// of a file in the same plain words and never block on one.

extension InputFile {
  /// The bytes of a regular file, for `track`'s inputs.
  ///
  /// - Parameters:
  ///   - path: the file, named in the error as given.
  ///   - limit: the largest size read (``InputFile/sizeLimit`` by default).
  /// - Throws: ``BenchmarkInputError/unreadable(path:reason:)`` naming the
  ///   path and the cause in words (`it is a FIFO, not a regular file`).
  public static func bytes(
    _ path: String, limit: Int = InputFile.sizeLimit
  ) throws(BenchmarkInputError) -> [UInt8] {
    do {
      return [UInt8](try read(path, limit: limit))
    } catch {
      throw .unreadable(path: error.path, reason: error.cause)
    }
  }
}

extension InputFolder {
  /// The names in a folder, sorted, for `track`'s inputs.
  ///
  /// - Throws: ``BenchmarkInputError/unreadable(path:reason:)`` naming the
  ///   folder and the cause (`it is a file, not a folder`).
  public static func entries(_ path: String) throws(BenchmarkInputError) -> [String] {
    do {
      return try names(in: path)
    } catch {
      throw .unreadable(path: error.path, reason: error.cause)
    }
  }
}

extension JSONParser {
  /// Reads and parses a JSON file.
  ///
  /// - Parameter path: the file, named in the error as given.
  /// - Throws: ``BenchmarkInputError/unreadable(path:reason:)`` or
  ///   ``BenchmarkInputError/malformedJSON(path:error:)``.
  public static func parse(contentsOfFile path: String) throws(BenchmarkInputError) -> JSONValue {
    let bytes = try InputFile.bytes(path)
    do {
      return try parse(bytes)
    } catch {
      throw .malformedJSON(path: path, error: error)
    }
  }
}
