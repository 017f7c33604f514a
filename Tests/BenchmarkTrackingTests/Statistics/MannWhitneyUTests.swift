import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingStatistics

/// Expected values computed once with scipy 1.17.1,
/// `mannwhitneyu(x, y, alternative='two-sided')` (the call compare.py makes).
struct KnownTest: Sendable, CustomTestStringConvertible {
  var label: String
  var x: [Double]
  var y: [Double]
  var u1: Double
  var pValue: Double
  var method: MannWhitneyU.Method
  var testDescription: String { label }
}

@Suite("Mann-Whitney U")
struct MannWhitneyUTests {
  static let known: [KnownTest] = [
    KnownTest(
      label: "separated 5 v 5, exact", x: [1, 2, 3, 4, 5], y: [6, 7, 8, 9, 10], u1: 0,
      pValue: 0.007936507936507936, method: .exact),
    KnownTest(
      label: "interleaved 4 v 6, exact", x: [1.5, 3.1, 4.2, 7.7],
      y: [2.0, 2.9, 5.5, 6.1, 8.3, 9.0],
      u1: 8, pValue: 0.47619047619047616, method: .exact),
    KnownTest(
      label: "ties 9 v 9, asymptotic", x: [10, 11, 11, 12, 13, 14, 15, 15, 16],
      y: [12, 13, 13, 14, 16, 17, 18, 18, 19], u1: 18.5, pValue: 0.05634353787858985,
      method: .asymptotic),
    KnownTest(
      label: "3 v 12, exact because one side is small", x: [3.3, 4.4, 9.9],
      y: [1, 2, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15], u1: 10, pValue: 0.29450549450549457,
      method: .exact),
    KnownTest(
      label: "all equal", x: [5, 5, 5], y: [5, 5, 5], u1: 4.5, pValue: 1, method: .asymptotic),
    KnownTest(
      label: "10 v 10, asymptotic",
      x: [99.232, 101.534, 99.322, 99.055, 97.21, 99.36, 103.336, 101.272, 103.111, 100.747],
      y: [105.184, 104.556, 99.002, 106.566, 105.519, 105.496, 98.926, 98.768, 101.331, 102.595],
      u1: 32, pValue: 0.18587673236587576, method: .asymptotic),
  ]

  @Test(arguments: known)
  func matchesScipy(_ known: KnownTest) throws {
    let test = try #require(MannWhitneyU(known.x, known.y))
    #expect(test.u1 == known.u1)
    #expect(test.method == known.method)
    #expect(abs(test.pValue - known.pValue) < 1e-12)
  }

  @Test func isSymmetricInItsSamples() throws {
    for known in Self.known {
      let forward = try #require(MannWhitneyU(known.x, known.y))
      let backward = try #require(MannWhitneyU(known.y, known.x))
      #expect(abs(forward.pValue - backward.pValue) < 1e-12, "\(known.label)")
      #expect(forward.u1 + backward.u1 == Double(known.x.count * known.y.count))
    }
  }

  /// compare.py's own expectations for Inputs/test3_run0.json vs
  /// test3_run1.json (report.py's unit tests), grouping entries by name as
  /// compare.py does.
  @Test(
    arguments: [
      ("BM_Two", Metric.cpuTime, 0.6666666666666666),
      ("BM_Two", Metric.realTime, 1.0),
      ("short", Metric.cpuTime, 0.2),
      ("short", Metric.realTime, 0.7670968684102772),
    ])
  func matchesComparePyOnItsInputs(name: String, metric: Metric, expected: Double) throws {
    let baseline = try Fixtures.run("test3_run0.json")
    let contender = try Fixtures.run("test3_run1.json")
    func values(_ run: BenchmarkRun) -> [Double] {
      run.entries.filter { $0.name == name }.compactMap { $0.value(of: metric) }
    }
    let test = try #require(MannWhitneyU(values(baseline), values(contender)))
    #expect(abs(test.pValue - expected) < 1e-12)
  }

  @Test func exactTailOfALargeUnevenPairStaysAProbability() throws {
    // 8 v 200 with no ties takes the exact path over a 1600-degree
    // polynomial; scipy 1.17.1 gives 0.5900872924439698 and
    // 2.6376801135834482e-14.
    let y = (0..<200).map { Double($0) }
    let middle = try #require(MannWhitneyU((0..<8).map { Double($0) * 25 + 0.5 }, y))
    let extreme = try #require(MannWhitneyU((0..<8).map { 1_000 + Double($0) }, y))
    #expect(middle.method == .exact)
    #expect(abs(middle.pValue - 0.5900872924439698) < 1e-12)
    #expect(abs(extreme.pValue - 2.6376801135834482e-14) / 2.6376801135834482e-14 < 1e-9)
  }

  @Test func rejectsEmptyOrNonFiniteSamples() {
    #expect(MannWhitneyU([], [1, 2]) == nil)
    #expect(MannWhitneyU([1, .nan], [1, 2]) == nil)
    #expect(MannWhitneyU([1, 2], [.infinity]) == nil)
  }
}

/// The Mann-Whitney U test at two edges its comments name: every value tied
/// (no evidence either way, p = 1), also for a million values, where the
/// tie correction's rounding makes sigma NaN rather than 0; and the exact
/// tail at a half-integer U (ties forced through the exact method), which
/// counts the arrangements from the next whole U up.
extension MannWhitneyUTests {
  @Test(arguments: [3, 500_000])
  func allValuesTiedGiveOne(count: Int) throws {
    let sample = [Double](repeating: 7, count: count)
    let test = try #require(MannWhitneyU(sample, sample))
    #expect(test.pValue == 1)
  }

  /// P(U >= 2.5) is P(U >= 3); for two samples of two, 2 of the 6
  /// arrangements have U >= 3.
  @Test func halfIntegerUCountsFromTheNextWholeOne() {
    #expect(MannWhitneyU.exactUpperTail(u: 2.5, n1: 2, n2: 2) == 2.0 / 6)
    #expect(MannWhitneyU.exactUpperTail(u: 3, n1: 2, n2: 2) == 2.0 / 6)
  }
}

/// The reachable p-value floor at its smallest counts: one repetition on a
/// side is a count like any other (1 against 3: the exact p of samples that
/// do not overlap is 2 / 4), and the repetitions needed start at 2 a side
/// by default (2 against 2 reach 2 / 6, so a level of 0.5 needs 2).
extension MannWhitneyUTests {
  @Test(arguments: [(1, 3, 0.5), (3, 1, 0.5), (1, 1, 1.0), (2, 2, 2.0 / 6)])
  func floorForTheSmallestCounts(baseline: Int, contender: Int, floor: Double) {
    #expect(
      MannWhitneyU.minimumPValue(baselineCount: baseline, contenderCount: contender) == floor)
  }

  @Test func repetitionsNeededStartAtTwo() {
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 0.5) == 2)
    #expect(MannWhitneyU.repetitionsNeeded(toReach: 2.0 / 6) == 2)
  }
}

/// The bounds a mutation sample of `BenchmarkTracking` moved without any
/// test noticing (results/mutation, `--module BenchmarkTracking`): the
/// values just past each documented bound.
extension MannWhitneyUTests {
  /// scipy's 'auto': exact unless both samples have more than 8 values (or
  /// there are ties), so 8 against 20 is still exact and 9 against 9 is not.
  @Test(arguments: [(8, 20, MannWhitneyU.Method.exact), (20, 8, .exact), (9, 9, .asymptotic)])
  func exactUpToEightValuesOnASide(left: Int, right: Int, method: MannWhitneyU.Method) throws {
    let x = (0..<left).map { Double($0) * 2 }
    let y = (0..<right).map { Double($0) * 2 + 1 }
    let test = try #require(MannWhitneyU(x, y))
    #expect(test.method == method)
  }
}
