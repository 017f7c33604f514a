import PropertyFuzzing
import Testing

/// The counts a report is built from, reused block after block: a reset
/// must forget every count, or a later block reports an earlier one's.
@Suite("Case statistics")
struct CaseStatisticsTests {
  static func result(discarded: Bool, labels: [String] = []) -> CheckResult {
    var result = CheckResult()
    for label in labels { result.label(label) }
    if discarded { result.discard() }
    return result
  }

  @Test func removeAllForgetsEveryCount() {
    var statistics = CaseStatistics()
    statistics.record(Self.result(discarded: false, labels: ["edge"]))
    statistics.record(Self.result(discarded: true))
    statistics.record(Self.result(discarded: true))
    #expect(statistics.cases == 1 && statistics.discarded == 2)
    statistics.removeAll()
    #expect(statistics.cases == 0)
    #expect(statistics.discarded == 0)
    #expect(statistics.labels.isEmpty)
    statistics.record(Self.result(discarded: true))
    #expect(statistics.discarded == 1)
  }

  /// A case's labels are counted however many it carries: the first four
  /// are kept inline, the rest apart.
  @Test(arguments: [1, 3, 4, 5, 9])
  func everyLabelOfACaseCounts(count: Int) {
    var statistics = CaseStatistics()
    let names = (0..<count).map { "label \($0)" }
    statistics.record(Self.result(discarded: false, labels: names))
    #expect(statistics.labels == Dictionary(uniqueKeysWithValues: names.map { ($0, 1) }))
  }

  /// Recording case by case and merging give the same counts; a discarded
  /// case counts apart and its labels do not count.
  @Test func recordedAndMergedCountsAgree() {
    var first = CaseStatistics()
    var second = CaseStatistics()
    var whole = CaseStatistics()
    let results = [
      Self.result(discarded: false, labels: ["a", "a", "b"]),
      Self.result(discarded: true, labels: ["a"]),
      Self.result(discarded: false, labels: ["b"]),
      Self.result(discarded: true),
    ]
    for (index, result) in results.enumerated() {
      if index < 2 { first.record(result) } else { second.record(result) }
      whole.record(result)
    }
    first.merge(second)
    #expect(first.cases == whole.cases && first.discarded == whole.discarded)
    #expect(first.labels == whole.labels)
    #expect(whole.cases == 2 && whole.discarded == 2)
    #expect(whole.labels == ["a": 1, "b": 2])
  }
}
