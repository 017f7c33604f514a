import Foundation
import PropertyFuzzing

/// `fuzz --merge A.json B.json …`: one report from the shards of a campaign.
struct MergeSession {
  let options: FuzzOptions
  let console: Console
  let files: [String]

  func run() throws -> ExitStatus {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    var reports: [RunReport] = []
    for file in files {
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: file))
      } catch {
        throw InputError("report \(file): cannot be read (\(error.localizedDescription))")
      }
      do {
        reports.append(try decoder.decode(RunReport.self, from: data))
      } catch {
        throw InputError("report \(file): is not a fuzz run report (\(error))")
      }
    }
    let merged: RunReport
    do {
      merged = try RunReport.merging(reports)
    } catch {
      throw InputError("cannot merge: \(error)")
    }
    let data = try merged.jsonData()
    let path = try options.files(console).writeReport(
      data, named: "fuzz-merged-seed\(merged.seed).json")
    if options.json { console.emitJSON(data) }
    for property in merged.properties {
      let verdict = property.passed ? "ok  " : "FAIL"
      console.say("  \(verdict) \(property.name): \(property.statistics.cases) cases")
      if let failure = property.failure {
        console.say("       case \(failure.caseIndex): \(failure.shrunk)")
        console.say(
          "       replay: swift run fuzz --seed \(failure.seed) --property \(failure.property) --case \(failure.caseIndex)"
        )
      }
    }
    console.say(
      "fuzz --merge: \(files.count) reports, \(merged.totalCases) cases, "
        + (merged.passed ? "passed" : "FAILED") + "; report \(path)")
    return merged.passed ? .success : .failure
  }
}
