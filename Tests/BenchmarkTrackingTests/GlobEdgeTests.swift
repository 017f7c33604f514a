import Foundation
import Testing

@testable import BenchmarkTracking

/// The thresholds file's glob at its edges: a pattern that starts with a
/// star, an empty pattern, and an empty name.
@Suite("Glob edges")
struct GlobEdgeTests {
  @Test(arguments: [
    ("*", "ab", true), ("*b", "ab", true), ("*", "", true), ("", "", true), ("", "a", false),
    ("?", "", false),
  ])
  func globAtItsEdges(pattern: String, name: String, matches: Bool) {
    #expect(ThresholdRule.glob(Array(pattern), Array(name)) == matches)
  }
}
