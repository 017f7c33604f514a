import BenchmarkTracking
import Foundation
import TrackingCostModels

/// The external tools of the pipeline model (`track import-callgrind
/// --pipeline`): objdump and llvm-mca, run as child processes.
struct PipelineTools {
  /// The llvm-mca executable (a name on PATH or a path).
  var mca: String

  /// objdump's listing of an object file, or `nil` when objdump cannot
  /// read it (the model then costs its instructions a cycle each).
  func disassemble(_ object: String) throws -> String? {
    let result = try Self.run("objdump", ["-d", "--no-show-raw-insn", "-w", object], input: nil)
    return result.status == 0 ? result.output : nil
  }

  /// llvm-mca's report and diagnostics for an input.
  func analyze(_ input: String) throws -> MCAOutput {
    let result = try Self.run(
      mca,
      [
        "-mcpu=\(PipelineCost.processor)", "-iterations=\(PipelineCost.iterations)",
        "-instruction-info=0", "-resource-pressure=0", "-",
      ], input: input)
    return MCAOutput(report: result.output, errors: result.errors)
  }

  /// Runs a tool found on PATH (or at a path) to completion.
  ///
  /// - Throws: ``PipelineToolError`` when it cannot be started (not
  ///   installed).
  static func run(
    _ tool: String, _ arguments: [String], input: String?
  ) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    do { try process.run() } catch {
      throw PipelineToolError("cannot run \(tool): \(error)")
    }
    // Read both pipes while the child writes, so neither fills and blocks it.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    DispatchQueue.global().async(group: group) {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: group) {
      if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
      try? standardInput.fileHandleForWriting.close()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    if process.terminationStatus == 127 {
      throw PipelineToolError(
        "cannot run \(tool): not found on PATH (Debian: apt-get install binutils llvm)")
    }
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
