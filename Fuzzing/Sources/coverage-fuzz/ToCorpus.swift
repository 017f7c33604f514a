// Policy: converting a crash file re-runs it on the target the environment
// names (the same mutant the crash was found on), shrinks and writes the
// case. An input that no longer fails is reported and written nowhere: a
// corpus case must be a counterexample when it is saved.

import CoverageFuzzing
import Foundation

/// `--to-corpus FILE...`: failing inputs to corpus cases.
struct ToCorpus {
  let target: FuzzTarget

  /// Converts each file; 0 when every one failed and was saved, 1 when some
  /// passed, 2 when one could not be read or saved.
  func run(paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
      Console.error("--to-corpus needs at least one input file")
      return 2
    }
    let directory = CrashCase.outputDirectory(environment: ProcessInfo.processInfo.environment)
    var status: Int32 = 0
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        Console.error("\(path): cannot be read")
        status = 2
        continue
      }
      let input = FuzzInput(bytes: [UInt8](data), propertyCount: target.properties.count)
      let (property, evaluation) = target.evaluate(input)
      guard evaluation.isFailure else {
        Console.say("\(path): property '\(property.name)' holds; nothing written")
        status = Swift.max(status, 1)
        continue
      }
      let crash = CrashCase(
        property: property, failure: evaluation, variant: target.variant, executionIndex: 0)
      Console.say(crash.report)
      do {
        let saved = try crash.write(to: directory)
        Console.say("  saved:    \(saved)")
        Console.say("  replay: \(crash.replayLine(savedAt: saved))")
      } catch {
        Console.error("\(path): cannot write a case under \(directory) (\(error))")
        status = 2
      }
    }
    return status
  }
}
