import BenchmarkTracking
import Foundation
import Testing

@Suite("Reading Google Benchmark JSON")
struct BenchmarkRunReadingTests {
  @Test func readsRepetitionsAggregatesCountersAndNaN() throws {
    let run = try Fixtures.run("gbench-1.7.1-repetitions.json")
    #expect(run.context.hostName == "bench-host")
    #expect(run.context.cpuCount == 2)
    #expect(run.context.cpuModel == "Test CPU @ 3.0GHz")
    #expect(run.context.commit == "abc1234")
    #expect(run.benchmarkNames == ["memset/fullscreen", "polling/everyFrame", "broken"])
    let cv = try #require(run.entries.first { $0.aggregateName == "cv" })
    #expect(cv.realTime?.isNaN == true)
    #expect(cv.counters["bytes_per_second"] == .infinity)
    #expect(run.entries[0].counters == ["bytes_per_second": 1.05e10])
    let samples = run.samples(of: .realTime)
    // Microseconds converted to nanoseconds; aggregates are not samples.
    #expect(samples["memset/fullscreen"] == [1.2e6, 1.3e6, 1.25e6])
    // A NaN repetition is dropped, and so is an errored one.
    #expect(samples["polling/everyFrame"] == nil)
    #expect(run.samples(of: .cpuTime)["polling/everyFrame"] == [40.5])
    #expect(samples["broken"] == nil)
    #expect(run.errors == ["broken": "buffer allocation failed"])
  }

  @Test func aggregatesOnlyRunUsesTheMedianAsOneSample() throws {
    let text = """
      {"context": {}, "benchmarks": [
        {"name": "a_mean", "run_name": "a", "run_type": "aggregate", "aggregate_name": "mean",
         "real_time": 11, "cpu_time": 11, "time_unit": "ns", "iterations": 3},
        {"name": "a_median", "run_name": "a", "run_type": "aggregate", "aggregate_name": "median",
         "real_time": 10, "cpu_time": 10, "time_unit": "ns", "iterations": 3}]}
      """
    let run = try BenchmarkRun(parsing: Array(text.utf8), source: "agg.json")
    #expect(run.samples(of: .realTime) == ["a": [10]])
  }

  @Test func missingFileIsNamed() {
    #expect {
      _ = try BenchmarkRun(contentsOfFile: "/nonexistent/run.json")
    } throws: { error in
      "\(error)" == "/nonexistent/run.json: cannot be read: no such file or directory"
    }
  }

  @Test func truncatedFileIsRejectedWithItsPosition() throws {
    let full = try String(contentsOfFile: Fixtures.path("test3_run0.json"), encoding: .utf8)
    let truncated = String(full.prefix(200))
    #expect {
      _ = try BenchmarkRun(parsing: Array(truncated.utf8), source: "cut.json")
    } throws: { error in
      guard case .malformedJSON(let path, let parse)? = error as? BenchmarkInputError else {
        return false
      }
      return path == "cut.json" && parse.reason.hasPrefix("unexpected end of input")
        && "\(error)".hasPrefix("cut.json: malformed JSON at line ")
    }
  }

  @Test(
    "rejects JSON that is not a benchmark result",
    arguments: [
      ("[]", "the top level is not an object"),
      ("{\"context\": {}}", "no \"benchmarks\" array"),
      ("{\"benchmarks\": {}}", "\"benchmarks\" is not an array"),
      ("{\"benchmarks\": [{\"real_time\": 1}]}", "benchmarks[0] has no string \"name\""),
      (
        "{\"benchmarks\": [{\"name\": \"x\", \"real_time\": \"fast\"}]}",
        "\"real_time\" is not a number"
      ),
      ("{\"benchmarks\": [{\"name\": \"x\", \"time_unit\": \"fortnight\"}]}", "unknown time_unit"),
      ("{\"benchmarks\": [{\"name\": \"x\", \"run_type\": \"sideways\"}]}", "unknown run_type"),
    ])
  func rejectsStructure(text: String, reason: String) {
    #expect {
      _ = try BenchmarkRun(parsing: Array(text.utf8), source: "odd.json")
    } throws: { error in
      guard case .invalidStructure(let path, let message)? = error as? BenchmarkInputError else {
        return false
      }
      return path == "odd.json" && message.contains(reason)
    }
  }

  @Test func readsLibbenchmarkToolsInputs() throws {
    let run = try Fixtures.run("test3_run1.json")
    #expect(run.benchmarkNames == ["BM_One", "BM_Two", "short", "medium"])
    #expect(run.entries.count == 7)
    #expect(run.entries[1].runType == .aggregate)
    #expect(run.entries[0].runType == .iteration)
  }
}
