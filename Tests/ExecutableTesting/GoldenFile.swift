// Policy: one golden-file check for every test target. A golden lives
// beside the tests that read it (`Tests/<Target>/Golden/<name>`, found from
// the calling test's own file, so no target passes its folder around), is
// re-recorded in place with `RECORD_GOLDENS=1`, and a mismatching output is
// kept by the golden's name under `.build/golden-actual/`
// (``goldenActualURL(for:)``). What "matches" means is the caller's: bytes
// for a text, pixels for a PNG (`SafeAreaRasterTests`' `expectMatchesGolden`,
// which needs the rasterizer this target does not import).

import Foundation
import Testing

/// The golden folder of the test target holding `filePath`:
/// `Tests/<Target>/Golden/`, however deep below the target the file is.
///
/// - Parameter filePath: a source file of the test target (`#filePath`).
public func goldenDirectory(of filePath: String) -> URL {
  var target = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while target.deletingLastPathComponent().lastPathComponent != "Tests",
    target.pathComponents.count > 1
  {
    target = target.deletingLastPathComponent()
  }
  return target.appendingPathComponent("Golden")
}

/// Checks what `write` produces against the golden file `name` of the
/// calling test's target.
///
/// With `RECORD_GOLDENS=1` the golden is first re-recorded by `write`. The
/// output under test is written to ``goldenActualURL(for:)`` and judged by
/// `difference`; a mismatch is recorded as an issue that says what differs
/// and where the output was kept, a match removes it.
///
/// - Parameters:
///   - name: the golden file's name, extension included (a path below
///     `Golden/` for a golden in a subfolder).
///   - write: writes the output under test to the URL given.
///   - difference: what differs between the output (first URL) and the
///     golden (second), in words, or `nil` when they match.
///   - filePath: the calling test's file, which names its target.
///   - sourceLocation: where a mismatch is reported.
public func expectMatchesGolden(
  file name: String, write: (URL) throws -> Void,
  difference: (_ actual: URL, _ golden: URL) throws -> String?,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let golden = goldenDirectory(of: filePath).appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
    try FileManager.default.createDirectory(
      at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try write(golden)
  }
  let actual = goldenActualURL(for: golden)
  try write(actual)
  guard let differs = try difference(actual, golden) else {
    try? FileManager.default.removeItem(at: actual)
    return
  }
  Issue.record(
    """
    \(name) \(differs)
    actual output kept at \(actual.path); RECORD_GOLDENS=1 re-records it
    """, sourceLocation: sourceLocation)
}

/// Checks that `actual` is the golden text `name` byte for byte.
///
/// A rendered page or report is checked whole, as swift-snapshot-testing
/// does, because its readers see it whole: a changed margin, label, colour
/// or rounding is a change a reviewer should see in the golden file's diff.
/// A mismatch names the first differing line.
///
/// - Parameters:
///   - actual: the text under test.
///   - name: the golden file's name, extension included.
///   - filePath: the calling test's file, which names its target.
///   - sourceLocation: where a mismatch is reported.
public func expectMatchesGolden(
  _ actual: String, named name: String,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try expectMatchesGolden(
    file: name, write: { try actual.write(to: $0, atomically: true, encoding: .utf8) },
    difference: { _, golden in
      let expected = try String(contentsOf: golden, encoding: .utf8)
      return actual == expected ? nil : firstDifferingLine(actual, expected)
    }, filePath: filePath, sourceLocation: sourceLocation)
}

/// `differs from line N:` with the two lines, or `(end)` for a text that
/// ended first.
private func firstDifferingLine(_ actual: String, _ expected: String) -> String {
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let first =
    zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? Swift.min(actualLines.count, expectedLines.count)
  let shown = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "(end)" }
  return """
    differs from line \(first + 1):
      expected: \(shown(expectedLines))
      actual:   \(shown(actualLines))
    """
}
