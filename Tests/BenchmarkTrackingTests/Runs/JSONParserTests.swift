import BenchmarkTracking
import Testing

@Suite("JSON parser")
struct JSONParserTests {
  @Test func acceptsBareNonFiniteNumbersOutsideStrings() throws {
    let value = try JSONParser.parse(#"{"a": NaN, "b": Infinity, "c": -Infinity, "d": "NaN"}"#)
    #expect(value["a"]?.doubleValue?.isNaN == true)
    #expect(value["b"]?.doubleValue == .infinity)
    #expect(value["c"]?.doubleValue == -.infinity)
    #expect(value["d"] == .string("NaN"))
  }

  @Test func readsNumbersAndEscapes() throws {
    let value = try JSONParser.parse(
      #"[-0.5e+2, 12, 1E3, "a\"b\\c\u00e9\ud83d\ude00\n", true, null]"#)
    #expect(
      value
        == .array([
          .number(-50), .number(12), .number(1000), .string("a\"b\\c\u{e9}\u{1F600}\n"),
          .bool(true), .null,
        ]))
  }

  @Test(
    "rejects malformed text with its position",
    arguments: [
      ("{\"a\": [1, 2", 1, 12, "unexpected end of input"),
      ("{\"a\": 1}\n x", 2, 2, "unexpected text after the end"),
      ("{\"a\": Nan}", 1, 7, "invalid literal"),
      ("[1,]", 1, 4, "unexpected character ']'"),
      ("[1.]", 1, 4, "expected a digit after '.'"),
      ("[01]", 1, 2, "leading zero"),
      ("{\"a\" 1}", 1, 6, "expected ':'"),
      ("\"abc", 1, 1, "unexpected end of input in string"),
      ("", 1, 1, "unexpected end of input"),
      (#"{"a": "\q"}"#, 1, 9, "invalid escape '\\q'"),
      ("[1,\n  \"\\x\"]", 2, 5, "invalid escape"),
      ("[1e]", 1, 4, "expected a digit in exponent"),
      ("[-]", 1, 3, "expected a digit in number"),
      ("[-x]", 1, 3, "expected a digit in number"),
      ("[1e+]", 1, 5, "expected a digit in exponent"),
      ("[-N]", 1, 3, "invalid literal"),
      ("{1: 2}", 1, 2, "expected a string key"),
      ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
      ("[1 2]", 1, 4, "expected ',' or ']'"),
    ])
  func rejectsMalformed(text: String, line: Int, column: Int, reason: String) {
    #expect {
      _ = try JSONParser.parse(text)
    } throws: { error in
      guard let error = error as? JSONParseError else { return false }
      return error.line == line && error.column == column && error.reason.contains(reason)
    }
  }

  @Test func capsNesting() {
    let deep =
      String(repeating: "[", count: JSONParser.maximumDepth + 1)
      + String(repeating: "]", count: JSONParser.maximumDepth + 1)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
    #expect(throws: Never.self) { try JSONParser.parse(fine) }
  }

  @Test func serializedTextReadsBackEqual() throws {
    let value = JSONValue.object([
      ("name", .string("quote \" slash \\ tab \t")), ("nan", .number(.nan)),
      ("inf", .number(-.infinity)), ("list", .array([.number(1.5), .number(3), .null])),
      ("empty", .object([])),
    ])
    #expect(try JSONParser.parse(value.serialized()) == value)
  }
}

/// The JSON reader where hand-written parsers slip: whitespace at every
/// place the grammar allows it, a byte-order mark, surrogate pairs and lone
/// surrogates, and the depth cap exactly (the positions errors name are
/// JSONParserTests' `rejectsMalformed` cases).
extension JSONParserTests {
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

/// The bounds a mutation sample of `BenchmarkTracking` moved without any
/// test noticing (results/mutation, `--module BenchmarkTracking`): the
/// values just past each documented bound.
extension JSONParserTests {
  /// Control characters are written as four hex digits, as JSON requires.
  @Test(arguments: [(0x01, "\\u0001"), (0x0B, "\\u000b"), (0x1F, "\\u001f"), (0x10, "\\u0010")])
  func controlCharactersAreEscapedInHex(code: UInt32, escaped: String) throws {
    let scalar = try #require(Unicode.Scalar(code))
    let text = JSONValue.string("a" + String(Character(scalar)) + "b").serialized()
    #expect(text == "\"a\(escaped)b\"\n")
  }
}
