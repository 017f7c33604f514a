import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing
import TrackingCostModels

/// The simulated-cost mode's figures: read from callgrind dumps with cache
/// and branch simulation, turned into estimated cycles by the documented
/// model, and judged by `track` against the thresholds a benchmark declares.
@Suite("simulated cost")
struct SimulatedCostTests {
  /// The event line callgrind writes with `--cache-sim=yes --branch-sim=yes`.
  static let events = "Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim"

  /// A dump of `name` with `scale` times a fixed set of totals.
  func dump(_ directory: String, _ index: Int, name: String, scale: Double = 1) throws -> String {
    let path = "\(directory)/callgrind.out.7.\(index)"
    let totals = [10_000, 3_000, 2_000, 40, 200, 160, 10, 100, 50, 1_500, 30, 20, 2]
      .map { String(Int((Double($0) * scale).rounded())) }.joined(separator: " ")
    let text = """
      # callgrind format
      version: 1
      creator: callgrind-3.19.0
      desc: I1 cache: 32768 B, 64 B, 8-way associative
      desc: D1 cache: 32768 B, 64 B, 8-way associative
      desc: LL cache: 8388608 B, 64 B, 16-way associative
      desc: Trigger: Client Request: \(name)
      events: \(Self.events)
      fn=(1) body
      1 \(totals)
      summary: \(totals)
      totals: \(totals)

      """
    try text.writeAtomically(toFile: path)
    return path
  }

  /// A run of `a` (two repetitions) and `b` imported from simulated dumps,
  /// `b`'s scaled, with the declarations in its context.
  func importedRun(_ directory: String, file: String, scaleOfB: Double) throws -> String {
    let paths = [
      try dump(directory, 1, name: "a"), try dump(directory, 2, name: "a"),
      try dump(directory, 3, name: "b", scale: scaleOfB),
      try dump(directory, 4, name: "b", scale: scaleOfB),
      try dump(directory, 5, name: "b", scale: scaleOfB),
    ]
    let dumps = try paths.compactMap { try CallgrindDump.read(path: $0) }
    let text = DeclaredThresholdsTests.runText(
      [("a", [1, 1]), ("b", [1, 1, 1])], declared: Self.declarations.contextValue)
    let updated = try JSONParser.parse(text).addingInstructions(dumps, source: "run.json")
    let path = "\(directory)/\(file)"
    try updated.serialized().writeAtomically(toFile: path)
    return path
  }

  /// `a` and `b` declared with a 2% estimated-cycles threshold.
  static var declarations: BenchmarkDeclarations {
    let policy = BenchmarkPolicy(
      name: "common", group: .cpuBound,
      thresholds: [
        .instructions: Threshold(percent: 0.5), .estimatedCycles: Threshold(percent: 2),
      ],
      description: "simulated cost judged at 2%")
    var result = BenchmarkDeclarations()
    result.declare("a", policy)
    result.declare("b", policy)
    return result
  }

  @Test func theModelWeighsHitsMissesAndMispredictions() throws {
    let values: [String: Double] = [
      "Ir": 10_000, "Dr": 3_000, "Dw": 2_000, "I1mr": 40, "D1mr": 200, "D1mw": 160,
      "ILmr": 10, "DLmr": 100, "DLmw": 50, "Bc": 1_500, "Bcm": 30, "Bi": 20, "Bim": 2,
    ]
    let cost = try #require(SimulatedCost(events: values))
    #expect(cost.l1Misses == 400)
    #expect(cost.llMisses == 160)
    #expect(cost.branchMispredictions == 32)
    // L1 hits 15,000 - 400, LL hits 400 - 160, RAM 160, mispredictions 32.
    let expected: Double = 14_600 + 1_200 + 5_600 + 320
    #expect(cost.estimatedCycles == expected)
    #expect(SimulatedCost(events: ["Ir": 10]) == nil, "a plain instruction dump simulates nothing")
  }

  @Test func aSimulatedDumpAddsItsCountersPerIteration() throws {
    let directory = try Fixtures.temporaryDirectory()
    let path = try importedRun(directory, file: "run.json", scaleOfB: 1)
    let run = try BenchmarkRun(contentsOfFile: path)
    // Fixture runs time 100 iterations per repetition.
    #expect(run.repetitions(of: .instructions)["a"] == [100, 100])
    #expect(run.repetitions(of: .estimatedCycles)["a"] == [217.2, 217.2])
    #expect(run.repetitions(of: .l1Misses)["b"] == [4, 4, 4])
    #expect(run.repetitions(of: .llMisses)["b"] == [1.6, 1.6, 1.6])
    #expect(run.repetitions(of: .branchMispredictions)["a"] == [0.32, 0.32])
    #expect(run.context.text("metric") == "estimated_cycles")
    #expect(run.context.text("simulated_caches")?.contains("LL cache: 8388608 B") == true)
    #expect(run.context.text("cost_model") == SimulatedCost.modelDescription)
  }

  @Test func noMissesIsAMeasurementNotAnError() throws {
    let text = Fixtures.runText(benchmarks: [("a", [1])])
      .replacingOccurrences(
        of: #""instructions": 10"#, with: #""instructions": 10, "ll_misses": 0"#)
    let run = try BenchmarkRun(parsing: Array(text.utf8), source: "run.json")
    try run.validateSamples(of: .llMisses)
    #expect(run.samples(of: .llMisses)["a"] == [0])
  }

  @Test func tenPercentMoreEstimatedCyclesIsARegressionAtTheDeclaredThreshold() throws {
    let directory = try Fixtures.temporaryDirectory()
    let base = try importedRun(directory, file: "base.json", scaleOfB: 1)
    let slower = try importedRun(directory, file: "slower.json", scaleOfB: 1.1)
    let compared = try runBuiltExecutable(
      "track", ["compare", base, slower, "--metric", "estimated_cycles"])
    #expect(compared.status == 1, "\(compared.output)\(compared.errors)")
    let line = try #require(compared.output.split(separator: "\n").first { $0.hasPrefix("b ") })
    #expect(line.contains("regression"))
    #expect(line.contains("+10.0%"))
    #expect(compared.output.contains("metric estimated_cycles"))
  }

  @Test func aChangeWithinTheDeclaredThresholdIsUnchanged() throws {
    let directory = try Fixtures.temporaryDirectory()
    let base = try importedRun(directory, file: "base.json", scaleOfB: 1)
    let close = try importedRun(directory, file: "close.json", scaleOfB: 1.01)
    let compared = try runBuiltExecutable(
      "track", ["check", "--baseline", base, close, "--metric", "estimated_cycles", "--json"])
    #expect(compared.status == 0, "\(compared.output)\(compared.errors)")
    #expect(compared.output.contains(#""threshold_relative": 0.02"#))
    #expect(!compared.output.contains(#""verdict": "regression""#))
    #expect(compared.output.contains(#""verdict": "unchanged""#))
  }

  @Test func simulatedMetricsAreNotPairedTimings() {
    var options = PairedOptions()
    options.metric = .estimatedCycles
    #expect(options.problem == "metric must be real_time or cpu_time")
    #expect(ComparisonOptions(metric: .estimatedCycles).judgesDeterministically)
    #expect(ValueFormatting.value(2_500_000, metric: .estimatedCycles) == "2.5 M cycles")
  }
}
