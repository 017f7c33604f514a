import BenchmarkTracking
import Foundation
import Testing
import TrackingHistory
import TrackingReports

/// Nightly paired comparisons chained into levels, and their place on the
/// history page.
@Suite("paired history")
struct PairedHistoryTests {
  /// A comparison `base -> head` whose one benchmark moved by `factor`.
  static func night(_ base: String, _ head: String, factor: Double) -> PairedRun {
    var rounds = [
      PairedRound(
        phase: .warmup, baseFirst: true, base: PairedTiming(realTime: 1, cpuTime: 1),
        head: PairedTiming(realTime: 1, cpuTime: 1))
    ]
    for index in 0..<20 {
      let wobble = 1 + Double(index % 3) * 0.001
      rounds.append(
        PairedRound(
          phase: .screening, baseFirst: index % 2 == 0,
          base: PairedTiming(realTime: 100, cpuTime: 100 * wobble),
          head: PairedTiming(realTime: 100, cpuTime: 100 * factor * wobble)))
    }
    return PairedRun(
      context: [
        ("base", .string(base)), ("head", .string(head)), ("host_name", .string("vm")),
        ("cpu_model", .string("CPU")), ("num_cpus", .number(2)),
      ], options: PairedOptions(), benchmarks: [PairedBenchmark(name: "fill", rounds: rounds)])
  }

  @Test func consecutiveNightsChainAndAGapStartsAgain() throws {
    let history = PairedHistory(runs: [
      Self.night("a", "b", factor: 0.9), Self.night("b", "c", factor: 0.9),
      Self.night("x", "y", factor: 1.0),
    ])
    let machine = try #require(history.machines.first)
    let steps = try #require(machine.steps["fill"])
    #expect(steps.map(\.startsChain) == [true, false, true])
    #expect(abs(expm1(steps[1].level) - (0.9 * 0.9 - 1)) < 1e-9)
    #expect(abs(steps[2].level) < 1e-9)
    #expect(steps.map(\.verdict) == [.improvement, .improvement, .unchanged])
  }

  @Test func theHistoryPageShowsThePairedLevels() throws {
    let history = PairedHistory(runs: [
      Self.night("a", "b", factor: 1.0), Self.night("b", "c", factor: 1.0),
    ])
    let changes = HistoryChanges(history: BenchmarkHistory(runs: []), options: .init())
    let page = HTMLReport.render(changes, paired: history)
    #expect(page.contains("Paired comparisons: vm / CPU / 2 cpus"))
    #expect(page.contains("level +0.0% over 2 nights"))
    // Identical rounds: the interval is a point, so the threshold is all
    // a slowdown had to clear.
    #expect(page.contains("changes under +2.5% were invisible that night"))
    let summary = MarkdownSummary.render(
      BenchmarkHistory(runs: []), changes: changes, paired: history)
    #expect(summary.contains("| fill | +0.0% | unchanged | +2.5% | +0.0% | 2 |"))
  }
}
