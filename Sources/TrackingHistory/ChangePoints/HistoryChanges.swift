import BenchmarkTracking
import TrackingStatistics

// Policy: one value per run, the median of its repetitions (what the
// history chart draws), so E-divisive sees the night-to-night series and a
// single noisy repetition cannot move a point. Outlier nights
// (``OutlierNights``) are left out of the test and of every segment's
// level, and reported; a change's index, first and last runs are those of
// the series with them, so an outlier between two levels widens the commit
// range of the change rather than hiding it. Runs are taken in the order
// of BenchmarkHistory (file name, i.e. time), per machine: runs from
// different machines are never one series.

/// The change points of every benchmark of a ``BenchmarkHistory``.
public struct HistoryChanges: Hashable, Sendable {
  /// One benchmark's series and the changes found in it.
  public struct Benchmark: Hashable, Sendable {
    /// The benchmark's name.
    public var name: String
    /// Its runs, oldest first.
    public var points: [HistoryPoint]
    /// Its changes, oldest first, inconclusive included.
    public var changes: [DetectedChange]
    /// The indices in `points` of the nights judged outliers and left out
    /// of the test, ascending.
    public var outliers: [Int] = []
    /// How far the latest run sits from the level of its segment, in units
    /// of that segment's standard deviation; 0 when it cannot be told. Sorts
    /// benchmarks without a change (a drift about to become one first).
    public var latestDeviation: Double

    /// The kind of the most urgent change, `nil` when there is none.
    public var mostUrgent: ChangeKind? { changes.map(\.kind).min() }
  }

  /// One machine's benchmarks.
  public struct Machine: Hashable, Sendable {
    /// The machine.
    public var identity: MachineIdentity
    /// How many runs the machine has.
    public var runCount: Int
    /// Its benchmarks, by ``HistoryChanges/attentionOrder(_:_:)``.
    public var benchmarks: [Benchmark]
  }

  /// The metric the series are of.
  public var metric: Metric
  /// The options the changes were found with.
  public var options: ChangePointOptions
  /// The machines, in the history's order.
  public var machines: [Machine]

  /// Runs E-divisive on every benchmark of every machine.
  ///
  /// - Parameters:
  ///   - history: the runs, grouped by machine.
  ///   - options: the test's settings.
  public init(history: BenchmarkHistory, options: ChangePointOptions = .init()) {
    metric = history.options.metric
    self.options = options
    machines = history.machines.map { machine in
      let benchmarks = machine.benchmarkNames.compactMap { name -> Benchmark? in
        guard let points = machine.series[name], !points.isEmpty else { return nil }
        return Self.analyze(name: name, points: points, options: options)
      }
      return Machine(
        identity: machine.identity, runCount: machine.runs.count,
        benchmarks: benchmarks.sorted(by: Self.attentionOrder))
    }
  }

  /// Whether `lhs` needs a reader's attention before `rhs`: the benchmark
  /// with the more urgent change kind first (regression, improvement,
  /// inconclusive, none), then the larger change of that kind, then the
  /// larger latest deviation, then the name.
  public static func attentionOrder(_ lhs: Benchmark, _ rhs: Benchmark) -> Bool {
    // A benchmark without a change comes after every kind.
    let left = lhs.mostUrgent?.readingOrder ?? ChangeKind.allCases.count
    let right = rhs.mostUrgent?.readingOrder ?? ChangeKind.allCases.count
    if left != right { return left < right }
    let leftSize = lhs.largestChange(of: lhs.mostUrgent)
    let rightSize = rhs.largestChange(of: rhs.mostUrgent)
    if leftSize != rightSize { return leftSize > rightSize }
    if lhs.latestDeviation != rhs.latestDeviation {
      return lhs.latestDeviation > rhs.latestDeviation
    }
    return lhs.name < rhs.name
  }

  /// Every change of every benchmark on every machine, most urgent first
  /// (kind, then size).
  public var allChanges: [(machine: MachineIdentity, benchmark: String, change: DetectedChange)] {
    var result: [(machine: MachineIdentity, benchmark: String, change: DetectedChange)] = []
    for machine in machines {
      for benchmark in machine.benchmarks {
        for change in benchmark.changes {
          result.append((machine.identity, benchmark.name, change))
        }
      }
    }
    return result.sorted { lhs, rhs in
      if lhs.change.kind != rhs.change.kind { return lhs.change.kind < rhs.change.kind }
      let left = abs(lhs.change.relativeChange ?? 0)
      let right = abs(rhs.change.relativeChange ?? 0)
      if left != right { return left > right }
      return (lhs.benchmark, lhs.change.index) < (rhs.benchmark, rhs.change.index)
    }
  }

  static func analyze(name: String, points: [HistoryPoint], options: ChangePointOptions)
    -> Benchmark
  {
    let series = points.map(\.median)
    let outliers = OutlierNights.find(series, threshold: options.outlierThreshold)
    let dropped = Set(outliers)
    // The nights the test sees: their indices in `points`.
    let kept = points.indices.filter { !dropped.contains($0) }
    let keptPoints = kept.map { points[$0] }
    let result = EDivisive.analyze(kept.map { series[$0] }, options: options)
    let boundaries = result.changePoints.map(\.index)
    var changes: [DetectedChange] = []
    for test in result.changePoints {
      let change = detectedChange(
        test, points: keptPoints, boundaries: boundaries.filter { $0 != test.index },
        kind: nil, indexInHistory: kept)
      guard let change, abs(change.relativeChange ?? 0) >= options.minimumChange else { continue }
      changes.append(change)
    }
    if let weak = result.weakCandidate,
      let change = detectedChange(
        weak, points: keptPoints, boundaries: boundaries, kind: .inconclusive,
        indexInHistory: kept)
    {
      changes.append(change)
    }
    changes.sort { $0.index < $1.index }
    return Benchmark(
      name: name, points: points, changes: changes, outliers: outliers,
      latestDeviation: latestDeviation(series, boundaries: boundaries.map { kept[$0] }))
  }

  /// The change for a test at `test.index`, its segments bounded by the
  /// neighbouring `boundaries`; the kind from the direction unless given.
  ///
  /// - Parameter indexInHistory: the index in the whole history of each of
  ///   `points` (outliers left out), for the change's ``DetectedChange/index``;
  ///   `nil` when `points` is the whole history.
  static func detectedChange(
    _ test: EDivisive.Test, points: [HistoryPoint], boundaries: [Int], kind: ChangeKind?,
    indexInHistory: [Int]? = nil
  ) -> DetectedChange? {
    let index = test.index
    guard index > 0, index < points.count else { return nil }
    let start = boundaries.last { $0 < index } ?? 0
    let end = boundaries.first { $0 > index } ?? points.count
    let before = points[start..<index].map(\.median)
    let after = points[index..<end].map(\.median)
    guard let medianBefore = before.median(), let medianAfter = after.median() else { return nil }
    let meanBefore = before.reduce(0, +) / Double(before.count)
    let meanAfter = after.reduce(0, +) / Double(after.count)
    return DetectedChange(
      kind: kind ?? (meanAfter > meanBefore ? .regression : .improvement),
      index: indexInHistory?[index] ?? index,
      first: points[index], lastBefore: points[index - 1], meanBefore: meanBefore,
      meanAfter: meanAfter, medianBefore: medianBefore, medianAfter: medianAfter,
      runsBefore: before.count, runsAfter: after.count, pValue: test.pValue,
      stoppedEarly: test.stoppedEarly, qHat: test.qHat,
      indexBefore: indexInHistory?[index - 1] ?? index - 1)
  }

  /// |latest - mean of the rest of its segment| / that rest's standard
  /// deviation; 0 when the rest has fewer than two runs or no spread.
  static func latestDeviation(_ series: [Double], boundaries: [Int]) -> Double {
    guard let latest = series.last else { return 0 }
    let start = boundaries.last ?? 0
    let rest = series[start..<(series.count - 1)]
    guard rest.count >= 2 else { return 0 }
    let mean = rest.reduce(0, +) / Double(rest.count)
    let variance = rest.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(rest.count - 1)
    guard variance > 0 else { return 0 }
    return abs(latest - mean) / variance.squareRoot()
  }
}

extension HistoryChanges.Benchmark {
  /// How far the outlier night at `index` stands from the median of the
  /// nights kept (outliers left out), as a fraction; `nil` when that median
  /// is zero.
  public func outlierDeviation(_ index: Int) -> Double? {
    let dropped = Set(outliers)
    let level = points.indices.filter { !dropped.contains($0) }.map { points[$0].median }.median()
    guard let level, level != 0 else { return nil }
    return points[index].median / level - 1
  }

  /// Whether an outlier is among the newest nights, judged against fewer
  /// neighbours: the next runs tell whether it was a bad night or the
  /// start of a new level.
  public func isProvisionalOutlier(_ index: Int) -> Bool {
    index >= points.count - OutlierNights.halfWidth
  }

  /// The largest |relative change| among the changes of `kind`; 0 for none.
  func largestChange(of kind: ChangeKind?) -> Double {
    changes.filter { $0.kind == kind }.map { abs($0.relativeChange ?? 0) }.max() ?? 0
  }
}
