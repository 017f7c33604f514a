import BenchmarkTracking
import Testing
import TrackingStatistics

@Suite("Multiple-testing correction")
struct MultipleTestingCorrectionTests {
  static let raw: [Double?] = [0.01, 0.04, 0.03, 0.005]

  /// Holm by hand: sorted 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06,
  /// 0.04·1 = 0.04 raised to the running maximum 0.06.
  @Test func holm() {
    expectClose(MultipleTestingCorrection.holm.adjusted(Self.raw), [0.03, 0.06, 0.06, 0.02])
  }

  /// Matches scipy.stats.false_discovery_control([0.01, 0.04, 0.03, 0.005]).
  @Test func benjaminiHochberg() {
    expectClose(
      MultipleTestingCorrection.benjaminiHochberg.adjusted(Self.raw), [0.02, 0.04, 0.04, 0.02])
  }

  @Test func untestedEntriesStayOutOfTheFamily() {
    let adjusted = MultipleTestingCorrection.holm.adjusted([0.01, nil, 0.04])
    #expect(adjusted[1] == nil)
    expectClose([adjusted[0], adjusted[2]], [0.02, 0.04])
  }

  @Test func neverExceedsOne() {
    let adjusted = MultipleTestingCorrection.holm.adjusted([0.9, 0.8, 0.7])
    #expect(adjusted.allSatisfy { ($0 ?? 2) <= 1 })
    #expect(MultipleTestingCorrection.none.adjusted([0.3, nil]) == [0.3, nil])
  }

  func expectClose(
    _ actual: [Double?], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (value, wanted) in zip(actual, expected) {
      #expect(abs((value ?? .nan) - wanted) < 1e-12, "\(actual)", sourceLocation: sourceLocation)
    }
  }
}

/// The bounds a mutation sample of `BenchmarkTracking` moved without any
/// test noticing (results/mutation, `--module BenchmarkTracking`): the
/// values just past each documented bound.
extension MultipleTestingCorrectionTests {
  /// More rejections than the family leaves (a caller's slip) count as all
  /// but one: the level stays a probability, the one a last test needs.
  @Test(arguments: [MultipleTestingCorrection.holm, .benjaminiHochberg, .none])
  func requiredLevelWithEveryOtherTestRejected(correction: MultipleTestingCorrection) {
    let options = ComparisonOptions(alpha: 0.02, correction: correction)
    #expect(options.requiredPValue(family: 3, rejected: 2) == 0.02)
    #expect(options.requiredPValue(family: 3, rejected: 7) == 0.02)
    #expect(options.requiredPValue(family: 0, rejected: 0) == 0.02)
  }
}
