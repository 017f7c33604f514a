import BenchmarkTracking
import Testing

/// The JSON reader where hand-written parsers slip: whitespace at every
/// place the grammar allows it, a byte-order mark, surrogate pairs and lone
/// surrogates, and the depth cap exactly (the positions errors name are
/// JSONParserTests' `rejectsMalformed` cases).
@Suite("JSON parser at its edges")
struct JSONParserEdgeTests {
  /// One document, its tokens separated by `gap` (JSON's four whitespace
  /// characters), the same value whatever the gap.
  static func spaced(_ gap: String) -> String {
    let parts = [
      "{", "\"a\"", ":", "[", "1", ",", "-2.5e1", ",", "NaN", ",", "-Infinity", ",", "{", "}", ",",
      "[", "]", ",", "true", ",", "null", "]", ",", "\"b\"", ":", "{", "\"c\"", ":", "false", "}",
      "}",
    ]
    return gap + parts.joined(separator: gap) + gap
  }

  @Test(arguments: ["", " ", "\n", "\t", "\r\n", " \t\n\r "])
  func whitespaceAnywhereTheGrammarAllows(gap: String) throws {
    let value = try JSONParser.parse(Self.spaced(gap))
    let expected = JSONValue.object([
      (
        "a",
        .array([
          .number(1), .number(-25), .number(.nan), .number(-.infinity), .object([]), .array([]),
          .bool(true), .null,
        ])
      ),
      ("b", .object([("c", .bool(false))])),
    ])
    #expect(value == expected)
  }

  /// A UTF-8 byte-order mark is skipped (Windows editors write one), with
  /// whitespace after it; the text after it is read whole.
  @Test func byteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(" [1]".utf8)) == .array([.number(1)]))
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("\"x\"".utf8)) == .string("x"))
    #expect(throws: JSONParseError.self) { try JSONParser.parse([0xEF, 0xBB] + Array("1".utf8)) }
  }

  /// A high surrogate followed by a low one is one scalar; one followed by
  /// anything else is U+FFFD then what follows; a lone one at the end of
  /// the string is U+FFFD.
  @Test(arguments: [
    (#""\ud83d\ude00""#, "\u{1F600}"),
    (#""\ud83d\u0041""#, "\u{FFFD}A"),
    (#""\ud83dx""#, "\u{FFFD}x"),
    (#""\ud83d""#, "\u{FFFD}"),
    (#""\ude00""#, "\u{FFFD}"),
    (#""\u0041\u00e9""#, "A\u{e9}"),
    (#""a\/b\bc\fd\re\tf""#, "a/b\u{08}c\u{0C}d\re\tf"),
  ])
  func escapes(text: String, expected: String) throws {
    #expect(try JSONParser.parse(text) == .string(expected))
  }

  /// Exactly the cap nests, in arrays and objects alike, and one more does
  /// not; depth is counted down again on the way out, so siblings at the
  /// cap are fine.
  @Test func depthCapExactly() throws {
    let cap = JSONParser.maximumDepth
    func arrays(_ depth: Int) -> String {
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }
    func objects(_ depth: Int) -> String {
      String(repeating: "{\"k\":", count: depth - 1) + "{}"
        + String(repeating: "}", count: depth - 1)
    }
    #expect(throws: Never.self) { try JSONParser.parse(arrays(cap)) }
    #expect(throws: JSONParseError.self) { try JSONParser.parse(arrays(cap + 1)) }
    #expect(throws: Never.self) { try JSONParser.parse(objects(cap)) }
    #expect(throws: JSONParseError.self) { try JSONParser.parse(objects(cap + 1)) }
    let siblings = "[" + (0..<40).map { _ in arrays(cap - 1) }.joined(separator: ",") + "]"
    #expect(throws: Never.self) { try JSONParser.parse(siblings) }
    let objectSiblings = "[" + (0..<40).map { _ in objects(cap - 1) }.joined(separator: ",") + "]"
    #expect(throws: Never.self) { try JSONParser.parse(objectSiblings) }
  }
}
