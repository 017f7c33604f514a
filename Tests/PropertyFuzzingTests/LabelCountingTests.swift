import PropertyFuzzing
import Synchronization
import Testing

/// A run counts each label once per case that carried it, across blocks
/// of cases whose results are reused: labels beyond the four kept inline,
/// a case with fewer labels after one with more, a label given twice, and
/// a discarded case between counted ones all come out exact.
@Suite("Label counts over a run")
struct LabelCountingTests {
  /// How many cases drew each value, counted by the check itself.
  final class Drawn: Sendable {
    let counts = Mutex([0, 0, 0, 0, 0])
    func add(_ value: Int) { counts.withLock { $0[value] += 1 } }
    var values: [Int] { counts.withLock { $0 } }
  }

  static func labelling(_ drawn: Drawn) -> Property {
    Property(
      "labels", summary: "labels are counted", generator: Gen<Int>.int(in: 0...4),
      check: { value, result in
        drawn.add(value)
        switch value {
        case 0: for label in ["a", "b", "c", "d", "e"] { result.label(label) }
        case 1: for label in ["a", "b", "c", "d", "f"] { result.label(label) }
        case 2: for label in ["a", "b", "c", "a"] { result.label(label) }
        case 3: for label in ["a", "b"] { result.label(label) }
        default: result.discard()
        }
      })
  }

  @Test func eachLabelOncePerCase() {
    let drawn = Drawn()
    let report = PropertyRunner(property: Self.labelling(drawn), seed: 8).run(
      budget: .cases(1000))
    let n = drawn.values
    #expect(n.allSatisfy { $0 > 50 }, "\(n)")
    #expect(report.statistics.discarded == n[4])
    #expect(report.statistics.cases == n[0] + n[1] + n[2] + n[3])
    #expect(
      report.statistics.labels == [
        "a": n[0] + n[1] + n[2] + n[3], "b": n[0] + n[1] + n[2] + n[3],
        "c": n[0] + n[1] + n[2], "d": n[0] + n[1], "e": n[0], "f": n[1],
      ])
  }
}
