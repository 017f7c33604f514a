import Foundation
import PropertyFuzzing

/// Where every `fuzz` mode writes its files: reports and pictures under
/// `--out`, written atomically, with errors that name the path.
struct OutputFiles {
  let directory: String
  let console: Console

  /// A UTC time for file names (`2026-11-29T151612Z`).
  static var timestamp: String {
    ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
  }

  /// Writes a report atomically and returns its path.
  ///
  /// - Throws: ``InputError`` naming the path when it cannot be written.
  func writeReport(_ data: Data, named name: String) throws -> String {
    let path = directory + "/" + name
    do {
      try AtomicFile.write(data, to: path)
    } catch {
      throw InputError("cannot write the report \(path): \(error.localizedDescription)")
    }
    return path
  }

  /// Writes a failing case's attachments (PNG frames) and says where; a file
  /// that cannot be written is reported and the others are still written.
  func writeAttachments(
    _ attachments: [Attachment], property: String, caseHash: String, indent: String
  ) {
    for (index, attachment) in attachments.enumerated() {
      let path = directory + "/\(property)-\(caseHash)-\(index).\(attachment.fileExtension)"
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        try attachment.write(path)
        console.say(indent + "picture: \(path)")
      } catch {
        console.error("could not write \(path): \(error)")
      }
    }
  }
}

extension FuzzOptions {
  /// The output folder of this run.
  func files(_ console: Console) -> OutputFiles {
    OutputFiles(directory: out, console: console)
  }
}
