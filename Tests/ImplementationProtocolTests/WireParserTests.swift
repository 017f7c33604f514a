import Testing

@testable import ImplementationProtocol

/// The parser at the ends of a line and of its tokens: a literal, an
/// escape or a `\u` escape that ends exactly at the line's end, space
/// inside empty containers, numbers that JSON would not write, and where
/// each error says the problem is (its byte offset), since a host's author
/// reads that message to find the byte.
@Suite("Wire parser edges")
struct WireParserTests {
  static func parse(_ text: String) throws(WireSyntaxError) -> WireValue {
    try WireValue.parse(Array(text.utf8))
  }

  @Test(
    arguments: [
      ("null", WireValue.null), ("true", .bool(true)), ("false", .bool(false)),
      ("{ }", .object([:])), ("[ ]", .array([])), ("{\t}", .object([:])), ("[\r\n]", .array([])),
      (#""\u0041""#, .string("A")),
      ("[+5,1.0,1e2,-0.5]", .array([.double(5), .double(1), .double(100), .double(-0.5)])),
    ])
  func valuesThatEndTheLine(text: String, value: WireValue) throws {
    #expect(try Self.parse(text) == value)
  }

  /// The message names what was expected and the byte it was expected at.
  @Test(
    arguments: [
      ("nul", "expected null at byte 0"),
      ("[tru", "expected true at byte 1"),
      ("[", "expected a value at byte 1"),
      ("{", "expected a key at byte 1"),
      (#""\"#, "expected an escape at byte 2"),
      (#""\u0041"#, "expected a closing quote at byte 7"),
      (#""\u004"#, "expected four hex digits at byte 3"),
      (#""\u"#, "expected four hex digits at byte 3"),
      ("x", "expected a value at byte 0"),
      ("[1e999]", "expected a number at byte 1"),
      ("[1,--]", "expected a number at byte 3"),
    ])
  func errorsSayWhereTheyAre(text: String, message: String) {
    #expect {
      try Self.parse(text)
    } throws: { error in
      String(describing: error) == message
    }
  }

  /// A double is a whole number only when it is one and fits Int.
  @Test(
    arguments: [
      (2.0, 2), (-0.0, 0), (2.5, nil), (-1e18, -1_000_000_000_000_000_000), (9.3e18, nil),
      (Double.infinity, nil), (-Double.infinity, nil), (Double.nan, nil),
    ] as [(Double, Int?)])
  func aDoubleIsAWholeNumberOnlyWhenItIsOne(value: Double, int: Int?) {
    #expect(WireValue.double(value).int == int)
  }
}
