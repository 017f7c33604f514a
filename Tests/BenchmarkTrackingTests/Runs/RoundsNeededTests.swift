import Foundation
import Testing

@testable import BenchmarkTracking

/// The rounds an undecided phase is told it needs are always more than it
/// has: an interval lopsided around its median (six rounds below the
/// threshold, fourteen above) crosses the threshold although its half-width
/// is below the median's distance to it, so the estimate from the
/// half-width alone would be fewer rounds than were run.
@Suite("Rounds needed")
struct RoundsNeededTests {
  @Test func undecidedPhaseNeedsAtLeastOneMoreRound() throws {
    let below = [0.010, 0.014, 0.018, 0.020, 0.022, 0.024]
    let above = (0..<14).map { 0.0300 + Double($0) * 0.00005 }
    let judgement = PairedPhaseJudgement(
      below + above, family: 1, options: PairedOptions())
    #expect(judgement.decision == .undecided)
    let interval = try #require(judgement.interval)
    let limit = PairedOptions().logThreshold
    #expect(interval.lower < limit && interval.upper > limit)
    #expect(interval.halfWidth < abs(interval.median) - limit)
    #expect(judgement.roundsNeeded == 21)
  }
}
