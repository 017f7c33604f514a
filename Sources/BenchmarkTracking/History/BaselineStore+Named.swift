import Foundation

// Policy: a named baseline (`main`, a branch, a tag) is a full copy of a
// run at results/baselines/NAME.json, not a pointer like the per-machine
// records: a CI job can then fetch or cache the one file, and pruning old
// runs never breaks it. Names may contain `/` (branch names do); each part
// must be a plain file name, so a name can never point outside baselines/.

extension BaselineStore {
  /// Why a baseline name cannot be used, or `nil` when it can.
  public static func problem(withName name: String) -> String? {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+")
    for part in parts {
      if part.isEmpty { return "has an empty part" }
      if part.hasPrefix(".") { return "has a part starting with '.'" }
      if !part.allSatisfy(allowed.contains) {
        return "may hold only letters, digits, '.', '_', '-', '+' and '/'"
      }
    }
    return nil
  }

  /// Where the named baseline `name` is stored.
  public func namedBaselinePath(_ name: String) -> String {
    (baselinesDirectory as NSString).appendingPathComponent(name + ".json")
  }

  /// Copies a run to the named baseline `name`, atomically.
  ///
  /// The run is read first, so a broken run never becomes a baseline.
  ///
  /// - Parameters:
  ///   - name: the baseline's name (`main`, `release/1.2`, `v1.0`).
  ///   - runPath: the run to store.
  ///   - metrics: the metrics whose samples must be valid
  ///     (see ``BenchmarkRun/validateSamples(of:)``).
  /// - Returns: the path written.
  /// - Throws: ``BenchmarkInputError`` for an unreadable or invalid run or
  ///   a failed write.
  @discardableResult
  public func saveNamedBaseline(
    _ name: String, from runPath: String, validating metrics: [Metric] = Metric.allCases
  ) throws(BenchmarkInputError) -> String {
    let run = try BenchmarkRun(contentsOfFile: runPath)
    for metric in metrics { try run.validateSamples(of: metric) }
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: runPath)) } catch {
      throw .unreadable(path: runPath, reason: error.localizedDescription)
    }
    let path = namedBaselinePath(name)
    try data.writeAtomically(toFile: path)
    return path
  }

  /// The file a `--baseline` argument means: the file itself when it
  /// exists, otherwise the named baseline of that name.
  ///
  /// - Returns: the path, or `nil` when neither exists.
  public func resolveBaseline(_ nameOrPath: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: nameOrPath, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return nameOrPath
    }
    guard Self.problem(withName: nameOrPath) == nil else { return nil }
    let named = namedBaselinePath(nameOrPath)
    return FileManager.default.fileExists(atPath: named) ? named : nil
  }

  /// The names of the stored named baselines, sorted: every `.json` file
  /// under baselines/ that holds a run rather than a machine record.
  public func namedBaselines() -> [String] {
    let directory = baselinesDirectory
    guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
    var names: [String] = []
    for case let relative as String in walker where relative.hasSuffix(".json") {
      let path = (directory as NSString).appendingPathComponent(relative)
      guard let run = try? BenchmarkRun(contentsOfFile: path), !run.entries.isEmpty else {
        continue
      }
      names.append(String(relative.dropLast(".json".count)))
    }
    return names.sorted()
  }
}
