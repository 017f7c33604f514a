// Policy: written the way Google Benchmark writes its own files: two-space
// indentation, key order kept, non-finite numbers as bare `NaN`/`Infinity`
// (so what this package writes, it can read back, and so can compare.py's
// Python reader, which accepts them too).

extension JSONValue {
  /// The value as indented JSON text ending in a newline.
  public func serialized() -> String {
    serialized(compactingFrom: Int.max)
  }

  /// The value as indented JSON text ending in a newline, with every array
  /// and object nested `depth` levels deep or more written on one line (a
  /// long list of small records then takes a line each).
  ///
  /// - Parameter depth: the nesting depth written compactly; the top level
  ///   is depth 0.
  public func serialized(compactingFrom depth: Int) -> String {
    var output = ""
    write(into: &output, indent: 0, compactDepth: depth)
    output += "\n"
    return output
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func formatted(_ number: Double) -> String {
    if number.isNaN { return "NaN" }
    if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
    if let exact = Int64(exactly: number), abs(number) < 1e15 { return String(exact) }
    return "\(number)"
  }

  private func write(into output: inout String, indent: Int, compactDepth: Int) {
    if indent / 2 >= compactDepth {
      writeCompactly(into: &output)
      return
    }
    let pad = String(repeating: " ", count: indent + 2)
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.formatted(value)
    case .string(let value): output += Self.quoted(value)
    case .array(let values):
      if values.isEmpty {
        output += "[]"
        return
      }
      output += "[\n"
      for (offset, value) in values.enumerated() {
        output += pad
        value.write(into: &output, indent: indent + 2, compactDepth: compactDepth)
        output += offset == values.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let pairs):
      if pairs.isEmpty {
        output += "{}"
        return
      }
      output += "{\n"
      for (offset, pair) in pairs.enumerated() {
        output += pad + Self.quoted(pair.key) + ": "
        pair.value.write(into: &output, indent: indent + 2, compactDepth: compactDepth)
        output += offset == pairs.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  private func writeCompactly(into output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.formatted(value)
    case .string(let value): output += Self.quoted(value)
    case .array(let values):
      output += "["
      for (offset, value) in values.enumerated() {
        if offset > 0 { output += ", " }
        value.writeCompactly(into: &output)
      }
      output += "]"
    case .object(let pairs):
      output += "{"
      for (offset, pair) in pairs.enumerated() {
        if offset > 0 { output += ", " }
        output += Self.quoted(pair.key) + ": "
        pair.value.writeCompactly(into: &output)
      }
      output += "}"
    }
  }
}
