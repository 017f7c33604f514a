import BenchmarkTracking
import Foundation
import Testing
import TrackingHistory
import TrackingReports
import TrackingStatistics

@Suite("History and reports")
struct HistoryTests {
  static let steady: [Double] = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9]

  func history() throws -> BenchmarkHistory {
    let runs = [
      try Fixtures.run(date: "d1", source: "1.json", benchmarks: [("draw<x>", Self.steady)]),
      try Fixtures.run(
        host: "other", date: "d1", source: "o.json", benchmarks: [("draw<x>", Self.steady)]),
      try Fixtures.run(date: "d2", source: "2.json", benchmarks: [("draw<x>", Self.steady)]),
      try Fixtures.run(
        date: "d3", source: "3.json", benchmarks: [("draw<x>", Self.steady.map { $0 * 1.3 })]),
    ]
    return BenchmarkHistory(runs: runs)
  }

  @Test func groupsByMachineAndFlagsStepChanges() throws {
    let history = try history()
    #expect(history.machines.map(\.identity.hostName) == ["host-a", "other"])
    let points = try #require(history.machines[0].series["draw<x>"])
    #expect(points.map(\.date) == ["d1", "d2", "d3"])
    #expect(points.map(\.step) == [nil, .unchanged, .regression])
    #expect(points[2].median == 130)
    #expect(history.machines[1].runs.count == 1)
  }

  @Test func machineKeyIsFileNameSafe() {
    let machine = MachineIdentity(
      hostName: "ci/runner 1", cpuModel: "Intel(R) Xeon @ 2.2GHz", cpuCount: 2)
    #expect(machine.key == "ci-runner-1_Intel-R-Xeon-2.2GHz_2cpu")
  }

  @Test func htmlIsSelfContainedAndEscaped() throws {
    let html = HTMLReport.render(HistoryChanges(history: try history()))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="))
    #expect(!html.contains("href="))
    #expect(html.components(separatedBy: "role=\"img\"").count == 3)
    #expect(html.contains("draw&lt;x&gt;"))
    #expect(!html.contains("draw<x>"))
    #expect(html.contains("host-a / CPU A / 2 cpus"))
  }

  @Test func markdownListsEachMachineAndTheLatestStep() throws {
    let history = try history()
    let markdown = MarkdownSummary.render(history, changes: HistoryChanges(history: history))
    #expect(markdown.contains("## host-a / CPU A / 2 cpus"))
    #expect(markdown.contains("| draw\\<x\\> | 130 ns | +30.0% | **regression** | 1 |"))
    #expect(markdown.contains("| draw\\<x\\> | 100 ns | n/a | first run | 0 |"))
  }

  @Test func atomicWriteReplacesAndLeavesNoTemporary() throws {
    let directory = try Fixtures.temporaryDirectory()
    let path = directory + "/nested/report.md"
    try "one".writeAtomically(toFile: path)
    try "two".writeAtomically(toFile: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory + "/nested") == ["report.md"])
  }

  @Test func baselineIsRecordedOrElseThePreviousRunOfTheSameMachine() throws {
    let root = try Fixtures.temporaryDirectory()
    let store = BaselineStore(root: root)
    let runs = store.benchmarksDirectory
    try FileManager.default.createDirectory(atPath: runs, withIntermediateDirectories: true)
    let files = [
      ("20261101T000000Z-a.json", "host-a"), ("20261102T000000Z-b.json", "other"),
      ("20261103T000000Z-c.json", "host-a"), ("20261104T000000Z-d.json", "other"),
    ]
    for (name, host) in files {
      try Fixtures.runText(host: host, benchmarks: [("x", [1])]).writeAtomically(
        toFile: runs + "/" + name)
    }
    #expect(
      try store.baseline(forContender: runs + "/20261103T000000Z-c.json") == runs
        + "/20261101T000000Z-a.json")
    #expect(try store.baseline(forContender: nil) == runs + "/20261102T000000Z-b.json")
    #expect(try store.baseline(forContender: runs + "/20261101T000000Z-a.json") == nil)

    let (machine, record) = try store.record(runPath: runs + "/20261102T000000Z-b.json")
    #expect(machine.hostName == "other")
    #expect(record == root + "/baselines/other_CPU-A_2cpu.json")
    let recordText = try String(contentsOfFile: record, encoding: .utf8)
    #expect(recordText.contains("\"file\": \"benchmarks/20261102T000000Z-b.json\""))
    try Fixtures.runText(host: "other", benchmarks: [("x", [1])]).writeAtomically(
      toFile: runs + "/20261105T000000Z-e.json")
    #expect(try store.baseline(forContender: nil) == root + "/benchmarks/20261102T000000Z-b.json")
  }

  @Test func brokenBaselineRecordIsNamed() throws {
    let root = try Fixtures.temporaryDirectory()
    let store = BaselineStore(root: root)
    let machine = MachineIdentity(hostName: "h", cpuModel: "c", cpuCount: 1)
    try "{\"file\": \"benchmarks/gone.json\"}".writeAtomically(
      toFile: store.recordPath(for: machine))
    #expect {
      _ = try store.recordedBaseline(for: machine)
    } throws: { error in
      "\(error)".contains("h_c_1cpu.json") && "\(error)".contains("gone.json, which does not exist")
    }
  }
}
