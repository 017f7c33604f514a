import BenchmarkTracking
import Foundation
import Testing
import TrackingCostModels

/// Callgrind dumps and their import at the edges the format allows: the
/// `totals:` line wins over a `summary:` line after it, a `summary:` line
/// alone is a total, trailing zero totals left out are zeros; and in the
/// import, an item of the benchmarks array that is not an object is kept
/// as it is, and an iteration count must be positive (1 is, 0 is not).
@Suite("Callgrind dump edges")
struct CallgrindDumpEdgeTests {
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
