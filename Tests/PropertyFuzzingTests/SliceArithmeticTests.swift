// Policy: the arithmetic the shards, the coverage proof and the reports
// rest on, checked against a plain enumeration of the indices (the
// mutation run of PropertyFuzzing found these boundaries unpinned).

import PropertyFuzzing
import Testing

@Suite("Case slices, progressions and rates")
struct SliceArithmeticTests {
  @Test func aSliceExistsOnlyForAnIndexBelowAPositiveCount() {
    #expect(CaseSlice(index: 0, of: 0) == nil)
    #expect(CaseSlice(index: 3, of: 3) == nil)
    #expect(CaseSlice(index: 2, of: 3)?.description == "2/3")
    #expect(CaseSlice(index: 0, of: 1) == CaseSlice.all)
  }

  @Test func aSlicesCountBelowALimitIsItsIndicesEnumerated() throws {
    for count: UInt64 in 1...4 {
      for index in 0..<count {
        let slice = try #require(CaseSlice(index: index, of: count))
        for limit: UInt64 in 0...13 {
          let enumerated = (0..<limit).filter { $0 % count == index }.count
          #expect(slice.count(below: limit) == UInt64(enumerated), "\(slice) below \(limit)")
        }
        #expect((0..<5).map(slice.caseIndex) == (0..<5).map { index + $0 * count })
      }
    }
  }

  @Test func aProgressionHoldsExactlyItsIndices() {
    let cases: [(UInt64, UInt64, UInt64)] = [(3, 4, 5), (0, 1, 1), (7, 2, 0), (10, 3, 2)]
    for (first, step, count) in cases {
      let progression = CaseCoverage.Progression(first: first, step: step, count: count)
      let members = Set((0..<count).map { first + $0 * progression.step })
      for index: UInt64 in 0...30 {
        #expect(progression.contains(index) == members.contains(index), "\(progression) \(index)")
      }
      for limit: UInt64 in 0...30 {
        #expect(progression.count(below: limit) == UInt64(members.filter { $0 < limit }.count))
      }
    }
  }

  @Test func theRateCountsDiscardsAndIsZeroWithoutTime() {
    var statistics = CaseStatistics()
    statistics.cases = 90
    statistics.discarded = 10
    let report = PropertyReport(
      name: "p", seed: 1, statistics: statistics, seconds: 4, failure: nil)
    #expect(report.casesPerSecond == 25)
    let instant = PropertyReport(
      name: "p", seed: 1, statistics: statistics, seconds: 0, failure: nil)
    #expect(instant.casesPerSecond == 0)
  }

  @Test func statisticsReusedForABlockForgetEveryCount() {
    var statistics = CaseStatistics()
    statistics.cases = 5
    statistics.discarded = 2
    statistics.labels["edge"] = 3
    statistics.removeAll()
    #expect(statistics == CaseStatistics())
  }
}
