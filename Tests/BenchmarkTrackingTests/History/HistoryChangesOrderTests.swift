import Foundation
import SeededRandom
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingStatistics

/// The orders and levels the history page and `track changes` are read by:
/// the attention order of benchmarks and of changes, checked against a sort
/// key on seeded random benchmarks full of ties; the segment a change is
/// measured on; the latest night's deviation; an outlier's distance and
/// whether it is provisional.
@Suite("History changes: orders and levels")
struct HistoryChangesOrderTests {
  static func point(_ median: Double, index: Int = 0) -> HistoryPoint {
    HistoryPoint(
      runIndex: index, source: "run\(index).json", date: "2026-11-\(10 + index % 20)",
      commit: "c\(index)", samples: [median], median: median, step: nil, change: nil)
  }

  static func change(_ kind: ChangeKind, size: Double, index: Int = 1) -> DetectedChange {
    DetectedChange(
      kind: kind, index: index, first: point(1 + size, index: index),
      lastBefore: point(1, index: index - 1), meanBefore: 1, meanAfter: 1 + size,
      medianBefore: 1, medianAfter: 1 + size, runsBefore: 1, runsAfter: 1, pValue: 0.001,
      stoppedEarly: false, qHat: 1)
  }

  /// Random benchmarks drawn from few values, so that every level of the
  /// order has ties.
  static func benchmarks(seed: UInt64) -> [HistoryChanges.Benchmark] {
    var generator = SplitMix64(seed: seed)
    func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
    return (0..<12).map { _ in
      let changes = (0..<pick([0, 1, 2])).map { index in
        change(pick(ChangeKind.allCases), size: pick([-0.2, -0.1, 0.1, 0.2]), index: index + 1)
      }
      return .init(
        name: pick(["a", "b", "c"]), points: [point(1)], changes: changes,
        latestDeviation: pick([0, 1.5, 3]))
    }
  }

  /// A kind's place among the kinds, most urgent first.
  static func rank(_ kind: ChangeKind) -> Int { ChangeKind.allCases.filter { $0 < kind }.count }

  /// A change's relative size, computed here rather than read.
  static func size(_ change: DetectedChange) -> Double { change.meanAfter / change.meanBefore - 1 }

  /// The documented order as a key: kind (regression, improvement,
  /// inconclusive, none), then the largest |change| of that kind, larger
  /// first, then the latest deviation, larger first, then the name.
  static func attentionKey(_ benchmark: HistoryChanges.Benchmark) -> (Int, Double, Double, String) {
    let kind = benchmark.mostUrgent
    let rank = kind.map(Self.rank) ?? ChangeKind.allCases.count
    let largest =
      benchmark.changes.filter { $0.kind == kind }.map { abs(Self.size($0)) }.max() ?? 0
    return (rank, -largest, -benchmark.latestDeviation, benchmark.name)
  }

  @Test(arguments: 1...10 as ClosedRange<UInt64>)
  func attentionOrderIsTheDocumentedKey(seed: UInt64) {
    let benchmarks = Self.benchmarks(seed: seed)
    for lhs in benchmarks {
      for rhs in benchmarks {
        #expect(
          HistoryChanges.attentionOrder(lhs, rhs)
            == (Self.attentionKey(lhs) < Self.attentionKey(rhs)),
          "\(lhs) before \(rhs)")
      }
    }
  }

  /// Every change of a history, most urgent kind first, then the larger
  /// |change|, then benchmark name and index.
  @Test(arguments: 1...10 as ClosedRange<UInt64>)
  func allChangesByKindThenSize(seed: UInt64) throws {
    var changes = HistoryChanges(history: BenchmarkHistory(runs: []))
    let machine = MachineIdentity(hostName: "h", cpuModel: "cpu", cpuCount: 2)
    changes.machines = [
      .init(identity: machine, runCount: 3, benchmarks: Self.benchmarks(seed: seed))
    ]
    let all = changes.allChanges
    #expect(all.count == Self.benchmarks(seed: seed).map(\.changes.count).reduce(0, +))
    func key(_ item: (machine: MachineIdentity, benchmark: String, change: DetectedChange))
      -> (Int, Double, String, Int)
    {
      (
        Self.rank(item.change.kind),
        -abs(Self.size(item.change)), item.benchmark, item.change.index
      )
    }
    for (earlier, later) in zip(all, all.dropFirst()) {
      #expect(!(key(later) < key(earlier)), "\(later.change) listed after \(earlier.change)")
    }
  }

  /// A change measured between its neighbouring change points: the segment
  /// before starts at the boundary below it, the one after ends at the
  /// boundary above, and its index and the last run before it are
  /// translated into the whole history's (outliers put back).
  @Test func aChangeIsMeasuredOnItsOwnSegments() throws {
    let medians: [Double] = [50, 50, 10, 12, 20, 22, 90, 90]
    let points = medians.enumerated().map { Self.point($1, index: $0) }
    let test = EDivisive.Test(index: 4, qHat: 1, pValue: 0.001, stoppedEarly: false)
    let change = try #require(
      HistoryChanges.detectedChange(
        test, points: points, boundaries: [2, 6], kind: nil,
        indexInHistory: [0, 1, 2, 3, 5, 6, 8, 9]))
    #expect(change.kind == .regression)
    #expect(change.meanBefore == 11 && change.meanAfter == 21)
    #expect(change.medianBefore == 11 && change.medianAfter == 21)
    #expect(change.runsBefore == 2 && change.runsAfter == 2)
    #expect(change.index == 5 && change.indexBefore == 3)
    #expect(change.first.median == 20 && change.lastBefore.median == 12)
    // Without boundaries, the whole series on each side; without a
    // translation, the indices are the series'.
    let whole = try #require(
      HistoryChanges.detectedChange(test, points: points, boundaries: [], kind: nil))
    #expect(whole.runsBefore == 4 && whole.runsAfter == 4)
    #expect(whole.index == 4 && whole.indexBefore == 3)
    // Falling means an improvement; equal means are not a regression; a kind
    // given is kept.
    let falling = points.reversed().enumerated().map { Self.point($1.median, index: $0) }
    #expect(
      HistoryChanges.detectedChange(test, points: Array(falling), boundaries: [], kind: nil)?.kind
        == .improvement)
    let flat = (0..<6).map { Self.point(7, index: $0) }
    let middle = EDivisive.Test(index: 3, qHat: 1, pValue: 0.5, stoppedEarly: false)
    #expect(
      HistoryChanges.detectedChange(middle, points: flat, boundaries: [], kind: nil)?.kind
        == .improvement)
    #expect(
      HistoryChanges.detectedChange(middle, points: flat, boundaries: [], kind: .inconclusive)?
        .kind == .inconclusive)
  }

  /// A change needs at least one run on each side.
  @Test(arguments: [0, 8, 9, -1])
  func aChangeAtTheEdgeIsNone(index: Int) {
    let points = (0..<8).map { Self.point(Double($0), index: $0) }
    let test = EDivisive.Test(index: index, qHat: 1, pValue: 0.001, stoppedEarly: false)
    #expect(HistoryChanges.detectedChange(test, points: points, boundaries: [], kind: nil) == nil)
  }

  @Test func theEdgesThemselvesAreChanges() throws {
    let points = (0..<8).map { Self.point(Double($0), index: $0) }
    for index in [1, 7] {
      let test = EDivisive.Test(index: index, qHat: 1, pValue: 0.001, stoppedEarly: false)
      let change = try #require(
        HistoryChanges.detectedChange(test, points: points, boundaries: [], kind: nil))
      #expect(change.runsBefore == index && change.runsAfter == 8 - index)
    }
  }

  /// |latest - mean of the rest of its segment| / the rest's sample
  /// standard deviation.
  @Test func latestDeviation() {
    // The rest 1, 2, 3: mean 2, sample variance 1.
    #expect(HistoryChanges.latestDeviation([1, 2, 3, 10], boundaries: []) == 8)
    #expect(HistoryChanges.latestDeviation([1, 2, 3, -6], boundaries: []) == 8)
    // Only the latest segment counts.
    #expect(HistoryChanges.latestDeviation([500, 900, 1, 2, 3, 10], boundaries: [2]) == 8)
    // Two runs in the rest: 1 and 3, mean 2, sample variance 2.
    #expect(
      abs(HistoryChanges.latestDeviation([1, 3, 5], boundaries: []) - 3 / 2.0.squareRoot()) < 1e-12)
    // Fewer than two runs, or no spread: 0.
    #expect(HistoryChanges.latestDeviation([1, 5], boundaries: []) == 0)
    #expect(HistoryChanges.latestDeviation([4, 4, 4, 9], boundaries: []) == 0)
    #expect(HistoryChanges.latestDeviation([], boundaries: []) == 0)
  }

  @Test func outlierDistanceAndProvisionalOutliers() {
    let medians: [Double] = [10, 10, 10, 25, 10, 10, 10, 10, 10, 10]
    let benchmark = HistoryChanges.Benchmark(
      name: "b", points: medians.enumerated().map { Self.point($1, index: $0) }, changes: [],
      outliers: [3], latestDeviation: 0)
    #expect(benchmark.outlierDeviation(3) == 1.5)
    #expect(benchmark.outlierDeviation(0) == 0)
    // The newest halfWidth (3) nights are judged against fewer neighbours.
    #expect(!benchmark.isProvisionalOutlier(6))
    #expect(benchmark.isProvisionalOutlier(7))
    #expect(benchmark.isProvisionalOutlier(9))
    let zero = HistoryChanges.Benchmark(
      name: "z", points: [Self.point(0), Self.point(0), Self.point(3)], changes: [],
      outliers: [2], latestDeviation: 0)
    #expect(zero.outlierDeviation(2) == nil)
  }

  /// The size that orders benchmarks of the same kind: the largest |change|
  /// of that kind only, 0 when there is none.
  @Test func largestChangeOfAKind() {
    let benchmark = HistoryChanges.Benchmark(
      name: "b", points: [Self.point(1)],
      changes: [
        Self.change(.regression, size: 0.1), Self.change(.improvement, size: -0.3),
        Self.change(.regression, size: 0.05),
      ], latestDeviation: 0)
    #expect(abs(benchmark.largestChange(of: .regression) - 0.1) < 1e-12)
    #expect(abs(benchmark.largestChange(of: .improvement) - 0.3) < 1e-12)
    #expect(benchmark.largestChange(of: .inconclusive) == 0)
    #expect(benchmark.largestChange(of: nil) == 0)
  }
}
