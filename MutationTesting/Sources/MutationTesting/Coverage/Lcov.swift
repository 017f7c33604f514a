/// The line counts of `llvm-cov export -format=lcov`.
enum Lcov {
  private static let file = Pattern(#"^SF:(.*)$"#)
  private static let line = Pattern(#"^DA:(\d+),(\d+)"#)

  /// `[path relative to src: [line: count]]`; a file listed twice (one
  /// object each) has its counts summed.
  static func parse(_ text: String, src: String) -> [String: [Int: Int]] {
    var out: [String: [Int: Int]] = [:]
    var current: String?
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let row = String(row)
      if let match = file.match(row), let path = match.group(1) {
        let rel = Files.relative(path, to: src)
        current = rel
        if out[rel] == nil { out[rel] = [:] }
        continue
      }
      if let match = line.match(row), let current,
        let number = Int(match.group(1) ?? ""), let count = Int(match.group(2) ?? "")
      {
        out[current, default: [:]][number, default: 0] += count
      }
    }
    return out
  }
}
