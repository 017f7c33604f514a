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

/// Callgrind dumps and their import at the edges the format allows: the
/// `totals:` line wins over a `summary:` line after it, a `summary:` line
/// alone is a total, trailing zero totals left out are zeros; and in the
/// import, an item of the benchmarks array that is not an object is kept
/// as it is, and an iteration count must be positive (1 is, 0 is not).
extension CallgrindImportTests {
  static func read(_ body: String) throws -> CallgrindDump? {
    let path = try Fixtures.temporaryDirectory() + "/callgrind.out.7.1"
    try ("# callgrind format\nversion: 1\ncmd: ./bench\ndesc: Trigger: Client Request: a\n" + body)
      .writeAtomically(toFile: path)
    return try CallgrindDump.read(path: path)
  }

  @Test(arguments: [
    ("events: Ir\ntotals: 100\nsummary: 200\n", 100.0),
    ("events: Ir\nsummary: 200\ntotals: 100\n", 100),
    ("events: Ir\nsummary: 200\n", 200),
  ])
  func totalsLineWinsAndSummaryAloneCounts(body: String, instructions: Double) throws {
    #expect(try Self.read(body)?.instructions == instructions)
  }

  /// Callgrind leaves out trailing zero totals: the last-level misses here.
  @Test func missingTrailingTotalsAreZero() throws {
    let dump = try #require(
      try Self.read("events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw\ntotals: 1000 300 100 10 5\n"))
    let simulated = try #require(dump.simulated)
    #expect(simulated.instructions == 1000)
    #expect(simulated.dataAccesses == 400)
    #expect(simulated.l1Misses == 15)
    #expect(simulated.llMisses == 0)
  }

  static func document(iterations: Int, extra: String = "") throws -> JSONValue {
    try JSONParser.parse(
      """
      {"context": {"date": "2026-11-29"}, "benchmarks": [\(extra){"name": "a", "run_name": "a",
        "run_type": "iteration", "repetitions": 1, "repetition_index": 0,
        "iterations": \(iterations), "real_time": 1, "cpu_time": 1, "time_unit": "ns"}]}
      """)
  }

  @Test func itemThatIsNotAnObjectIsKept() throws {
    let updated = try Self.document(iterations: 10, extra: "7, ").addingInstructions(
      [CallgrindDump(benchmark: "a", instructions: 500)], source: "run.json")
    guard case .array(let items)? = updated["benchmarks"] else {
      Issue.record("no benchmarks array")
      return
    }
    #expect(items.count == 2)
    #expect(items.first == .number(7))
    #expect(items.last?["instructions"]?.doubleValue == 50)
  }

  @Test(arguments: [(1, true), (0, false), (-1, false)])
  func iterationCountMustBePositive(iterations: Int, accepted: Bool) throws {
    let document = try Self.document(iterations: iterations)
    let dumps = [CallgrindDump(benchmark: "a", instructions: 500)]
    if accepted {
      let updated = try document.addingInstructions(dumps, source: "run.json")
      guard case .array(let items)? = updated["benchmarks"] else {
        Issue.record("no benchmarks array")
        return
      }
      #expect(items.first?["instructions"]?.doubleValue == 500)
    } else {
      #expect {
        try document.addingInstructions(dumps, source: "run.json")
      } throws: { error in
        "\(error)".contains("a has no positive iteration count")
      }
    }
  }
}
