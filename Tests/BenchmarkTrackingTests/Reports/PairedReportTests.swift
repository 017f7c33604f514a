import ExecutableTesting
import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingReports

/// `track ab`'s table at its edges: the rounds column of a regression whose
/// confirmation has no round yet (the screening's count alone) or one; the
/// visibility sentence for one deciding benchmark and for ties (the first
/// benchmark in order named); and the name column's floor of 9 characters
/// (a golden of short names).
@Suite("Paired report")
struct PairedReportTests {
  /// Twenty screening rounds 10% slower: a regression to confirm.
  static let slower = (0..<20).map { 0.1 + Double($0 % 5) * 0.001 }

  static func verdict(_ name: String, confirmation: [Double]) -> PairedVerdict {
    PairedVerdict(
      name: name, screening: slower, confirmation: confirmation, family: 1,
      options: PairedOptions())
  }

  @Test(arguments: [(0, "20"), (1, "20+1"), (3, "20+3")])
  func roundsCountConfirmationOnlyOnceItHasRounds(confirmations: Int, shown: String) {
    let verdict = Self.verdict("fill", confirmation: Array(Self.slower.prefix(confirmations)))
    #expect(verdict.screening.decision == .regression)
    #expect(PairedReport.rounds(verdict) == shown)
  }

  /// One deciding benchmark gets the one-name sentence.
  @Test func visibilityOfOneBenchmark() throws {
    let verdict = Self.verdict("fill", confirmation: [])
    let detectable = try #require(verdict.detectableChange)
    #expect(
      PairedReport.visibility([verdict])
        == "changes under \(ValueFormatting.change(detectable)) in fill were invisible to this run")
  }

  /// Equal detectable changes: the first benchmark in order is both the
  /// best and the worst.
  @Test func visibilityTiesNameTheFirst() {
    let verdicts = ["a", "b"].map { Self.verdict($0, confirmation: []) }
    let shown = ValueFormatting.change(verdicts[0].detectableChange)
    #expect(
      PairedReport.visibility(verdicts)
        == "changes under \(shown) (a) to \(shown) (a) were invisible to this run, per benchmark "
        + "(the \"visible from\" column)")
  }

  /// Names shorter than 9 characters get a column 9 wide.
  @Test func shortNamesGetANineCharacterColumn() throws {
    try expectMatchesGolden(
      PairedReport.text(PairedRunTests.run(factor: 1.3)), named: "paired-short-names.txt")
  }
}
