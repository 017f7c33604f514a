import ExecutableTesting
import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports

/// Every page and report `track` writes, drawn from committed fixtures and
/// compared whole with golden files in `Golden/`: the history page and its
/// summary for wall time (with paired charts) and for instruction counts,
/// `track changes` as text and JSON, `track compare` in each of its forms, and
/// `track ab`'s tables. The geometry tests say a chart is sound; these say it
/// is the chart a reviewer last approved. Re-record with
/// `RECORD_GOLDENS=1 swift test --filter ReportGoldenTests` and read the diff.
@Suite("Reports against golden files")
struct ReportGoldenTests {
  /// The synthetic history of `Fixtures/history-page` (three machines, steps,
  /// an outlier night, one-run benchmarks, paired nights; its `generate.py`
  /// says what is in it), the one `Scripts/ci/check-history-page` draws.
  static func historyFixture() throws -> (folder: String, runs: [BenchmarkRun], paired: [PairedRun])
  {
    let folder = try Fixtures.path("history-page")
    let runs = try ResultsDirectory(path: folder + "/benchmarks").runs()
    let paired = try PairedHistory.runs(inDirectory: folder + "/paired")
    return (folder, runs, paired)
  }

  /// The text with the fixture folder's absolute path (the test bundle's,
  /// which differs between machines) written as the repository's.
  static func portable(_ text: String, folder: String) -> String {
    text.replacingOccurrences(of: folder, with: "Fixtures/history-page")
  }

  @Test(arguments: [Metric.realTime, .instructions])
  func historyPageAndSummary(metric: Metric) throws {
    let fixture = try Self.historyFixture()
    let history = BenchmarkHistory(runs: fixture.runs, options: ComparisonOptions(metric: metric))
    let changes = HistoryChanges(history: history)
    // As `track history` does: paired time ratios go on the wall-time page only.
    let paired = PairedHistory(runs: metric.isCounted ? [] : fixture.paired)
    try expectMatchesGolden(
      Self.portable(HTMLReport.render(changes, paired: paired), folder: fixture.folder),
      named: "history-\(metric.rawValue).html")
    try expectMatchesGolden(
      Self.portable(
        MarkdownSummary.render(history, changes: changes, paired: paired), folder: fixture.folder),
      named: "history-\(metric.rawValue).md")
  }

  @Test func changesAsTextAndJSON() throws {
    let fixture = try Self.historyFixture()
    let changes = HistoryChanges(history: BenchmarkHistory(runs: fixture.runs))
    try expectMatchesGolden(
      Self.portable(ChangeReport.text(changes), folder: fixture.folder), named: "changes.txt")
    try expectMatchesGolden(
      Self.portable(ChangeReport.json(changes).serialized(), folder: fixture.folder),
      named: "changes.json")
  }

  /// Two runs built to reach every verdict and unit: a regression in
  /// nanoseconds, an improvement in milliseconds, an unchanged poll, a
  /// change too small for the threshold, an overlap too wide to call, too few
  /// repetitions, and a benchmark on one side only (with enough unchanged
  /// ones that the run as a whole did not move).
  static func comparedRuns() throws -> (baseline: BenchmarkRun, contender: BenchmarkRun) {
    let jitter = [0.0, 0.3, -0.2, 0.1, -0.3, 0.2]
    func values(_ level: Double, spread: Double = 0.01) -> [Double] {
      jitter.map { level * (1 + spread * $0) }
    }
    // Each benchmark's repetitions in the baseline and in the contender
    // (nil: absent from that side).
    typealias Row = (name: String, base: [Double]?, head: [Double]?)
    let steady: [Row] = (1...5).map { index in
      let level = values(Double(10 * index))
      return ("geometry/steady/\(index)", level, level)
    }
    let changed: [Row] = [
      ("raster/fill/100rects/1206x2622", values(81_250), values(89_700)),
      ("raster/frame/life/1206x2622", values(2_400_000), values(1_950_000)),
      ("polling/unchanged/poll", values(2.31), values(2.31)),
      ("geometry/clipRect", values(14.2), values(14.5)),
      ("memory/memset/640x1136", values(48_000, spread: 0.6), values(52_000, spread: 0.6)),
      ("host/plan", [310, 305], [330, 335]),
      ("raster/frame/automaton/1206x2622", values(1_900_000), nil),
      ("scene/touch", nil, values(40)),
    ]
    let table = changed + steady
    let baseline = Fixtures.runText(
      commit: "base00000000",
      benchmarks: table.compactMap { row in row.base.map { (row.name, $0) } })
    let contender = Fixtures.runText(
      commit: "head11111111",
      benchmarks: table.compactMap { row in row.head.map { (row.name, $0) } })
    return (
      try BenchmarkRun(parsing: Array(baseline.utf8), source: "base.json"),
      try BenchmarkRun(parsing: Array(contender.utf8), source: "head.json")
    )
  }

  /// `track compare` as text, summary, Markdown and JSON: on built runs and
  /// on Google Benchmark's own comparison fixture (compare.py's `test3` runs,
  /// too few repetitions to judge).
  @Test(arguments: ["built", "test3"])
  func comparisonInEveryForm(fixture: String) throws {
    let (baseline, contender) =
      fixture == "built"
      ? try Self.comparedRuns()
      : (try Fixtures.run("test3_run0.json"), try Fixtures.run("test3_run1.json"))
    let comparison = RunComparison(baseline: baseline, contender: contender)
    try expectMatchesGolden(ComparisonReport.text(comparison), named: "compare-\(fixture).txt")
    try expectMatchesGolden(
      ComparisonReport.summary(comparison), named: "compare-\(fixture)-summary.txt")
    try expectMatchesGolden(ComparisonReport.markdown(comparison), named: "compare-\(fixture).md")
    try expectMatchesGolden(
      ComparisonReport.json(comparison, baseline: "base.json", contender: "head.json"),
      named: "compare-\(fixture).json")
  }

  @Test func pairedTables() throws {
    let fixture = try Self.historyFixture()
    for (index, run) in fixture.paired.enumerated() {
      try expectMatchesGolden(
        Self.portable(PairedReport.text(run), folder: fixture.folder),
        named: "paired-\(index).txt")
      try expectMatchesGolden(
        Self.portable(PairedReport.markdown(run), folder: fixture.folder),
        named: "paired-\(index).md")
    }
  }
}
