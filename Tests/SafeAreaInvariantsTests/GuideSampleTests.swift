import ExecutableTesting
import Foundation
import Testing

/// A guide's transcript of `fuzz` is marked with the command that prints it
/// (`<!-- sample: fuzz ARGS -->` before a code block), and every line of the
/// block must be a line that command prints today: a sample cannot drift
/// from the tool.
@Suite("Guide samples are what fuzz prints")
struct GuideSampleTests {
  /// The guides that hold samples.
  static let guides = ["docs/fuzzing.md"]

  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each sample's arguments and its lines.
  static func samples(in text: String) -> [(arguments: [String], lines: [String])] {
    var samples: [(arguments: [String], lines: [String])] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("<!-- sample: fuzz "), line.hasSuffix(" -->") else {
        index += 1
        continue
      }
      let command = line.dropFirst("<!-- sample: fuzz ".count).dropLast(" -->".count)
      var block: [String] = []
      index += 2  // the fence
      while index < lines.count, !lines[index].hasPrefix("```") {
        block.append(lines[index])
        index += 1
      }
      samples.append((command.split(separator: " ").map(String.init), block))
    }
    return samples
  }

  @Test(arguments: guides)
  func everySampleLineIsPrinted(guide: String) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(guide), encoding: .utf8)
    let samples = Self.samples(in: text)
    #expect(!samples.isEmpty, "\(guide) has no sample")
    let directory = try makeTemporaryDirectory(prefix: "guide-sample")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for sample in samples {
      let outcome = try runBuiltExecutable(
        "fuzz", sample.arguments + ["--out", directory], in: Self.root.path)
      let printed = Set(outcome.output.split(separator: "\n").map(String.init))
      for line in sample.lines {
        #expect(
          printed.contains(line), "\(guide): `fuzz \(sample.arguments)` no longer prints: \(line)")
      }
    }
  }
}
