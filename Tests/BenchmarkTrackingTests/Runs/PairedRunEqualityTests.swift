import BenchmarkTracking
import Foundation
import Testing

/// A paired run equals another only when every field does (``PairedRun``'s
/// `==` is written by hand, since its context is a list of pairs): runs
/// that differ in one field alone, whichever, are not equal, and a copy is.
@Suite("Paired run equality")
struct PairedRunEqualityTests {
  static let fields = ["source", "context", "options", "benchmarks", "onlyInBase", "onlyInHead"]

  /// `run` with the field `name` changed.
  static func changing(_ name: String, of run: PairedRun) -> PairedRun {
    var changed = run
    switch name {
    case "source": changed.source = "other.json"
    case "context": changed.context = [("base", .string("aaa")), ("head", .string("ccc"))]
    case "options": changed.options.alpha = 0.01
    case "benchmarks": changed.benchmarks = Array(run.benchmarks.dropLast())
    case "onlyInBase": changed.onlyInBase = ["gone"]
    default: changed.onlyInHead = ["new"]
    }
    return changed
  }

  @Test(arguments: fields)
  func runsDifferingInOneFieldAreNotEqual(field: String) {
    let run = PairedRunTests.run(factor: 1.3)
    #expect(run == run)
    #expect(run != Self.changing(field, of: run))
    #expect(Self.changing(field, of: run) == Self.changing(field, of: run))
  }
}
