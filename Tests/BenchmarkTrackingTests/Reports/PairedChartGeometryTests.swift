import ExecutableTesting
import Foundation
import SeededRandom
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import TrackingReports

/// The paired chart's geometry, on seeded random chains: every night's point
/// and whisker inside the plot, the scale covering the data (the vertical
/// mapping linear and ordered, 0% on its dashed line), the nights evenly
/// spaced left to right, and each verdict's ring on its own night.
@Suite("Paired chart geometry")
struct PairedChartGeometryTests {
  /// A random chain of `count` nights, a new chain now and then.
  static func steps(seed: UInt64, count: Int) -> [PairedHistory.Step] {
    var generator = SplitMix64(seed: seed)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound)
        * Double(generator.next() >> 11) / Double(1 << 53)
    }
    var steps: [PairedHistory.Step] = []
    var level = 0.0
    for night in 0..<count {
      let startsChain = night == 0 || generator.next() % 7 == 0
      if startsChain { level = 0 }
      let logRatio = uniform(-0.15...0.15)
      let width = uniform(0...0.05)
      level += logRatio
      let verdicts = Verdict.allCases
      steps.append(
        PairedHistory.Step(
          source: "night-\(night).json", base: "base\(night)", head: "head\(night)",
          date: "2026-11-\(10 + night % 20)", logRatio: logRatio,
          interval: generator.next() % 5 == 0 ? nil : (logRatio - width)...(logRatio + width),
          verdict: verdicts[Int(generator.next() % 4)], level: level, startsChain: startsChain))
    }
    return steps
  }

  /// The `(name, attributes)` of every element of a kind, in order.
  static func elements(_ kind: String, in svg: String) -> [[String: Double]] {
    svg.components(separatedBy: "<\(kind) ").dropFirst().map { piece in
      let tag = " " + (piece.split(separator: ">", maxSplits: 1).first ?? "")
      var values: [String: Double] = [:]
      for name in ["x", "y", "width", "height", "cx", "cy", "r", "x1", "x2", "y1", "y2"] {
        if let value = ChartLayoutTests.attribute(name, in: tag).flatMap(Double.init) {
          values[name] = value
        }
      }
      return values
    }
  }

  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func pointsLieInThePlotOnALinearOrderedScale(seed: UInt64) throws {
    let steps = Self.steps(seed: seed, count: 3 + Int(seed % 25))
    let svg = PairedChart.render(steps, name: "raster/frame/life")
    let plot = try #require(Self.elements("rect", in: svg).first)
    let (left, top) = (try #require(plot["x"]), try #require(plot["y"]))
    let right = left + (try #require(plot["width"]))
    let bottom = top + (try #require(plot["height"]))
    // The points: one small dot per night, in order.
    let dots = Self.elements("circle", in: svg).filter { $0["r"] == 2 }
    #expect(dots.count == steps.count)
    let tolerance = 0.051  // one decimal in the SVG
    for dot in dots {
      let (x, y) = (try #require(dot["cx"]), try #require(dot["cy"]))
      #expect(x > left && x < right && y >= top - tolerance && y <= bottom + tolerance, "\(dot)")
    }
    // Evenly spaced, left to right.
    let xs = dots.compactMap { $0["cx"] }
    let gaps = zip(xs.dropFirst(), xs).map { $0 - $1 }
    if let first = gaps.first {
      #expect(gaps.allSatisfy { abs($0 - first) <= 4 * tolerance && $0 > 0 }, "\(gaps)")
    }
    // The scale: higher levels higher up, and linear (every point on the
    // line through the lowest and highest), so no night is squeezed.
    let levels = steps.map { expm1($0.level) }
    let ys = dots.compactMap { $0["cy"] }
    guard let lowest = levels.indices.min(by: { levels[$0] < levels[$1] }),
      let highest = levels.indices.max(by: { levels[$0] < levels[$1] }),
      levels[highest] > levels[lowest]
    else { return }
    let slope = (ys[highest] - ys[lowest]) / (levels[highest] - levels[lowest])
    #expect(slope < 0, "higher levels are drawn higher")
    for index in levels.indices {
      let expected = ys[lowest] + slope * (levels[index] - levels[lowest])
      #expect(
        abs(ys[index] - expected) <= 3 * tolerance, "night \(index): \(ys[index]) vs \(expected)")
    }
    // 0% is the dashed line, inside the plot, where the scale puts it.
    let zero = try #require(Self.elements("line", in: svg).first)
    let zeroY = try #require(zero["y1"])
    #expect(zeroY >= top && zeroY <= bottom)
    #expect(abs(zeroY - (ys[lowest] + slope * (0 - levels[lowest]))) <= 3 * tolerance)
  }

  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func whiskersSpanTheirIntervalsAndRingsMarkTheirVerdicts(seed: UInt64) throws {
    let steps = Self.steps(seed: seed, count: 3 + Int(seed % 25))
    let svg = PairedChart.render(steps)
    let plot = try #require(Self.elements("rect", in: svg).first)
    let (top, height) = (try #require(plot["y"]), try #require(plot["height"]))
    let dots = Self.elements("circle", in: svg).filter { $0["r"] == 2 }
    // One whisker per night with an interval, at its night's x, around
    // the point the night's ratio alone (from the level before) reaches.
    let whiskers = svg.components(separatedBy: "<line ").dropFirst()
      .filter { $0.contains("stroke=\"#9ab\"") }
      .flatMap { Self.elements("line", in: "<line " + $0) }
    #expect(whiskers.count == steps.filter { $0.interval != nil }.count)
    for whisker in whiskers {
      let (y1, y2) = (try #require(whisker["y1"]), try #require(whisker["y2"]))
      #expect(y1 >= top - 0.051 && y2 <= top + height + 0.051 && y1 >= y2, "\(whisker)")
      #expect(dots.contains { $0["cx"] == whisker["x1"] }, "a whisker on a night: \(whisker)")
    }
    // A ring exactly on each regression and improvement.
    let rings = svg.components(separatedBy: "<circle class=\"").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
    let marked = steps.filter { $0.verdict == .regression || $0.verdict == .improvement }
    #expect(rings == marked.map(\.verdict.rawValue))
  }
}

/// The paired chart where the fixture's nights do not take it: a whisker
/// wider than every level and a long branch name as the latest head
/// (shortened in the middle to half the plot), a level beyond the +900% cap
/// and an 8-digit commit (shortened to 7), a chain of one night followed by
/// a new chain (goldens); and a history cut to its latest nights, whose
/// first step continues a chain not shown: no trap, every point inside the
/// scale, a lone point centred, and no line through a single point.
extension PairedChartGeometryTests {
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
