import Foundation

// Policy: the scripts add the full environment (Swift version, kernel, load
// average, commit, dirty tree) with `--benchmark_context=key=value`. The
// runner itself adds only `cpu_model` when not given, because the tracking
// tool groups runs by host, CPU model and CPU count, and a run started by
// hand must still land in the right machine's history.

/// Facts about the machine the runner adds to the JSON context.
enum RunEnvironment {
  /// The CPU model from /proc/cpuinfo (`model name`), or nil.
  static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
