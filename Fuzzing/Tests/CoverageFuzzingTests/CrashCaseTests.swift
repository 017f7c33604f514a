import CoverageFuzzing
import Foundation
import PropertyFuzzing
import Testing

@Suite("Crash cases and seeds")
struct CrashCaseTests {
  func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "coverage-fuzz-tests-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aFailureIsShrunkAndSavedAsAReplayableCorpusCase() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = try FuzzTarget(variant: "clip.negativeWidth")
    let index = try #require(target.index(ofProperty: "clip.wellFormed"))
    // Large choices: the shrinker must bring them down.
    let input = FuzzInput(
      bytes: [UInt8(index)] + ChoiceBytes.encode([0, 5, 3, 900, 40, 7, 0, 2, 1_000, 1_000]),
      propertyCount: target.properties.count)
    let (property, evaluation) = target.evaluate(input)
    try #require(evaluation.isFailure)
    let crash = CrashCase(
      property: property, failure: evaluation, variant: target.variant, executionIndex: 42)
    #expect(Shrinker.isSimpler(crash.shrunk.choices, than: evaluation.choices))
    #expect(crash.report.contains("'clip.wellFormed' failed"))
    #expect(crash.report.contains("mutant clip.negativeWidth"))

    let path = try crash.write(to: directory)
    #expect(path == "\(directory)/clip.wellFormed/\(crash.corpusCase.shortHash).json")
    let saved = try CorpusStore.read(path: path)
    #expect(saved == crash.corpusCase)
    #expect(saved.variant == "clip.negativeWidth" && saved.caseIndex == 42 && saved.seed == 0)
    #expect(property.evaluate(choices: saved.choices).isFailure)
  }

  @Test func theOutputDirectoryComesFromTheEnvironment() {
    #expect(CrashCase.outputDirectory(environment: [:]) == CrashCase.defaultOutput)
    #expect(
      CrashCase.outputDirectory(environment: [CrashCase.outputVariable: ""]) == "crashes-corpus")
    #expect(CrashCase.outputDirectory(environment: [CrashCase.outputVariable: "/x"]) == "/x")
  }

  @Test func corpusCasesBecomeSeedsThatReplayThem() throws {
    let corpus = try temporaryDirectory()
    let seeds = try temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(atPath: corpus)
      try? FileManager.default.removeItem(atPath: seeds)
    }
    let store = CorpusStore(directory: corpus)
    let known = CorpusCase(
      property: "pointer.inverse", variant: nil, seed: 1, caseIndex: 0,
      choices: [1, 0, 300, .max, 0], description: "d", messages: [])
    let gone = CorpusCase(
      property: "retired.property", variant: nil, seed: 1, caseIndex: 0, choices: [1],
      description: "d", messages: [])
    try store.write(known)
    try store.write(gone)
    let target = try FuzzTarget(variant: nil)

    let summary = try SeedCorpus.convert(corpus: corpus, into: seeds, target: target)
    #expect(summary.written.count == 1)
    #expect(summary.skipped.count == 1)
    let seed = try #require(summary.written.first)
    #expect(seed.hasSuffix("/pointer.inverse-\(known.shortHash)"))
    let bytes = try #require(FileManager.default.contents(atPath: seed))
    let input = FuzzInput(bytes: [UInt8](bytes), propertyCount: target.properties.count)
    #expect(target.evaluate(input).property.name == "pointer.inverse")
    #expect(input.choices == [1, 0, 300, .max])
  }
}
