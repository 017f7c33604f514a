import BenchmarkTracking
import Foundation

// Policy: one process per benchmark per side per round. A process starts
// with a cold heap and its own page placement, which on this machine moves
// a frame by tens of percent from one process to the next; a run of many
// processes averages that out, where repetitions inside one process would
// measure one placement over and over. In the interleaved design (the
// default, measured better here: results/paired-eval/summary.md) the two
// processes of a round run back to back, base first or head first as the
// round's order says; in the duet design they run at once, each pinned
// to a core of its own with taskset (Bulej et al., ICPE 2020).
// SAFEAREA_BENCH_INJECT is removed from the children's environment: an
// injected slowdown reaches one side only through a wrapper script that
// sets it for that side (Evaluations/paired/eval-paired does this).

/// How the two sides of a round are run.
enum PairedDesign: String, CaseIterable {
  /// One after the other, in the round's order.
  case interleaved
  /// Both at once, one per core (needs taskset and two cores).
  case duet
}

/// A failure of a benchmark process, naming the side and benchmark.
struct BenchProcessError: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String
}

/// Runs single benchmarks of two bench executables and reads their times.
struct PairedRoundRunner {
  /// The base side's executable.
  var base: String
  /// The head side's executable.
  var head: String
  /// Google Benchmark's minimum time per process, in seconds.
  var minimumTime: String
  /// How the sides of a round are run.
  var design: PairedDesign
  /// A scratch directory for the processes' JSON files.
  var scratch: String

  /// The environment of every child: this one's, without the injection knob.
  static let environment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "SAFEAREA_BENCH_INJECT")
    return environment
  }()

  /// The benchmark names an executable lists for a filter.
  ///
  /// - Throws: ``BenchProcessError`` when it cannot be run or fails.
  static func list(_ executable: String, filter: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      ["--benchmark_list_tests=true"] + (filter.isEmpty ? [] : ["--benchmark_filter=\(filter)"])
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      throw BenchProcessError(
        description: "\(executable): cannot run: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchProcessError(
        description:
          "\(executable) --benchmark_list_tests failed with exit \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { !$0.isEmpty }
  }

  /// `name` as a regular expression matching only itself.
  static func exactPattern(_ name: String) -> String {
    let special = Set("\\^$.|?*+()[]{}")
    return "^" + name.map { special.contains($0) ? "\\\($0)" : String($0) }.joined() + "$"
  }

  /// A started benchmark process and where it writes.
  struct Started {
    var process: Process
    var output: String
    var errors: String
    var side: String
  }

  /// Starts one process of one benchmark, pinned to `core` when given.
  func start(_ executable: String, side: String, benchmark: String, core: Int?) throws -> Started {
    let stem = scratch + "/\(side)"
    let output = stem + ".json"
    let errors = stem + ".err"
    try? FileManager.default.removeItem(atPath: output)
    _ = FileManager.default.createFile(atPath: errors, contents: nil)
    let process = Process()
    var arguments = [
      "--benchmark_filter=\(Self.exactPattern(benchmark))",
      "--benchmark_min_time=\(minimumTime)", "--benchmark_repetitions=1",
      "--benchmark_out=\(output)", "--benchmark_out_format=json",
    ]
    if let core {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
      arguments = ["-c", String(core), executable] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
    }
    process.arguments = arguments
    process.environment = Self.environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(forWritingAtPath: errors)
    do { try process.run() } catch {
      throw BenchProcessError(
        description: "\(side) \(executable): cannot run: \(error.localizedDescription)")
    }
    return Started(process: process, output: output, errors: errors, side: side)
  }

  /// Waits for a started process and reads the benchmark's times.
  func finish(_ started: Started, benchmark: String) throws -> PairedTiming {
    started.process.waitUntilExit()
    let message = {
      let text = (try? String(contentsOfFile: started.errors, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").suffix(3).joined(separator: " / ")
    }
    guard started.process.terminationStatus == 0 else {
      throw BenchProcessError(
        description: "\(started.side) run of \(benchmark) failed with exit "
          + "\(started.process.terminationStatus): \(message())")
    }
    let run: BenchmarkRun
    do { run = try BenchmarkRun(contentsOfFile: started.output) } catch {
      throw BenchProcessError(
        description: "\(started.side) run of \(benchmark) wrote no usable result: \(error)")
    }
    if let failure = run.errors[benchmark] {
      throw BenchProcessError(description: "\(started.side) run of \(benchmark) failed: \(failure)")
    }
    guard let real = run.samples(of: .realTime)[benchmark]?.first,
      let cpu = run.samples(of: .cpuTime)[benchmark]?.first, real > 0, cpu > 0
    else {
      throw BenchProcessError(
        description: "\(started.side) run of \(benchmark) reported no positive time")
    }
    return PairedTiming(realTime: real, cpuTime: cpu)
  }

  /// Runs one round of one benchmark and returns both sides' times.
  ///
  /// - Parameters:
  ///   - benchmark: the benchmark's full name.
  ///   - baseFirst: run the base side first (interleaved) or on the first
  ///     core (duet).
  /// - Throws: ``BenchProcessError`` naming the side and benchmark.
  func round(_ benchmark: String, baseFirst: Bool) throws -> (
    base: PairedTiming, head: PairedTiming
  ) {
    switch design {
    case .interleaved:
      func one(_ executable: String, _ side: String) throws -> PairedTiming {
        try finish(
          try start(executable, side: side, benchmark: benchmark, core: nil), benchmark: benchmark)
      }
      if baseFirst {
        let baseTiming = try one(base, "base")
        return (baseTiming, try one(head, "head"))
      }
      let headTiming = try one(head, "head")
      return (try one(base, "base"), headTiming)
    case .duet:
      let first = try start(base, side: "base", benchmark: benchmark, core: baseFirst ? 0 : 1)
      let second = try start(head, side: "head", benchmark: benchmark, core: baseFirst ? 1 : 0)
      let baseTiming = try finish(first, benchmark: benchmark)
      let headTiming = try finish(second, benchmark: benchmark)
      return (baseTiming, headTiming)
    }
  }
}
