// Policy: a write error never costs a finding. The output folder is probed
// before any case runs (a usage error at once); a report or picture that
// still cannot be written later (a disk filling up) is reported on stderr
// beside the result, whose exit status and `--json` summary stand. Report
// names carry the time to the millisecond, the process id and a counter,
// and are created exclusively, so runs never overwrite each other's reports.

import Foundation
import PropertyFuzzing

/// Where every `fuzz` mode writes its files: reports and pictures under
/// `--out`, written atomically, with errors that name the path.
struct OutputFiles {
  let directory: String
  let console: Console

  /// Checks before any case runs that files can be created under `--out`.
  ///
  /// - Throws: ``InputError`` naming the option, the path and the cause.
  func preflight() throws {
    do {
      try AtomicFile.probe(directory)
    } catch {
      throw InputError("option '--out': \(error) (the results folder must be writable)")
    }
  }

  /// Writes a report under a name no other report has
  /// (`<stem>-<UTC time>-<pid>-<n>.json`); a write error is reported on
  /// stderr and the report is lost, but nothing half-written is left.
  ///
  /// - Returns: the path, or `nil` when it could not be written.
  func writeReport(_ data: Data, stem: String) -> String? {
    do {
      return try AtomicFile.writeNew(data, in: directory) { "\(stem)-\($0).json" }
    } catch {
      console.error("the report is lost: \(error)")
      return nil
    }
  }

  /// Writes a failing case's attachments (PNG frames) and says where; a file
  /// that cannot be written is reported and the others are still written.
  func writeAttachments(
    _ attachments: [Attachment], property: String, caseHash: String, indent: String
  ) {
    for (index, attachment) in attachments.enumerated() {
      let path = directory + "/\(property)-\(caseHash)-\(index).\(attachment.fileExtension)"
      do {
        try AtomicFile.write(to: path, using: attachment.write)
        console.say(indent + "picture: \(path)")
      } catch {
        console.error("the picture is lost: \(error)")
      }
    }
  }
}

extension FuzzOptions {
  /// The name a run's report starts with: `fuzz-seed1`, or
  /// `mutant-NAME-seed1`, and `-shard0of2` for a shard.
  func reportStem(variant: String?) -> String {
    let shard = slice == .all ? "" : "-shard\(slice.index)of\(slice.count)"
    return (variant.map { "mutant-\($0)" } ?? "fuzz") + "-seed\(seed)\(shard)"
  }

  /// The output folder of this run.
  func files(_ console: Console) -> OutputFiles {
    OutputFiles(directory: out, console: console)
  }
}
