// Policy: the reports are written as Python's `json.dumps(value, indent=1,
// sort_keys=True)` wrote them (keys sorted by code point, one space of
// indent a level, non-ASCII escaped, floats in their shortest form), so a
// report of this tool and one of the Python tool it replaced diff line by
// line, and the readers of results/mutation/ see no change.
import Foundation

/// A JSON value with an encoder that writes what Python's `json` module wrote.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The text of `json.dumps(self, indent=indent, sort_keys=True)`, or of
  /// `json.dumps(self)` (one line, `, ` and `: `) when `indent` is `nil`.
  func encoded(indent: Int? = nil) -> String {
    var out = ""
    write(to: &out, indent: indent, level: 0)
    return out
  }

  private func write(to out: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .double(let value): out += Self.pythonFloat(value)
    case .string(let value): out += Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "["
      for (k, item) in items.enumerated() {
        out += k == 0 ? "" : ","
        out += Self.separator(indent, level + 1)
        item.write(to: &out, indent: indent, level: level + 1)
      }
      out += Self.separator(indent, level, closing: true) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{"
      for (k, key) in members.keys.sorted(by: String.codePointOrder).enumerated() {
        out += k == 0 ? "" : ","
        out += Self.separator(indent, level + 1)
        out += Self.quoted(key) + ": "
        members[key]?.write(to: &out, indent: indent, level: level + 1)
      }
      out += Self.separator(indent, level, closing: true) + "}"
    }
  }

  /// What goes between items: a newline and indent, or Python's `, `'s space.
  private static func separator(_ indent: Int?, _ level: Int, closing: Bool = false) -> String {
    guard let indent else { return closing ? "" : " " }
    return "\n" + String(repeating: " ", count: indent * level)
  }

  /// A string as Python's `json` quotes it (`ensure_ascii=True`).
  static func quoted(_ text: String) -> String {
    var out = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case 0x08: out += "\\b"
      case 0x0C: out += "\\f"
      case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default: out += String(format: "\\u%04x", unit)
      }
    }
    return out + "\""
  }

  /// A float as Python's `repr` writes it: the shortest text that reads
  /// back the same, with `.0` on whole numbers and an exponent from 1e16.
  static func pythonFloat(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity")
    }
    var text = "\(value)"
    // Swift writes 1e-05 as "1e-05" and 1e+16 as "1e+16", as Python does.
    if !text.contains("e"), !text.contains(".") { text += ".0" }
    return text
  }

  /// Python's `round(value, digits)`: the decimal nearest the exact binary
  /// value, ties to even (printf's correctly rounded conversion).
  static func round(_ value: Double, _ digits: Int) -> Double {
    Double(String(format: "%.\(digits)f", value)) ?? value
  }

  /// The value parsed from JSON text (numbers without a fraction or an
  /// exponent are integers), or `nil` when it is not JSON.
  static func parse(_ data: Data) -> JSONValue? {
    guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return nil }
    return JSONValue(foundation: object)
  }

  private init?(foundation object: Any) {
    switch object {
    case is NSNull: self = .null
    case let value as String: self = .string(value)
    case let value as [Any]:
      var items: [JSONValue] = []
      for item in value {
        guard let parsed = JSONValue(foundation: item) else { return nil }
        items.append(parsed)
      }
      self = .array(items)
    case let value as [String: Any]:
      var members: [String: JSONValue] = [:]
      for (key, item) in value {
        guard let parsed = JSONValue(foundation: item) else { return nil }
        members[key] = parsed
      }
      self = .object(members)
    case let value as NSNumber:
      // The tool reads only strings and lists of them; a number is kept
      // whole when it is one.
      if let int = Int(exactly: value.doubleValue), !"\(value)".contains(".") {
        self = .int(int)
      } else {
        self = .double(value.doubleValue)
      }
    default: return nil
    }
  }

  /// The string, when it is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The members, when it is an object.
  var object: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The items, when it is an array.
  var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }
}
