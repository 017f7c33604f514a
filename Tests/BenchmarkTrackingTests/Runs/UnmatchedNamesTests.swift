import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// Names a user gives that match nothing are said, not ignored
/// (UnmatchedThresholds.swift, CloseNames.swift): a thresholds rule or a
/// declared threshold for `memory/cpoy` when the run has `memory/copy` is a
/// warning naming the close name, and a metric no benchmark measured is an
/// input error (exit 2).
@Suite("names that match nothing")
struct UnmatchedNamesTests {
  static let steady = DeclaredThresholdsTests.steady

  @Test func closeNamesPutContainingNamesFirstThenTypos() {
    let names = [
      "geometry/clipRect/iterations:3600", "geometry/clip.x/iterations:3600", "memory/copy",
      "memory/memset/640x1136",
    ]
    #expect(CloseNames.closest(to: "geometry/clipRect", among: names) == [names[0]])
    #expect(CloseNames.closest(to: "memory/cpoy", among: names) == ["memory/copy"])
    #expect(CloseNames.closest(to: "raster/frame", among: names).isEmpty)
    #expect(CloseNames.closest(to: "", among: names).isEmpty)
  }

  @Test func aRuleThatMatchesNoBenchmarkIsNamedWithTheCloseOnes() throws {
    let path = try Fixtures.temporaryDirectory() + "/thresholds.json"
    let text =
      #"{"rules": [{"match": "memory/*", "real_time": {"relative": 10}},"#
      + #" {"match": "memory/cpoy", "real_time": {"relative": 2}}]}"#
    try text.writeAtomically(toFile: path)
    let file = try ThresholdsFile(contentsOfFile: path)
    let warnings = file.unmatchedRules(among: ["memory/copy", "geometry/clip.x"])
    #expect(
      warnings == [
        "\(path): rules[1] (match \"memory/cpoy\") matches no benchmark of either run,"
          + " so it changes nothing (close: memory/copy)"
      ])
    #expect(file.unmatchedRules(among: ["memory/cpoy"]).isEmpty)
  }

  @Test func aDeclaredNameThatMatchesNoBenchmarkIsNamedBesideTheUndeclaredOne() {
    var declarations = BenchmarkDeclarations()
    declarations.declare("memory/cpoy", DeclaredThresholdsTests.memory)
    declarations.declare("geometry/clip.x", DeclaredThresholdsTests.common)
    let warnings = declarations.undeclaredBenchmarks(
      among: ["memory/copy", "geometry/clip.x/iterations:3600"], source: "b.json",
      fallback: "the default threshold 5%")
    #expect(
      warnings == [
        "memory/copy has no policy in the declarations of b.json (context safe_area_benchmarks),"
          + " so the default threshold 5% judges it; declared names that match no benchmark:"
          + " memory/cpoy"
      ])
    // A filtered run lacks most declared benchmarks: that alone says nothing.
    #expect(
      declarations.undeclaredBenchmarks(
        among: ["geometry/clip.x"], source: "b.json", fallback: "5%"
      ).isEmpty)
  }

  @Test func trackWarnsOfARuleAndADeclarationThatMatchNothing() throws {
    let directory = try Fixtures.temporaryDirectory()
    var typo = BenchmarkDeclarations()
    typo.declare("memory/cpoy", DeclaredThresholdsTests.memory)
    typo.declare("geometry/clip.x", DeclaredThresholdsTests.common)
    let (base, next) = try DeclaredThresholdsTests().writePair(
      declared: typo.contextValue, in: directory)
    let declared = try runBuiltExecutable("track", ["compare", base, next])
    #expect(declared.status == 1, "memory/copy is judged by the default 5%: \(declared.output)")
    #expect(
      declared.errors.contains(
        "warning: memory/copy has no policy in the declarations of \(next)"), "\(declared.errors)")
    #expect(declared.errors.contains("declared names that match no benchmark: memory/cpoy"))

    let rules = directory + "/thresholds.json"
    try #"{"rules": [{"match": "memory/cpoy", "real_time": {"relative": 10}}]}"#
      .writeAtomically(toFile: rules)
    let ruled = try runBuiltExecutable("track", ["compare", base, next, "--thresholds", rules])
    #expect(ruled.status == 1)
    #expect(
      ruled.errors.contains(
        "warning: \(rules): rules[0] (match \"memory/cpoy\") matches no benchmark of either run"),
      "\(ruled.errors)")
    #expect(!ruled.output.contains("1 rules"), "the footer names what applied: \(ruled.output)")
  }

  @Test func aMetricNoBenchmarkMeasuredIsAnInputError() throws {
    let directory = try Fixtures.temporaryDirectory()
    let (base, next) = try DeclaredThresholdsTests().writePair(declared: nil, in: directory)
    let outcome = try runBuiltExecutable(
      "track", ["compare", base, next, "--metric", "pipeline_cycles"])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.contains(
        "has no pipeline_cycles value in any benchmark (it measured real_time, cpu_time,"
          + " instructions)"), "\(outcome.errors)")
  }
}
