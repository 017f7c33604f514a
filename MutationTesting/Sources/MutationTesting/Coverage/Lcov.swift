/// The line counts of `llvm-cov export -format=lcov`.
enum Lcov {
  private static let file = Pattern(#"^SF:(.*)$"#)
  private static let line = Pattern(#"^DA:(\d+),(\d+)"#)

  /// `[path relative to src: [line: count]]`; a file listed twice (one
  /// object each) has its counts summed.
  ///
  /// Policy: a count is read as llvm-cov writes it, an unsigned 64-bit
  /// number, and kept at `Int.max` beyond that. llvm-cov writes some
  /// counts of nested functions' edges as a wrapped negative number
  /// (18446744073709551602); the Python tool read such a line as executed,
  /// and so does this one: dropping it would leave those lines to fewer
  /// checks than executed them.
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
        let number = Int(match.group(1) ?? ""), let count = UInt64(match.group(2) ?? "")
      {
        let old = out[current, default: [:]][number, default: 0]
        let sum = old.addingReportingOverflow(Int(clamping: count))
        out[current, default: [:]][number] = sum.overflow ? Int.max : sum.partialValue
      }
    }
    return out
  }
}
