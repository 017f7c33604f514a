import Foundation
import Testing

@testable import BenchmarkTracking

/// The paired mode's options at the edges of what they accept: each bound
/// on both sides, so a bound moved by one (or a strict test made loose) is
/// seen.
@Suite("Paired options")
struct PairedOptionsTests {
  /// An option changed from the defaults, and the problem expected (`nil`:
  /// accepted).
  struct Case: CustomTestStringConvertible, Sendable {
    let label: String
    let change: @Sendable (inout PairedOptions) -> Void
    let problem: String?
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "defaults", change: { _ in }, problem: nil),
    Case(
      label: "threshold 0", change: { $0.threshold = 0 },
      problem: "threshold must be above 0 and below 1"),
    Case(label: "threshold tiny", change: { $0.threshold = 1e-9 }, problem: nil),
    Case(
      label: "threshold 1", change: { $0.threshold = 1 },
      problem: "threshold must be above 0 and below 1"),
    Case(label: "threshold under 1", change: { $0.threshold = 0.999 }, problem: nil),
    Case(
      label: "threshold negative", change: { $0.threshold = -0.5 },
      problem: "threshold must be above 0 and below 1"),
    Case(
      label: "threshold NaN", change: { $0.threshold = .nan },
      problem: "threshold must be above 0 and below 1"),
    Case(
      label: "alpha 0", change: { $0.alpha = 0 }, problem: "alpha must be strictly between 0 and 1"),
    Case(label: "alpha tiny", change: { $0.alpha = 1e-9 }, problem: nil),
    Case(
      label: "alpha 1", change: { $0.alpha = 1 }, problem: "alpha must be strictly between 0 and 1"),
    Case(label: "alpha under 1", change: { $0.alpha = 0.999 }, problem: nil),
    Case(
      label: "alpha NaN", change: { $0.alpha = .nan },
      problem: "alpha must be strictly between 0 and 1"),
    Case(label: "batch 0", change: { $0.batch = 0 }, problem: "batch must be at least 1"),
    Case(label: "batch 1", change: { $0.batch = 1 }, problem: nil),
    Case(
      label: "min rounds 0", change: { $0.minimumRounds = 0 },
      problem: "minimum rounds must be at least 1"),
    Case(
      label: "min rounds 1",
      change: {
        $0.minimumRounds = 1; $0.maximumRounds = 1
      }, problem: nil),
    Case(
      label: "max below min",
      change: {
        $0.minimumRounds = 20; $0.maximumRounds = 19
      },
      problem: "maximum rounds must be at least the minimum"),
    Case(
      label: "max equal to min",
      change: {
        $0.minimumRounds = 20; $0.maximumRounds = 20
      }, problem: nil),
    Case(label: "family 0", change: { $0.family = 0 }, problem: "family must be at least 1"),
    Case(label: "family 1", change: { $0.family = 1 }, problem: nil),
    Case(
      label: "instructions", change: { $0.metric = .instructions },
      problem: "metric must be real_time or cpu_time"),
    Case(label: "real time", change: { $0.metric = .realTime }, problem: nil),
  ]

  @Test(arguments: cases)
  func problem(_ example: Case) {
    var options = PairedOptions()
    example.change(&options)
    #expect(options.problem == example.problem)
  }

  /// The family counts the benchmarks compared unless a larger one is
  /// given; the interval's level is Bonferroni's, 1 - alpha / family, with a
  /// family of at least one.
  @Test func familyAndIntervalLevel() {
    #expect(PairedOptions().family(comparing: 3) == 3)
    #expect(PairedOptions().family(comparing: 0) == 0)
    #expect(PairedOptions(family: 8).family(comparing: 3) == 8)
    #expect(PairedOptions(family: 2).family(comparing: 3) == 3)
    let options = PairedOptions(alpha: 0.05)
    #expect(abs(options.intervalLevel(family: 2) - 0.975) < 1e-12)
    #expect(abs(options.intervalLevel(family: 1) - 0.95) < 1e-12)
    #expect(abs(options.intervalLevel(family: 0) - 0.95) < 1e-12)
    #expect(abs(PairedOptions(threshold: 0.025).logThreshold - log1p(0.025)) < 1e-15)
  }
}

/// The bounds a mutation sample of `BenchmarkTracking` moved without any
/// test noticing (results/mutation, `--module BenchmarkTracking`): the
/// values just past each documented bound.
extension PairedOptionsTests {
  /// A family of 0 benchmarks is refused; 1 is the smallest family.
  @Test func pairedFamilyMustBeAtLeastOne() {
    #expect(PairedOptions(family: 0).problem == "family must be at least 1")
    #expect(PairedOptions(family: -3).problem == "family must be at least 1")
    #expect(PairedOptions(family: 1).problem == nil)
    #expect(PairedOptions(family: nil).family(comparing: 4) == 4)
    #expect(PairedOptions(family: 20).family(comparing: 4) == 20)
  }
}
