import PropertyFuzzing
import Synchronization
import Testing

/// A fuzz run under a time budget, end to end: the second half runs
/// (every property comes back for a second part once every first part is
/// done) and each property's report is both parts together. What is
/// checked is the order of the parts and that the counts add up, never
/// how fast anything ran: the budget only has to leave the second half
/// some time.
@Suite("Fuzz run: a time budget in two halves")
struct FuzzRunTimeBudgetTests {
  /// The cases a property checked.
  final class Counter: Sendable {
    let checked = Atomic<Int>(0)
    var value: Int { checked.load(ordering: .relaxed) }
  }

  /// A cheap property that counts the cases it checks.
  static func counting(_ name: String, _ counter: Counter) -> Property {
    Property(
      name, summary: "ints are ints", generator: Gen<Int>.int(in: 0...9),
      check: { value, result in
        counter.checked.add(1, ordering: .relaxed)
        result.expect(value >= 0, "negative")
      })
  }

  @Test func everyPropertyComesBackForItsSecondPart() {
    let a = Counter()
    let b = Counter()
    let run = FuzzRun(
      properties: [Self.counting("a", a), Self.counting("b", b)], seed: 3,
      budget: .seconds(0.4))
    let seen = Mutex<[Int]>([])
    let reports = run.run { progress in seen.withLock { $0.append(progress.index) } }
    // The parts in order: a, b, then a and b again.
    var parts: [Int] = []
    for index in seen.withLock({ $0 }) where parts.last != index { parts.append(index) }
    #expect(parts == [0, 1, 0, 1])
    // Each report counts every case its property checked, in both parts,
    // and knows each case that ran, once.
    #expect(reports.map(\.statistics.cases) == [a.value, b.value])
    #expect(reports.map { $0.ran?.count } == [UInt64(a.value), UInt64(b.value)])
    #expect(reports.allSatisfy { $0.outcome == .held })
  }
}
