// Policy: the rules every run of `fuzz` or `track` on bad input obeys, in
// one place for both tools' tests. They were the general rules of
// Scripts/ci/hostile-inputs, which now keeps only what needs a shell
// (signals, FIFOs, full and read-only mounts, file-size limits).

import Foundation
import Testing

/// Texts that must never reach a user: raw Foundation or decoding errors and
/// runtime traps.
public let rawErrorText =
  "NSCocoaErrorDomain|NSPOSIXErrorDomain|Error Domain=|DecodingError|dataCorrupted|keyNotFound"
  + "|typeMismatch|valueNotFound|CodingKeys|couldn.t be (read|saved|opened)"
  + "|You don.t have permission|Swift runtime failure|Fatal error"

/// Checks a finished run against the rules: its exit status, a message
/// matching the regular expression `pattern` on standard error or standard
/// output (an empty pattern matches anything), no raw error text, and no
/// temporary file (`*.tmp`) left under any of `folders`.
public func expectRules(
  _ outcome: ExecutableOutcome, status: Int32, pattern: String, folders: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let text = outcome.errors + outcome.output
  #expect(
    outcome.status == status, "exit \(outcome.status): \(outcome.errors.prefix(300))",
    sourceLocation: sourceLocation)
  let matches = try pattern.isEmpty || Regex(pattern).firstMatch(in: text) != nil
  #expect(
    matches,
    "message does not match /\(pattern)/: \(outcome.errors.prefix(300))",
    sourceLocation: sourceLocation)
  #expect(
    try Regex(rawErrorText).firstMatch(in: text) == nil, "raw error text: \(text.prefix(300))",
    sourceLocation: sourceLocation)
  for folder in folders {
    let left = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    #expect(
      !left.contains { $0.hasSuffix(".tmp") }, "temporary files left in \(folder): \(left)",
      sourceLocation: sourceLocation)
  }
}

/// What a test lays out as one path of a scratch folder.
public enum FileContent: Sendable {
  /// A regular file holding this text.
  case text(String)
  /// A regular file holding these bytes.
  case bytes([UInt8])
  /// An empty folder.
  case folder
  /// A symbolic link to this path.
  case link(String)
  /// A sparse file of this size, in bytes, that holds nothing.
  case sparse(UInt64)
}

/// Creates each path (relative to `directory`, parents included) with its
/// content.
public func layOut(_ files: [String: FileContent], in directory: String) throws {
  let manager = FileManager.default
  for (relative, content) in files.sorted(by: { $0.key < $1.key }) {
    let path = directory + "/" + relative
    try manager.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    switch content {
    case .text(let text): try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    case .bytes(let bytes): try Data(bytes).write(to: URL(fileURLWithPath: path))
    case .folder: try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    case .link(let target):
      try manager.createSymbolicLink(atPath: path, withDestinationPath: target)
    case .sparse(let size):
      try Data().write(to: URL(fileURLWithPath: path))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.truncate(atOffset: size)
      try handle.close()
    }
  }
}

/// Bytes that are no text and no JSON, the same on every run (what
/// `head -c N /dev/urandom` gave the shell checks).
public func noiseBytes(_ count: Int) -> [UInt8] {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return UInt8(truncatingIfNeeded: state >> 56) | 0x80
  }
}
