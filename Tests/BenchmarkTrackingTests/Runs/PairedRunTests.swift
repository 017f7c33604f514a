import BenchmarkTracking
import ExecutableTesting
import Foundation
import Testing

/// Paired results files: written and read back, rejected with the field
/// named, and gated by `track check --paired`; `track ab` end to end on
/// two fake bench executables.
@Suite("paired results")
struct PairedRunTests {
  /// A run of two benchmarks whose head is `factor` times the base, with
  /// a small alternating wobble so the rounds are not all equal.
  static func run(factor: Double, rounds: Int = 20, confirm: Bool = true) -> PairedRun {
    func benchmark(_ name: String, _ factor: Double) -> PairedBenchmark {
      var list = [
        PairedRound(
          phase: .warmup, baseFirst: true, base: PairedTiming(realTime: 90, cpuTime: 90),
          head: PairedTiming(realTime: 200, cpuTime: 200))
      ]
      for phase in confirm && factor > 1.1 ? [PairedPhase.screening, .confirmation] : [.screening] {
        for index in 0..<rounds {
          let wobble = 1 + Double(index % 5) * 0.001
          list.append(
            PairedRound(
              phase: phase, baseFirst: index % 2 == 0,
              base: PairedTiming(realTime: 100, cpuTime: 100 * wobble),
              head: PairedTiming(realTime: 100, cpuTime: 100 * factor / wobble)))
        }
      }
      return PairedBenchmark(name: name, rounds: list)
    }
    return PairedRun(
      context: [("base", .string("aaa")), ("head", .string("bbb"))], options: PairedOptions(),
      benchmarks: [benchmark("fill", factor), benchmark("same", 1)])
  }

  @Test func aWrittenRunReadsBackEqual() throws {
    let directory = try Fixtures.temporaryDirectory()
    let path = directory + "/run.json"
    let original = Self.run(factor: 1.3)
    try original.serialized().writeAtomically(toFile: path)
    var read = try PairedRun(contentsOfFile: path)
    #expect(read.source == path)
    read.source = ""
    #expect(read == original)
    // The warm-up round (head 200 against base 90) is not judged.
    let verdicts = Dictionary(uniqueKeysWithValues: read.verdicts.map { ($0.name, $0.verdict) })
    #expect(verdicts == ["fill": .regression, "same": .unchanged])
  }

  @Test(arguments: [
    ("\"format\": \"safearea-paired/1\"", "\"format\": \"other\"", "format"),
    ("\"head_cpu_time\": 130", "\"head_cpu_time\": -1", "benchmarks[0].rounds[1].head_cpu_time"),
    ("\"phase\": \"screening\"", "\"phase\": \"later\"", "benchmarks[0].rounds[1].phase"),
    ("\"alpha\": 0.05", "\"alpha\": 2", "options"),
  ])
  func badFilesAreRejectedNamingTheField(replacing: String, with: String, field: String) throws {
    let directory = try Fixtures.temporaryDirectory()
    let path = directory + "/bad.json"
    let text = Self.run(factor: 1.3).serialized()
    #expect(text.contains(replacing), "fixture holds \(replacing)")
    // Only the first occurrence is broken, so the field named is the first.
    let first = try #require(text.range(of: replacing))
    let once = text.replacingCharacters(in: first, with: with)
    try once.writeAtomically(toFile: path)
    #expect {
      try PairedRun(contentsOfFile: path)
    } throws: { error in
      "\(error)".contains(path) && "\(error)".contains(field)
    }
  }

  @Test func checkGatesOnConfirmedRegressions() throws {
    let directory = try Fixtures.temporaryDirectory()
    let slow = directory + "/slow.json"
    let same = directory + "/same.json"
    let unconfirmed = directory + "/unconfirmed.json"
    try Self.run(factor: 1.3).serialized().writeAtomically(toFile: slow)
    try Self.run(factor: 1.0).serialized().writeAtomically(toFile: same)
    try Self.run(factor: 1.3, confirm: false).serialized().writeAtomically(toFile: unconfirmed)
    let failing = try runBuiltExecutable("track", ["check", "--paired", slow])
    #expect(failing.status == 1)
    #expect(failing.output.contains("FAIL: 1 confirmed regression(s): fill"))
    let passing = try runBuiltExecutable("track", ["check", "--paired", same])
    #expect(passing.status == 0)
    #expect(passing.output.contains("PASS"))
    // Screened but not confirmed: not a regression yet.
    let pending = try runBuiltExecutable("track", ["check", "--paired", unconfirmed])
    #expect(pending.status == 0)
    #expect(pending.output.contains("confirmation not run"))
  }

  @Test func checkRejectsBadInputWithExitTwo() throws {
    let directory = try Fixtures.temporaryDirectory()
    let missing = directory + "/missing.json"
    let outcome = try runBuiltExecutable("track", ["check", "--paired", missing])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains(missing))
    let notPaired = directory + "/gbench.json"
    try Fixtures.runText(benchmarks: [("x", [1, 2, 3])]).writeAtomically(toFile: notPaired)
    let wrong = try runBuiltExecutable("track", ["check", "--paired", notPaired])
    #expect(wrong.status == 2)
    #expect(wrong.errors.contains("\(notPaired): not a usable paired result: format"))
    let mixed = try runBuiltExecutable(
      "track", ["check", "--paired", notPaired, "--threshold", "3"])
    #expect(mixed.status == 2)
    #expect(mixed.errors.contains("--threshold cannot be combined"))
  }

  /// A fake bench executable: lists `alpha` and `beta`, and times `beta`
  /// at `factor` times `alpha`'s 1000 ns, with a wobble of under 0.7%
  /// from its process id.
  static func fakeBench(at path: String, factor: Double) throws {
    let script = """
      #!/bin/sh
      out=""; filter=""
      for argument in "$@"; do
        case "$argument" in
          --benchmark_list_tests=true) printf 'alpha\\nbeta\\n'; exit 0 ;;
          --benchmark_out=*) out=${argument#--benchmark_out=} ;;
          --benchmark_filter=*) filter=${argument#--benchmark_filter=} ;;
        esac
      done
      name=$(printf '%s' "$filter" | sed 's/^\\^//; s/\\$$//')
      wobble=$(( $$ % 7 ))
      time=$(awk -v n="$name" -v f=\(factor) -v w="$wobble" \\
        'BEGIN { t = 1000 * (1 + w / 1000); if (n == "beta") t *= f; printf "%.3f", t }')
      printf '{"context": {"host_name": "fake", "num_cpus": 2}, "benchmarks": [{"name": "%s", "run_name": "%s", "run_type": "iteration", "iterations": 10, "real_time": %s, "cpu_time": %s, "time_unit": "ns"}]}' "$name" "$name" "$time" "$time" > "$out"
      """
    try script.writeAtomically(toFile: path)
    chmod(path, 0o755)
  }

  @Test func abFindsASlowerBenchmarkAndWritesItsRounds() throws {
    let directory = try Fixtures.temporaryDirectory()
    let base = directory + "/base"
    let head = directory + "/head"
    try Self.fakeBench(at: base, factor: 1)
    try Self.fakeBench(at: head, factor: 1.2)
    let out = directory + "/paired.json"
    let markdown = directory + "/summary.md"
    let outcome = try runBuiltExecutable(
      "track",
      [
        "ab", base, head, "--out", out, "--markdown", markdown, "--max-rounds", "30",
        "--base-label", "old", "--head-label", "new",
      ])
    #expect(outcome.status == 1, "\(outcome.output)\(outcome.errors)")
    let run = try PairedRun(contentsOfFile: out)
    let verdicts = Dictionary(uniqueKeysWithValues: run.verdicts.map { ($0.name, $0.verdict) })
    #expect(verdicts == ["alpha": .unchanged, "beta": .regression])
    let beta = try #require(run.benchmarks.first { $0.name == "beta" })
    #expect(beta.rounds.first?.phase == .warmup)
    #expect(beta.rounds.filter { $0.phase == .confirmation }.count >= 10)
    // Side orders come in pairs within each phase's rounds: as many AB as BA.
    let screened = beta.rounds.filter { $0.phase == .screening }
    #expect(screened.filter(\.baseFirst).count * 2 == screened.count)
    let table = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(table.contains("| beta | **regression** |"))
    #expect(run.contextText("head") == "new")
  }

  @Test func aFailingBenchmarkProcessStopsTheRunWithExitTwo() throws {
    let directory = try Fixtures.temporaryDirectory()
    let base = directory + "/base"
    let head = directory + "/head"
    try Self.fakeBench(at: base, factor: 1)
    try """
    #!/bin/sh
    case "$*" in *--benchmark_list_tests=true*) printf 'alpha\n'; exit 0 ;; esac
    echo "bench: out of memory" >&2
    exit 3
    """.writeAtomically(toFile: head)
    chmod(head, 0o755)
    let out = directory + "/paired.json"
    let outcome = try runBuiltExecutable("track", ["ab", base, head, "--out", out])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("head run of alpha failed with exit 3: bench: out of memory"))
    // What was measured is kept: the file reads, with no round of alpha.
    let run = try PairedRun(contentsOfFile: out)
    #expect(run.contextText("stopped") == "failed")
  }

  @Test func abRejectsAMissingExecutable() throws {
    let directory = try Fixtures.temporaryDirectory()
    let outcome = try runBuiltExecutable("track", ["ab", directory + "/none", directory + "/none"])
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("BASE is not an executable file"))
  }
}
