import BenchmarkTracking
import Foundation
import Testing
import TrackingCostModels
import TrackingStatistics

@Suite("Callgrind import")
struct CallgrindImportTests {
  func dump(_ directory: String, _ index: Int, name: String?, total: Int) throws -> String {
    let path = "\(directory)/callgrind.out.42.\(index)"
    var text = "# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\npid: 42\ncmd: ./bench\n"
    if let name { text += "desc: Trigger: Client Request: \(name)\n" }
    text += "events: Ir\nfn=(1) main\n1 \(total)\nsummary: \(total)\ntotals: \(total)\n"
    try text.writeAtomically(toFile: path)
    return path
  }

  @Test func addsPerIterationInstructionsToEachRepetition() throws {
    let directory = try Fixtures.temporaryDirectory()
    let paths = [
      try dump(directory, 1, name: "a", total: 5_000),
      try dump(directory, 2, name: "a", total: 6_000),
      try dump(directory, 3, name: "b", total: 800),
      try dump(directory, 4, name: nil, total: 99_999),
    ]
    let dumps = try paths.compactMap { try CallgrindDump.read(path: $0) }
    #expect(dumps.map(\.benchmark) == ["a", "a", "b"])
    let document = try JSONParser.parse(Fixtures.runText(benchmarks: [("a", [1, 2]), ("b", [3])]))
    let updated = try document.addingInstructions(dumps, source: "run.json")
    let run = try BenchmarkRun(parsing: Array(updated.serialized().utf8), source: "out.json")
    // Fixture runs time 100 iterations per repetition.
    #expect(run.repetitions(of: .instructions) == ["a": [50, 60], "b": [8]])
    #expect(run.context.text("metric") == "instructions")
  }

  @Test func missingOrExtraDumpsAreErrors() throws {
    let document = try JSONParser.parse(Fixtures.runText(benchmarks: [("a", [1, 2])]))
    #expect(throws: BenchmarkInputError.self) {
      try document.addingInstructions([CallgrindDump(benchmark: "a", instructions: 1)], source: "r")
    }
    let extra = [("a", 1.0), ("a", 2), ("z", 3)].map {
      CallgrindDump(benchmark: $0.0, instructions: $0.1)
    }
    #expect {
      try document.addingInstructions(extra, source: "r")
    } throws: { error in
      "\(error)".contains("callgrind dumps for z have no repetition")
    }
  }

  @Test func fixedIterationSuffixIsDroppedFromNames() throws {
    let text = Fixtures.runText(benchmarks: [("a/iterations:100", [1])])
      .replacingOccurrences(
        of: "]}",
        with: """
          , {"name": "a/iterations:100_median", "run_name": "a/iterations:100",
             "run_type": "aggregate", "aggregate_name": "median", "iterations": 1,
             "real_time": 1, "cpu_time": 1, "time_unit": "ns"}]}
          """)
    let updated = try JSONParser.parse(text).addingInstructions(
      [CallgrindDump(benchmark: "a", instructions: 700)], source: "run.json")
    let run = try BenchmarkRun(parsing: Array(updated.serialized().utf8), source: "out.json")
    #expect(run.entries.map(\.name) == ["a", "a_median"])
    #expect(run.benchmarkNames == ["a"])
    #expect(run.samples(of: .instructions) == ["a": [7]])
  }
}
