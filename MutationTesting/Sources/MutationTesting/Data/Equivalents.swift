// Policy: a mutant no input can tell from the original is listed with a
// one-line reason, by its key (file, line text, column, operator, original
// and replacement), and left out of the score. The key names the line by
// its text, so an entry survives edits elsewhere in the file; an entry
// that a check kills is wrong, and the run fails (exit 1) until it goes.
import Foundation

/// The equivalents file: mutant keys and their reasons.
enum Equivalents {
  /// The committed file, relative to the package root.
  static let committed = "MutationTesting/equivalents.json"

  /// The reasons by mutant key; none when the file does not exist.
  ///
  /// - Throws: ``MutationFailure`` for a file that is not JSON or an entry
  ///   without a key or a reason.
  static func load(_ path: String) throws -> [String: String] {
    guard FileManager.default.fileExists(atPath: path) else { return [:] }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw MutationFailure("\(path): cannot be read")
    }
    guard let root = JSONValue.parse(data) else {
      throw MutationFailure("\(path): not JSON")
    }
    var out: [String: String] = [:]
    for (k, entry) in (root.object?["equivalent"]?.array ?? []).enumerated() {
      guard let fields = entry.object, let mutant = fields["mutant"]?.string,
        let reason = fields["reason"]?.string, !reason.pyStripped.isEmpty
      else {
        throw MutationFailure("\(path): entry \(k) needs a 'mutant' key and a one-line 'reason'")
      }
      out[mutant] = reason
    }
    return out
  }
}
