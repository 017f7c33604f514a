import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports

/// Pieces of the history page the fixture's page does not reach: a
/// benchmark's change lines by kind (regressions first, each kind in the
/// order of its nights), the level line's limits (two runs before the
/// latest at least, a positive level), a machine with two runs (enough to
/// compare, one is not), and a paired card marked by its latest verdict.
@Suite("History page sections")
struct HistoryPageSectionTests {
  typealias Order = HistoryChangesOrderTests

  @Test func changeLinesGoByKindThenNight() {
    let changes = [
      Order.change(.regression, size: 0.2, index: 3),
      Order.change(.improvement, size: -0.2, index: 6),
      Order.change(.regression, size: 0.3, index: 9),
    ]
    let benchmark = HistoryChanges.Benchmark(
      name: "b", points: (0..<12).map { Order.point(1, index: $0) }, changes: changes,
      latestDeviation: 0)
    let html = HTMLReport.changeLines(benchmark, metric: .instructions)
    let firsts = ["<code>c3</code>", "<code>c9</code>", "<code>c6</code>"].map {
      html.range(of: $0)?.lowerBound
    }
    #expect(firsts.allSatisfy { $0 != nil })
    #expect(
      zip(firsts, firsts.dropFirst()).allSatisfy { ($0 ?? html.endIndex) < ($1 ?? html.startIndex) }
    )
  }

  /// The latest night against the nights before it: judged from two
  /// nights before it on, and only on a positive level.
  @Test(arguments: [
    ([5.0, 6], false), ([100, 102, 104], true), ([0, 0, 5], false), ([0.5, 0.5, 5], true),
  ])
  func levelLineNeedsTwoNightsBeforeAndAPositiveLevel(medians: [Double], judged: Bool) throws {
    let points = medians.enumerated().map { Order.point($0.element, index: $0.offset) }
    let benchmark = HistoryChanges.Benchmark(
      name: "b", points: points, changes: [], latestDeviation: 0)
    let latest = try #require(points.last)
    let line = HTMLReport.levelLine(benchmark, latest: latest, metric: .instructions)
    #expect(line.hasPrefix("latest "))
    #expect(line.contains("on the level") == judged)
    #expect(line.contains("noise") == judged)
  }

  @Test(arguments: [(1, true), (2, false), (3, false)])
  func aMachineNeedsTwoRunsToCompare(runs: Int, nothingYet: Bool) {
    var changes = HistoryChanges(history: BenchmarkHistory(runs: []))
    changes.machines = [
      HistoryChanges.Machine(
        identity: MachineIdentity(hostName: "h", cpuModel: "c", cpuCount: 2), runCount: runs,
        benchmarks: [])
    ]
    let html = HTMLReport.render(changes)
    #expect(html.contains("Nothing to compare yet") == nothingYet)
  }

  @Test func pairedCardIsMarkedByItsLatestVerdict() throws {
    let paired = PairedHistory(runs: [PairedRunTests.run(factor: 1.3)])
    let html = HTMLReport.pairedSections(paired)
    #expect(html.contains("<div class=\"card small regression\">"))
    #expect(html.contains("<div class=\"card small \">"))
  }
}
