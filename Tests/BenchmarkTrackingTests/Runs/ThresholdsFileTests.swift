import Foundation
import Testing

@testable import BenchmarkTracking

@Suite("Thresholds file")
struct ThresholdsFileTests {
  func write(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let path = try Fixtures.temporaryDirectory() + "/thresholds.json"
    try text.writeAtomically(toFile: path)
    return path
  }

  @Test func rulesApplyInOrderOverTheDefaults() throws {
    let path = try write(
      """
      {"description": "test",
       "default": {"real_time": {"relative": 5}, "instructions": {"relative": 0.5}},
       "rules": [
         {"match": "*", "real_time": {"absolute": 5}},
         {"match": "memory/*", "description": "noisy", "real_time": {"relative": 10}},
         {"match": "memory/memcpy/64?", "real_time": {"relative": 20, "absolute": 0}}
       ]}
      """)
    let file = try ThresholdsFile(contentsOfFile: path)
    let options = file.applied(to: ComparisonOptions(), keepingRelative: false)
    #expect(options.threshold(for: "raster/fill") == Threshold(relative: 0.05, absolute: 5))
    #expect(options.threshold(for: "memory/memset/1") == Threshold(relative: 0.1, absolute: 5))
    #expect(options.threshold(for: "memory/memcpy/640") == Threshold(relative: 0.2, absolute: 0))
    #expect(options.threshold(for: "memory/memcpy/6400") == Threshold(relative: 0.1, absolute: 5))
    let counts = file.applied(to: ComparisonOptions(metric: .instructions), keepingRelative: false)
    #expect(counts.threshold(for: "memory/memset/1") == Threshold(relative: 0.005))
    let commandLine = file.applied(
      to: ComparisonOptions(threshold: 0.25), keepingRelative: true)
    #expect(commandLine.threshold(for: "raster/fill").relative == 0.25)
  }

  @Test(
    arguments: [
      (#"[1]"#, "field (top level) is not an object"),
      (#"{"defaults": {}}"#, "field defaults unknown key"),
      (#"{"default": {"wall": {"relative": 5}}}"#, "field default.wall unknown metric"),
      (#"{"default": {"real_time": {"relative": -1}}}"#, "default.real_time.relative expects"),
      (#"{"default": {"real_time": {"relative": "5"}}}"#, "default.real_time.relative expects"),
      (#"{"default": {"real_time": {"absolute": NaN}}}"#, "default.real_time.absolute expects"),
      (#"{"default": {"real_time": {"relativ": 5}}}"#, "default.real_time.relativ unknown key"),
      (#"{"rules": {}}"#, "field rules is not an array"),
      (#"{"rules": [{"real_time": {"relative": 5}}]}"#, "field rules[0].match is missing"),
      (#"{"rules": [{"match": "a"}, {"match": "b", "cpu": {}}]}"#, "rules[1].cpu unknown metric"),
      (#"{"rules": [{"match": "a", "description": 3}]}"#, "rules[0].description is not a"),
    ])
  func badFilesNameTheField(text: String, message: String) throws {
    let path = try write(text)
    #expect {
      try ThresholdsFile(contentsOfFile: path)
    } throws: { error in
      let description = "\(error)"
      return description.contains(path) && description.contains(message)
    }
  }

  @Test(
    arguments: [
      ("*", "anything/at/all", true), ("memory/*", "memory/memcpy/1", true),
      ("memory/*", "raster/memory/x", false), ("a?c", "abc", true), ("a?c", "ac", false),
      ("*x*y", "0x1y", true), ("exact", "exact", true), ("exact", "exact2", false),
    ])
  func globMatching(pattern: String, name: String, matches: Bool) {
    #expect(ThresholdRule(pattern: pattern, settings: [:]).matches(name) == matches)
  }
}

/// The thresholds file's glob at its edges: a pattern that starts with a
/// star, an empty pattern, and an empty name.
extension ThresholdsFileTests {
  @Test(arguments: [
    ("*", "ab", true), ("*b", "ab", true), ("*", "", true), ("", "", true), ("", "a", false),
    ("?", "", false),
  ])
  func globAtItsEdges(pattern: String, name: String, matches: Bool) {
    #expect(ThresholdRule.glob(Array(pattern), Array(name)) == matches)
  }
}
