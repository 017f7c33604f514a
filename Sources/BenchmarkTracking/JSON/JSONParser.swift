// Policy: a small hand-written parser. Foundation's JSONSerialization
// rejects the bare `NaN`, `Infinity` and `-Infinity` that Debian's Google
// Benchmark writes. `JSONDecoder` with `allowsJSON5` reads them on this
// toolchain (Swift 6.3.1), but was measured to fall short three ways
// (pinned by FoundationJSONDecoderTests, which fail once that changes):
// - a malformed file gives "The given data was not valid JSON." with no
//   line or column, where this parser names both;
// - object keys come back in hash order, and `import-callgrind` writes a
//   run back out in its original key order;
// - it accepts JSON5 that is not JSON (comments, trailing commas, unquoted
//   keys), so a damaged or hand-edited results file would read silently.
// Everything else is strict RFC 8259: a truncated file is an error, never a
// partial result. Nesting is capped so hostile input cannot exhaust the
// stack.
//
// Policy: two JSON readers, this one and ImplementationProtocol's
// `WireValue.parse`, on purpose (issue 38 item 4 asked for one or a reason).
// They read different inputs under opposite rules: this one reads files of
// Google Benchmark (bare NaN and Infinity accepted, numbers as Double, keys
// kept in file order so a run is written back as it was, errors by line
// and column of a named file); the wire parser reads one protocol line at a
// time, tens of thousands a second, keeps 64-bit integers exact, refuses
// a bare NaN (the protocol writes non-finite numbers as strings) and reports a
// byte offset. Sharing one would give one of them the other's rules, and
// would make the tracker and the protocol client depend on a common module
// for about 280 lines each, where today neither knows the other exists
// (ARCHITECTURE.md's arrows). The wire parser's side, with where its
// grammar differs, is at the top of `WireValue+Parsing.swift`.

/// Parses JSON text that may contain bare `NaN`, `Infinity` and `-Infinity`.
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 512

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON value filling the whole text (whitespace aside).
  ///
  /// - Parameter bytes: UTF-8 text.
  /// - Throws: ``JSONParseError`` naming the line and column of the first
  ///   problem (for a truncated file: "unexpected end of input").
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected text after the end of the document")
    }
    return value
  }

  /// Parses a string of JSON text.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private func error(_ reason: String, at position: Int? = nil) -> JSONParseError {
    let end = Swift.min(position ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for offset in 0..<end where bytes[offset] == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    return JSONParseError(line: line, column: end - lineStart + 1, reason: reason)
  }

  private var atEnd: Bool { index >= bytes.count }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard !atEnd else { throw error("unexpected end of input, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "N"): try expectWord("NaN"); return .number(.nan)
    case UInt8(ascii: "I"): try expectWord("Infinity"); return .number(.infinity)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default:
      throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
    }
  }

  private mutating func expectWord(_ word: String) throws(JSONParseError) {
    let start = index
    for expected in word.utf8 {
      guard !atEnd else { throw error("unexpected end of input inside '\(word)'") }
      guard bytes[index] == expected else {
        throw error("invalid literal, expected '\(word)'", at: start)
      }
      index += 1
    }
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var pairs: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if !atEnd, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(pairs)
    }
    while true {
      skipWhitespace()
      guard !atEnd else { throw error("unexpected end of input, expected a key or '}'") }
      guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let key = try parseString()
      skipWhitespace()
      guard !atEnd else { throw error("unexpected end of input, expected ':'") }
      guard bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      pairs.append((key, try parseValue()))
      skipWhitespace()
      guard !atEnd else { throw error("unexpected end of input, expected ',' or '}'") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"): index += 1; return .object(pairs)
      default: throw error("expected ',' or '}' in object")
      }
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if !atEnd, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      skipWhitespace()
      values.append(try parseValue())
      skipWhitespace()
      guard !atEnd else { throw error("unexpected end of input, expected ',' or ']'") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"): index += 1; return .array(values)
      default: throw error("expected ',' or ']' in array")
      }
    }
  }

  private mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") {
      index += 1
      if !atEnd, bytes[index] == UInt8(ascii: "I") {
        try expectWord("Infinity")
        return -.infinity
      }
      if !atEnd, bytes[index] == UInt8(ascii: "N") {
        try expectWord("NaN")
        return .nan
      }
    }
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - first
    }
    let integerStart = index
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw error("expected a digit in number", at: index) }
    guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw error("leading zero in number", at: integerStart)
    }
    if !atEnd, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
    }
    if !atEnd, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if !atEnd, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits(&self) > 0 else { throw error("expected a digit in exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number '\(text)'", at: start) }
    return value
  }

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard !atEnd else { throw error("unexpected end of input in \\u escape") }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
      if end > runStart {
        scalars.append(
          contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard !atEnd else { throw error("unexpected end of input in string", at: start) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(self, upTo: index, into: &scalars)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in string") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      flush(self, upTo: index, into: &scalars)
      index += 1
      guard !atEnd else { throw error("unexpected end of input in escape") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try parseHex4()
          if (0xDC00..<0xE000).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else {
            scalars.append("\u{FFFD}")
            code = low
          }
        }
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default:
        throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: index - 1)
      }
      runStart = index
    }
  }
}
