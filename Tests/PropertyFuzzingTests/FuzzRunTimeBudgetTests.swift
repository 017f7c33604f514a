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

  /// The parts of a run of two properties as its progress shows them
  /// (a, b, then a and b again), and its reports with the cases each
  /// property checked.
  static func run() -> (parts: [Int], cases: [Int], checked: [Int], ran: [UInt64?]) {
    let a = Counter()
    let b = Counter()
    let run = FuzzRun(
      properties: [Self.counting("a", a), Self.counting("b", b)], seed: 3,
      budget: .seconds(0.4))
    let seen = Mutex<[Int]>([])
    let reports = run.generate { progress in seen.withLock { $0.append(progress.index) } }
    #expect(reports.allSatisfy { $0.outcome == .held })
    var parts: [Int] = []
    for index in seen.withLock({ $0 }) where parts.last != index { parts.append(index) }
    return (
      parts, reports.map(\.statistics.cases), [a.value, b.value], reports.map { $0.ran?.count }
    )
  }

  /// A loaded machine can starve a part of the time left to it (a part
  /// shows in the progress only from 1,024 cases on), so the run is tried
  /// up to three times; a run that never comes back for the second half
  /// fails all three. The counts add up in every try.
  @Test func everyPropertyComesBackForItsSecondPart() {
    var tries: [[Int]] = []
    for _ in 1...3 {
      let result = Self.run()
      // Each report counts every case its property checked, in both parts,
      // and knows each case that ran, once.
      #expect(result.cases == result.checked)
      #expect(result.ran == result.checked.map { UInt64($0) })
      tries.append(result.parts)
      if result.parts == [0, 1, 0, 1] { return }
    }
    Issue.record("no run came back for its second half: \(tries)")
  }
}
