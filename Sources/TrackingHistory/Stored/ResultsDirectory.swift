import BenchmarkTracking
import FileSupport
import Foundation

// Policy: a results directory is a flat folder of Google Benchmark JSON
// files (results/benchmarks/). Runs are ordered by file name, which the
// runner makes start with the UTC time (`20261129T143000Z-<commit>.json`),
// so the order survives copies that reset modification times. A file that
// does not read is reported, not skipped silently, because a history with a
// hole in it draws a misleading line: every bad file is named, not only
// the first.

/// Loads every run in a results directory.
public struct ResultsDirectory: Sendable {
  /// The directory's path.
  public var path: String

  /// Creates a handle on a directory.
  public init(path: String) { self.path = path }

  /// The JSON files in the directory, sorted by name; hidden files (the
  /// temporaries of an atomic write) are left out.
  ///
  /// - Throws: ``BenchmarkInputError/unreadable(path:reason:)`` when the
  ///   directory is missing, not a folder, or cannot be listed.
  public func files() throws(BenchmarkInputError) -> [String] {
    let names = try InputFolder.entries(path)
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
      .map { (path as NSString).appendingPathComponent($0) }
  }

  /// Every run, oldest first.
  ///
  /// - Throws: ``BenchmarkInputError`` for the folder, or for every file
  ///   that does not read (``BenchmarkInputError/several(_:)`` when more
  ///   than one): a history is only drawn from files that all read.
  public func runs() throws(BenchmarkInputError) -> [BenchmarkRun] {
    var runs: [BenchmarkRun] = []
    var problems: [BenchmarkInputError] = []
    for file in try files() {
      do {
        runs.append(try BenchmarkRun(contentsOfFile: file))
      } catch {
        problems.append(error)
      }
    }
    if problems.count == 1 { throw problems[0] }
    if !problems.isEmpty { throw .several(problems) }
    return runs
  }
}
