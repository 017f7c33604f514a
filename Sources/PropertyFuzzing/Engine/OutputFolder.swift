// Policy: a write error never costs a finding. The output folder is probed
// before any case runs (a usage error at once); a report or picture that
// still cannot be written later (a disk filling up) is reported beside the
// result, whose exit status and summary stand. Report names carry the time
// to the millisecond, the process id and a counter, and are created
// exclusively, so runs never overwrite each other's reports.

import Foundation

/// Where a run writes its reports and pictures, atomically, with errors
/// that name the path.
public struct OutputFolder: Sendable {
  /// The folder (`results/fuzz` for `fuzz`).
  public var directory: String

  /// Creates an output folder (which need not exist yet).
  public init(directory: String) {
    self.directory = directory
  }

  /// A file a run tried to write.
  public enum Written: Sendable, Hashable {
    /// Written at this path.
    case written(String)
    /// Lost, with the error that names the path and the cause.
    case lost(String)
  }

  /// Checks before any case runs that files can be created here.
  ///
  /// - Throws: ``FileError`` naming the path and the cause.
  public func probe() throws {
    try AtomicFile.probe(directory)
  }

  /// Writes a report under a name no other report has
  /// (`<stem>-<UTC time>-<pid>-<n>.json`); nothing half-written is left
  /// when it fails.
  public func writeReport(_ data: Data, stem: String) -> Written {
    do {
      return .written(try AtomicFile.writeNew(data, in: directory) { "\(stem)-\($0).json" })
    } catch {
      return .lost("the report is lost: \(error)")
    }
  }

  /// Writes a case's attachments (`<property>-<hash>-<n>.<ext>`); one
  /// that cannot be written is lost and the others are still written.
  public func writeAttachments(
    _ attachments: [Attachment], property: String, caseHash: String
  ) -> [Written] {
    attachments.enumerated().map { index, attachment in
      let path = directory + "/\(property)-\(caseHash)-\(index).\(attachment.fileExtension)"
      do {
        try AtomicFile.write(to: path, using: attachment.write)
        return .written(path)
      } catch {
        return .lost("the picture is lost: \(error)")
      }
    }
  }
}
