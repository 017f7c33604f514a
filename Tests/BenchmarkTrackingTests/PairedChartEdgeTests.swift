import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports

/// The paired chart where the fixture's nights do not take it: a whisker
/// wider than every level and a long branch name as the latest head
/// (shortened in the middle to half the plot), a level beyond the +900% cap
/// and an 8-digit commit (shortened to 7), a chain of one night followed by
/// a new chain (goldens); and a history cut to its latest nights, whose
/// first step continues a chain not shown: no trap, every point inside the
/// scale, a lone point centred, and no line through a single point.
@Suite("Paired chart edges")
struct PairedChartEdgeTests {
  static func step(
    _ night: Int, head: String, logRatio: Double, interval: ClosedRange<Double>?,
    level: Double, startsChain: Bool, verdict: Verdict = .unchanged
  ) -> PairedHistory.Step {
    PairedHistory.Step(
      source: "night-\(night).json", base: "base\(night)", head: head,
      date: "2026-11-\(10 + night)", logRatio: logRatio, interval: interval, verdict: verdict,
      level: level, startsChain: startsChain)
  }

  /// The charts the goldens hold, by name.
  static let charts: [String: [PairedHistory.Step]] = [
    // A second night far less sure than its level's change.
    "unsure": [
      step(0, head: "head0", logRatio: -0.01, interval: nil, level: -0.01, startsChain: true),
      step(
        1, head: "feature/a-rather-long-branch-name-for-the-head-side", logRatio: 0,
        interval: -0.3...0.2, level: -0.01, startsChain: false),
    ],
    // A level of log 3 (+1909%), drawn at the +900% cap, then a new chain.
    "capped": [
      step(
        0, head: "head0", logRatio: 3, interval: 2.9...3.1, level: 3, startsChain: true,
        verdict: .regression),
      step(
        1, head: "abcdef01", logRatio: -0.02, interval: -0.03...(-0.01), level: -0.02,
        startsChain: true, verdict: .improvement),
    ],
  ]

  @Test(arguments: ["unsure", "capped"])
  func chartMatchesGolden(name: String) throws {
    let steps = try #require(Self.charts[name])
    try expectMatchesGolden(
      PairedChart.render(steps, name: "memory/memset"), named: "paired-chart-\(name).svg")
  }

  /// The scale's ends: the unsure night's whisker (+20.9% to -26.7%) and the +900%
  /// cap.
  @Test(arguments: [("unsure", "+20.9%", "-26.7%"), ("capped", "+900.0%", "-5.0%")])
  func scaleEndsCoverTheData(name: String, high: String, low: String) throws {
    let svg = PairedChart.render(try #require(Self.charts[name]))
    #expect(svg.contains(">\(high)</text>"))
    #expect(svg.contains(">\(low)</text>"))
  }

  /// Three nights cut from a longer history: the first continues a chain
  /// not shown (its level +65%), the next two start a new one. The scale
  /// reaches the first level, and the first night alone is no line.
  @Test func cutHistoryKeepsEveryPointInsideTheScale() throws {
    let steps = [
      Self.step(
        0, head: "head0", logRatio: 0.02, interval: 0.01...0.03, level: 0.5, startsChain: false),
      Self.step(1, head: "head1", logRatio: -0.01, interval: nil, level: -0.01, startsChain: true),
      Self.step(2, head: "head2", logRatio: 0, interval: nil, level: -0.01, startsChain: false),
    ]
    let svg = PairedChart.render(steps)
    #expect(svg.contains(">+64.9%</text>"))
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 1)
  }

  /// One night cut from a longer history, its level -33%: centred, on the
  /// scale's lower end, and no line.
  @Test func loneCutNightIsCentredOnTheScale() throws {
    let steps = [
      Self.step(0, head: "head0", logRatio: 0, interval: nil, level: -0.4, startsChain: false)
    ]
    let svg = PairedChart.render(steps)
    #expect(svg.contains(">-33.0%</text>"))
    #expect(!svg.contains("<polyline"))
    let plot = try #require(PairedChartGeometryTests.elements("rect", in: svg).first)
    let dot = try #require(PairedChartGeometryTests.elements("circle", in: svg).first)
    let centre = try #require(plot["x"]) + (try #require(plot["width"])) / 2
    #expect(abs((dot["cx"] ?? 0) - centre) < 0.051)
    #expect(
      abs((dot["cy"] ?? 0) - (try #require(plot["y"])) - (try #require(plot["height"]))) < 0.051)
  }
}
