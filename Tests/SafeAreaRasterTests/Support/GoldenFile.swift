import ExecutableTesting
import Foundation
import Testing

@testable import SafeAreaRaster

/// Checks that what `write` exports matches `Golden/<name>.png` pixel for
/// pixel, comparing through the same export path (so an overlay or a
/// picture's composition is part of it): ExecutableTesting's
/// `expectMatchesGolden(file:write:difference:)` with a pixel comparison,
/// so recording and keeping a mismatching export work as for every golden.
///
/// - Parameters:
///   - name: the golden file's name without `.png`.
///   - write: writes the PNG under test to the URL given.
///   - filePath: the calling test's file, which names its target.
///   - sourceLocation: where a mismatch is reported.
func expectMatchesGolden(
  _ name: String, write: (URL) throws -> Void,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try expectMatchesGolden(
    file: "\(name).png", write: write,
    difference: { actual, golden in
      let differing = try Framebuffer(contentsOfPNG: actual)
        .differingPixelCount(from: Framebuffer(contentsOfPNG: golden))
      guard differing != 0 else { return nil }
      return differing.map { "differs in \($0) pixels" } ?? "differs in size"
    }, filePath: filePath, sourceLocation: sourceLocation)
}
