// Policy: a property failure is a crash. The report goes to stderr
// (unbuffered, so it survives the abort), the shrunk case is written as a
// corpus case, and then the process aborts so that libFuzzer saves the raw
// input as crash-<sha1> and stops. A passing or discarded case returns 0;
// libFuzzer's coverage of the engine code, not the result, steers it.

import CLibFuzzer
import CoverageFuzzing
import Foundation
import PropertyFuzzing
import Synchronization

/// The target, read once from the environment (libFuzzer calls the entry
/// point millions of times; the suite is built once).
let fuzzTarget = Result { () throws(FuzzTargetError) -> FuzzTarget in
  try FuzzTarget(environment: ProcessInfo.processInfo.environment)
}

/// Inputs run so far by this process (recorded as a corpus case's index).
let executionCount = Atomic<UInt64>(0)

/// libFuzzer's entry point: checks the property the input selects on the
/// choices it carries and aborts on a failure.
///
/// The symbol name is libFuzzer's (and OSS-Fuzz's) convention, so the same
/// object also links with libFuzzer's own `main` if a build service prefers
/// that.
///
/// - Parameters:
///   - data: the input's bytes (may be null when `size` is zero).
///   - size: the number of bytes.
/// - Returns: 0, as libFuzzer requires of an input it should keep fuzzing.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let target: FuzzTarget
  switch fuzzTarget {
  case .success(let configured): target = configured
  case .failure(let error):
    // main checks the environment first; this is for a build that uses
    // libFuzzer's own main.
    FileHandle.standardError.write(Data("coverage-fuzz: \(error)\n".utf8))
    exit(2)
  }
  let count = data == nil ? 0 : Swift.max(0, size)
  let bytes = UnsafeBufferPointer(start: count > 0 ? data : nil, count: count)
  let index = executionCount.add(1, ordering: .relaxed).newValue
  let input = FuzzInput(bytes: bytes, propertyCount: target.properties.count)
  let (property, evaluation) = target.evaluate(input)
  guard evaluation.isFailure else { return 0 }
  recordCrash(property: property, failure: evaluation, target: target, index: index)
  abort()
}

/// Hands the arguments to libFuzzer's driver with ``testOneInput`` as the
/// callback.
///
/// The function pointer is taken in this file on purpose: in a non-WMO
/// (debug) build, converting an `@_cdecl` function to a C pointer in another
/// file emits a second copy of its C symbol there, and the link fails.
func runLibFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> Int32 {
  var count = argc
  var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
  return CLibFuzzerRunDriver(&count, &vector, testOneInput)
}

/// Shrinks a failure, prints it and writes its corpus case.
func recordCrash(property: Property, failure: Evaluation, target: FuzzTarget, index: UInt64) {
  let crash = CrashCase(
    property: property, failure: failure, variant: target.variant, executionIndex: index)
  var text = crash.report + "\n"
  let directory = CrashCase.outputDirectory(environment: ProcessInfo.processInfo.environment)
  do {
    let path = try crash.write(to: directory)
    text += "  saved:    \(path)\n"
    text += "  replay: \(crash.replayLine(savedAt: path))\n"
  } catch {
    text += "  not saved: cannot write under \(directory) (\(error))\n"
  }
  FileHandle.standardError.write(Data(text.utf8))
}
