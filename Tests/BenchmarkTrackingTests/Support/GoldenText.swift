import ExecutableTesting
import Foundation
import Testing

/// The folder of golden texts, beside the tests (read from the source tree,
/// not the bundle, so `RECORD_GOLDENS=1` can rewrite them in place).
let goldenDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

/// Checks that `actual` is `Golden/<name>` byte for byte.
///
/// A rendered page or report is checked whole, as swift-snapshot-testing
/// does, because its readers see it whole: a changed margin, label, colour or
/// rounding is a change a reviewer should see in the golden file's diff.
/// With `RECORD_GOLDENS=1` the file is first re-recorded; a mismatch names
/// the first differing line and keeps the actual text under
/// `.build/golden-actual/` by the golden's name (``goldenActualURL(for:)``).
///
/// - Parameters:
///   - actual: the text under test.
///   - name: the golden file's name, extension included.
///   - sourceLocation: where a mismatch is reported.
func expectMatchesGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = goldenDirectory.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let first =
    zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? Swift.min(actualLines.count, expectedLines.count)
  let kept = goldenActualURL(for: url)
  try? actual.write(to: kept, atomically: true, encoding: .utf8)
  let shown = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "(end)" }
  Issue.record(
    """
    \(name) differs from line \(first + 1):
      expected: \(shown(expectedLines))
      actual:   \(shown(actualLines))
    actual text kept at \(kept.path); RECORD_GOLDENS=1 re-records it
    """, sourceLocation: sourceLocation)
}
