// Policy: two JSON readers, this one and BenchmarkTracking's `JSONParser`,
// on purpose (issue 38 items 3 and 4 asked for one or a reason; the same
// reasons stand at the top of `JSONParser.swift`). They differ in what they
// accept and return, not only in speed:
// - numbers: a protocol integer is a 64-bit pixel coordinate and stays an
//   exact `Int` (`WireValue.int`); `JSONValue` holds every number as a
//   `Double`, which rounds past 2^53. Non-finite numbers: the protocol writes
//   them as strings and refuses a bare `NaN`; Google Benchmark's files need
//   the bare `NaN`, `Infinity` and `-Infinity` accepted.
// - objects: a message is looked up by key (`[String: WireValue]`); a
//   benchmark file keeps its key order so `import-callgrind` writes a run
//   back as it read it.
// - errors: a byte offset in one line, where a file's reader names a line
//   and column; the nesting caps differ (32 levels for a message, 512 for a
//   file).
// - cost: this parser runs once per line a child writes, tens of thousands
//   a second (results/pipe-throughput: 38,449 clip cases a second through
//   the pipe, 62% of in process), on the line's bytes with no position
//   bookkeeping; `JSONParser` counts lines for its errors and checks
//   RFC 8259 strictly (leading zeros, control characters, escapes), where
//   this one takes any escaped byte as itself and leaves a number's shape
//   to `Double`, and the message it reads is checked field by field after
//   (`Wire+Decoding.swift`).
// One parser parameterized over all four would put a branch or a witness
// call on each of this one's per-byte paths, and an arrow between the
// tracker and the protocol client, which today know nothing of each other
// (ARCHITECTURE.md).

/// Why a line is not JSON.
public struct WireSyntaxError: Error, Sendable, CustomStringConvertible {
  /// The byte offset of the problem.
  public var offset: Int
  /// What was expected there.
  public var expected: String

  /// The message.
  public var description: String { "expected \(expected) at byte \(offset)" }
}

extension WireValue {
  /// Parses one complete JSON value; anything but whitespace after it is an
  /// error.
  ///
  /// - Parameter bytes: the line, without its newline.
  public static func parse(_ bytes: some Collection<UInt8>) throws(WireSyntaxError) -> WireValue {
    var parser = WireParser(bytes: Array(bytes))
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else {
      throw WireSyntaxError(offset: parser.index, expected: "the end of the line")
    }
    return value
  }
}

/// A recursive-descent JSON parser over bytes.
struct WireParser {
  /// Nesting deeper than any protocol message is refused, so a hostile line
  /// cannot exhaust the stack.
  static let maximumDepth = 32

  let bytes: [UInt8]
  var index = 0

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
  }

  func error(_ expected: String) -> WireSyntaxError {
    WireSyntaxError(offset: index, expected: expected)
  }

  mutating func value(depth: Int) throws(WireSyntaxError) -> WireValue {
    guard depth < Self.maximumDepth else { throw error("at most \(Self.maximumDepth) levels") }
    skipSpace()
    guard index < bytes.count else { throw error("a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  mutating func literal(_ word: String, _ value: WireValue) throws(WireSyntaxError) -> WireValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error(word) }
    index += utf8.count
    return value
  }

  mutating func object(depth: Int) throws(WireSyntaxError) -> WireValue {
    index += 1
    var members: [String: WireValue] = [:]
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("a key") }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("':'") }
      index += 1
      members[key] = try value(depth: depth + 1)
      skipSpace()
      guard index < bytes.count else { throw error("',' or '}'") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw error("',' or '}'") }
      index += 1
    }
  }

  mutating func array(depth: Int) throws(WireSyntaxError) -> WireValue {
    index += 1
    var elements: [WireValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try value(depth: depth + 1))
      skipSpace()
      guard index < bytes.count else { throw error("',' or ']'") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw error("',' or ']'") }
      index += 1
    }
  }

  mutating func string() throws(WireSyntaxError) -> String {
    index += 1
    var scalars: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { throw error("an escape") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
          else { throw error("four hex digits") }
          index += 4
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: scalars.append(escaped)
        }
      default:
        scalars.append(byte)
      }
    }
    throw error("a closing quote")
  }

  mutating func number() throws(WireSyntaxError) -> WireValue {
    let start = index
    var isInteger = true
    // value(depth:) called this on a byte, so there is one.
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        index += 1
      } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      {
        isInteger = false
        index += 1
      } else {
        break
      }
    }
    guard index > start else { throw error("a value") }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("a number")
    }
    return .double(value)
  }
}
