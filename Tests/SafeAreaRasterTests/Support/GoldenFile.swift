import ExecutableTesting
import Foundation
import Testing

@testable import SafeAreaRaster

/// The folder of golden PNGs, beside the tests.
let goldenDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

/// Checks that what `write` exports matches `Golden/<name>.png` pixel for
/// pixel, comparing through the same export path (so an overlay or a
/// picture's composition is part of it). With `RECORD_GOLDENS=1` it first
/// re-records the golden file; a mismatching export is kept under
/// `.build/golden-actual/` by the golden's name (``goldenActualURL(for:)``)
/// and the failure says where.
///
/// - Parameters:
///   - name: the golden file's name without `.png`.
///   - write: writes the PNG under test to the URL given.
///   - sourceLocation: where a mismatch is reported.
func expectMatchesGolden(
  _ name: String, write: (URL) throws -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = goldenDirectory.appendingPathComponent("\(name).png")
  if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
    try write(url)
  }
  let expected = try Framebuffer(contentsOfPNG: url)
  let actualURL = goldenActualURL(for: url)
  try write(actualURL)
  let actual = try Framebuffer(contentsOfPNG: actualURL)
  let differing = actual.differingPixelCount(from: expected)
  #expect(
    differing == 0,
    Comment(
      rawValue: "\(differing.map(String.init) ?? "size differs:") pixels differ; "
        + "actual image kept at \(actualURL.path)"), sourceLocation: sourceLocation)
  if differing == 0 { try? FileManager.default.removeItem(at: actualURL) }
}
