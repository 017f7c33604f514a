import CoverageFuzzing
import Foundation
import Testing

/// Runs the built `coverage-fuzz` executable (a plain build, without
/// libFuzzer: it runs the inputs it is given once) and checks its modes,
/// exit statuses and files.
@Suite("coverage-fuzz command")
struct CommandTests {
  struct Outcome {
    var status: Int32
    var signaled: Bool
    var output: String
    var errors: String
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = binaries.appendingPathComponent("coverage-fuzz")
    process.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    inherited[FuzzTarget.mutantVariable] = nil
    inherited[FuzzTarget.propertiesVariable] = nil
    inherited["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = inherited.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      output: String(decoding: outData, as: UTF8.self),
      errors: String(decoding: errData, as: UTF8.self))
  }

  func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "coverage-fuzz-command-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The input that selects `property` with all-zero choices.
  func zeroInput(_ property: String, at path: String) throws -> String {
    let index = try #require(try FuzzTarget(variant: nil).index(ofProperty: property))
    let file = path + "/" + property
    try Data([UInt8(index)]).write(to: URL(fileURLWithPath: file))
    return file
  }

  @Test func anUnknownMutantExitsTwoNamingIt() throws {
    let outcome = try run(["--help"], environment: [FuzzTarget.mutantVariable: "no.such"])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("'no.such' is not a known mutant"), "\(outcome.errors)")
  }

  @Test func aPassingInputExitsZero() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let input = try zeroInput("clip.wellFormed", at: directory)
    let outcome = try run([input])
    #expect(outcome.status == 0 && !outcome.signaled, "\(outcome.errors)")
    #expect(outcome.output.contains("1 inputs ran without a failure"))
  }

  @Test func aFailingInputIsReportedSavedAndAborts() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let input = try zeroInput("clip.wellFormed", at: directory)
    let outcome = try run(
      [input],
      environment: [
        FuzzTarget.mutantVariable: "clip.negativeWidth",
        CrashCase.outputVariable: directory + "/cases",
      ])
    #expect(outcome.signaled && outcome.status == SIGABRT)
    #expect(outcome.errors.contains("property 'clip.wellFormed' failed"), "\(outcome.errors)")
    let cases = FileManager.default.subpaths(atPath: directory + "/cases") ?? []
    #expect(cases.filter { $0.hasSuffix(".json") }.count == 1, "\(cases)")
  }

  @Test func toCorpusSavesFailuresAndExitsOneWhenAnInputPasses() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let failing = try zeroInput("clip.wellFormed", at: directory)
    let passing = try zeroInput("pointer.inverse", at: directory)
    let environment = [
      FuzzTarget.mutantVariable: "clip.negativeWidth",
      CrashCase.outputVariable: directory + "/cases",
    ]
    let both = try run(["--to-corpus", failing, passing], environment: environment)
    #expect(both.status == 1, "\(both.errors)")
    #expect(both.output.contains("'pointer.inverse' holds; nothing written"))
    let saved = try run(["--to-corpus", failing], environment: environment)
    #expect(saved.status == 0, "\(saved.errors)")
    #expect(saved.output.contains("saved:    \(directory)/cases/clip.wellFormed/"))
    #expect(try run(["--to-corpus", directory + "/missing"]).status == 2)
  }

  @Test func theCommittedCorpusBecomesSeedsThatHoldOnTheRealEngine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let corpus = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Corpus").path
    let cases = (FileManager.default.subpaths(atPath: corpus) ?? []).filter {
      $0.hasSuffix(".json")
    }
    try #require(!cases.isEmpty, "no corpus at \(corpus)")
    let seeds = try run(["--seed-corpus", corpus, directory + "/seeds"])
    #expect(seeds.status == 0, "\(seeds.errors)")
    #expect(seeds.output.contains("wrote \(cases.count) seed inputs"), "\(seeds.output)")
    let replay = try run([directory + "/seeds"])
    #expect(replay.status == 0 && !replay.signaled, "\(replay.errors)")
    #expect(replay.output.contains("\(cases.count) inputs ran without a failure"))
  }
}
