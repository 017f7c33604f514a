import Foundation
import PropertyFuzzing
import SafeAreaInvariants
import SafeAreaMutants
import Testing

/// Replays every committed corpus case: each must pass on the real engine,
/// and a case found against a mutant must still catch that mutant with
/// every message it was saved with (a change of the generators or of how
/// choices are read would show here first: another value fails another
/// way). Messages are compared without their spaces (rectangles have since
/// been described as `640x1096` where older cases say `640 x 1096`), and
/// may have company (checks added since).
@Suite("Corpus replay")
struct CorpusReplayTests {
  static let corpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus").path

  static let casePaths = CorpusStore(directory: corpusDirectory).casePaths()
    .map { String($0.dropFirst(corpusDirectory.count + 1)) }

  @Test func theCorpusIsNotEmpty() {
    #expect(!Self.casePaths.isEmpty, "no cases under \(Self.corpusDirectory)")
  }

  @Test("Corpus case", arguments: casePaths)
  func replay(relativePath: String) throws {
    let saved = try CorpusStore.read(path: Self.corpusDirectory + "/" + relativePath)
    let property = try #require(
      InvariantSuite.properties().first { $0.name == saved.property },
      "unknown property \(saved.property)")
    let real = property.evaluate(choices: saved.choices)
    #expect(!real.isFailure, "\(real.description): \(real.result.failures)")
    if let variant = saved.variant {
      let mutant = try #require(
        Mutant.all.first { $0.name == variant }, "unknown mutant \(variant)")
      let mutated = try #require(
        InvariantSuite.properties(for: mutant.engine).first { $0.name == saved.property })
      let caught = mutated.evaluate(choices: saved.choices)
      #expect(caught.isFailure, "no longer catches \(variant)")
      func squeezed(_ text: String) -> String { text.filter { $0 != " " } }
      let messages = Set(caught.result.failures.map(squeezed))
      for message in saved.messages {
        #expect(messages.contains(squeezed(message)), "no longer says \(message)")
      }
    }
  }
}
