import BenchmarkTracking
import Testing
import TrackingStatistics

/// The edges of the statistics and formatting helpers: the values just past
/// each documented bound. Written against the survivors of a mutation sample
/// of `BenchmarkTracking` (results/mutation, `--module BenchmarkTracking`),
/// each test pinning one bound a mutant moved without any test noticing.
@Suite("Bounds of the tracker's helpers")
struct BoundaryTests {
  /// A fraction outside 0...1 is clamped to the nearest end, so it gives
  /// the smallest or largest value (never an index outside the sample).
  @Test(arguments: [(-0.5, 1.0), (-1e9, 1.0), (1.5, 9.0), (0.0, 1.0), (1.0, 9.0)])
  func quantileClampsTheFraction(fraction: Double, expected: Double) {
    let sample: [Double] = [9, 1, 5, 3, 7]
    #expect(sample.quantile(fraction) == expected)
  }

  /// A median that is not positive gives no relative spread or range: the
  /// ratio would divide by zero or flip its sign.
  @Test(arguments: [[-1.0, 0, 1], [-3.0, -2, -1], [0.0, 0, 0]])
  func noRelativeFigureWithoutAPositiveMedian(sample: [Double]) {
    #expect(sample.relativeRange() == nil)
    #expect(sample.relativeSpread() == nil)
  }

  @Test func relativeRangeOverThePositiveMedian() {
    #expect([1.0, 2, 5].relativeRange() == 2)
  }

  /// Control characters are written as four hex digits, as JSON requires.
  @Test(arguments: [(0x01, "\\u0001"), (0x0B, "\\u000b"), (0x1F, "\\u001f"), (0x10, "\\u0010")])
  func controlCharactersAreEscapedInHex(code: UInt32, escaped: String) throws {
    let scalar = try #require(Unicode.Scalar(code))
    let text = JSONValue.string("a" + String(Character(scalar)) + "b").serialized()
    #expect(text == "\"a\(escaped)b\"\n")
  }

  /// A family of 0 benchmarks is refused; 1 is the smallest family.
  @Test func pairedFamilyMustBeAtLeastOne() {
    #expect(PairedOptions(family: 0).problem == "family must be at least 1")
    #expect(PairedOptions(family: -3).problem == "family must be at least 1")
    #expect(PairedOptions(family: 1).problem == nil)
    #expect(PairedOptions(family: nil).family(comparing: 4) == 4)
    #expect(PairedOptions(family: 20).family(comparing: 4) == 20)
  }

  /// Values below the smallest unit keep that unit (no step below it).
  @Test(arguments: [
    (0.5, Metric.cpuTime, "0.5 ns"), (0, Metric.realTime, "0 ns"),
    (0.25, Metric.instructions, "0.25 instr"), (1500, Metric.cpuTime, "1.5 us"),
  ])
  func valuesBelowTheSmallestUnit(value: Double, metric: Metric, expected: String) {
    #expect(ValueFormatting.value(value, metric: metric) == expected)
  }

  /// scipy's 'auto': exact unless both samples have more than 8 values (or
  /// there are ties), so 8 against 20 is still exact and 9 against 9 is not.
  @Test(arguments: [(8, 20, MannWhitneyU.Method.exact), (20, 8, .exact), (9, 9, .asymptotic)])
  func exactUpToEightValuesOnASide(left: Int, right: Int, method: MannWhitneyU.Method) throws {
    let x = (0..<left).map { Double($0) * 2 }
    let y = (0..<right).map { Double($0) * 2 + 1 }
    let test = try #require(MannWhitneyU(x, y))
    #expect(test.method == method)
  }

  /// More rejections than the family leaves (a caller's slip) count as all
  /// but one: the level stays a probability, the one a last test needs.
  @Test(arguments: [MultipleTestingCorrection.holm, .benjaminiHochberg, .none])
  func requiredLevelWithEveryOtherTestRejected(correction: MultipleTestingCorrection) {
    let options = ComparisonOptions(alpha: 0.02, correction: correction)
    #expect(options.requiredPValue(family: 3, rejected: 2) == 0.02)
    #expect(options.requiredPValue(family: 3, rejected: 7) == 0.02)
    #expect(options.requiredPValue(family: 0, rejected: 0) == 0.02)
  }
}
