import Testing

@testable import MutationTesting

/// The reports are written as the Python tool wrote them.
@Suite struct ReportFormatTests {
  @Test func jsonIsWrittenAsPythonsDumpsWithSortedKeysAndOneSpaceOfIndent() {
    let value = JSONValue.object([
      "b": .array([.int(1), .double(2.5), .double(100)]), "a": .string("x ⇄ y\n\"q\""),
      "c": .object([:]), "d": .array([]), "e": .null, "f": .bool(true),
    ])
    #expect(
      value.encoded(indent: 1)
        == "{\n \"a\": \"x \\u21c4 y\\n\\\"q\\\"\",\n \"b\": [\n  1,\n  2.5,\n  100.0\n ],\n"
        + " \"c\": {},\n \"d\": [],\n \"e\": null,\n \"f\": true\n}")
    #expect(
      JSONValue.array([.string("a"), .string("b")]).encoded(indent: 0) == "[\n\"a\",\n\"b\"\n]")
  }

  @Test(arguments: [(2.675, 2, 2.67), (0.125, 2, 0.12), (65.4999, 1, 65.5), (1051.84, 1, 1051.8)])
  func roundsAsPythonDoes(value: Double, digits: Int, expected: Double) {
    #expect(JSONValue.round(value, digits) == expected)
  }
}
