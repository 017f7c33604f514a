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
