import PropertyFuzzing
import Testing

/// The share of cases that carried each label, sorted by label; with no
/// case, every share is 0 (not a division by zero).
@Suite("Label shares")
struct LabelSharesTests {
  @Test func sharesOfTheCases() {
    var statistics = CaseStatistics()
    statistics.cases = 8
    statistics.labels = ["b": 2, "a": 6]
    #expect(statistics.shares.map(\.label) == ["a", "b"])
    #expect(statistics.shares.map(\.share) == [0.75, 0.25])
  }

  @Test func noCaseNoShare() {
    var statistics = CaseStatistics()
    statistics.labels = ["a": 3]
    #expect(statistics.shares.map(\.share) == [0])
  }
}
