import Foundation
import PropertyFuzzing
import Synchronization
import Testing

/// A run in two parts continues where the first stopped (`from`), and
/// says where a third would start (`next`, a whole number of 64-case
/// blocks on); a case budget still counts case numbers from zero.
@Suite("Runs continued from a case number")
struct RunContinuationTests {
  static let plain = Property(
    "ints.plain", summary: "ints are ints", generator: Gen<Int>.int(in: 0...9),
    check: { value, result in result.expect(value >= 0, "negative") })

  @Test(
    arguments: [
      // (budget, from, cases run, next)
      (200, 0, 200, 256),
      (200, 64, 136, 256),
      (200, 100, 100, 228),
      (64, 64, 0, 64),
      (64, 128, 0, 128),
      (0, 0, 0, 0),
    ] as [(Int, UInt64, Int, UInt64)])
  func continuesFrom(budget: Int, from: UInt64, cases: Int, next: UInt64) {
    let (report, after) = PropertyRunner(property: Self.plain, seed: 5).run(
      budget: .cases(budget), from: from)
    #expect(report.statistics.cases == cases)
    #expect(after == next)
    if cases > 0 {
      #expect(report.ran == CaseCoverage([.init(first: from, step: 1, count: UInt64(cases))]))
    }
  }

  /// A property's `prepare` sees each block's cases before they run, in
  /// order, once: blocks of 64, the last one short.
  @Test func prepareSeesEachBlockOnce() {
    let sizes = Mutex<[Int]>([])
    let property = Self.plain.preparing { block in sizes.withLock { $0.append(block.count) } }
    let report = PropertyRunner(property: property, seed: 5).run(budget: .cases(150))
    #expect(report.statistics.cases == 150)
    #expect(sizes.withLock { $0 } == [64, 64, 22])
  }

  /// Blocks that finish ahead of an earlier one wait for it and are
  /// merged in order: the first block is held back in its `prepare` until
  /// another block has been prepared (an event, not a pause; the bound
  /// only keeps a run whose jobs share one thread from hanging) while the
  /// second job runs the blocks after it.
  @Test func blocksThatFinishEarlyWaitTheirTurn() {
    let later = DispatchSemaphore(value: 0)
    let property = Self.plain.preparing { block in
      if Self.isFirstBlock(block) {
        _ = later.wait(timeout: .now() + 60)
      } else {
        later.signal()
      }
    }
    let report = PropertyRunner(property: property, seed: 5).run(
      budget: .cases(64 * 8), jobs: 2)
    #expect(report.statistics.cases == 64 * 8)
    #expect(report.ran == CaseCoverage([.init(first: 0, step: 1, count: 64 * 8)]))
  }

  /// Whether a prepared block is case 0's: its first sequence draws what
  /// case 0 of seed 5 draws.
  static func isFirstBlock(_ block: [ChoiceSequence]) -> Bool {
    var first = block[0]
    var zero = PropertyRunner(property: plain, seed: 5).choices(caseIndex: 0)
    return first.draw(below: 0) == zero.draw(below: 0)
  }

  /// With several jobs a case budget runs every case once, merged in
  /// order, whatever order the blocks finish in.
  @Test(arguments: [2, 4])
  func severalJobsRunEveryCaseOnce(jobs: Int) {
    let report = PropertyRunner(property: Self.plain, seed: 5).run(
      budget: .cases(64 * 40 + 5), jobs: jobs)
    #expect(report.statistics.cases == 64 * 40 + 5)
    #expect(report.ran == CaseCoverage([.init(first: 0, step: 1, count: 64 * 40 + 5)]))
  }
}
