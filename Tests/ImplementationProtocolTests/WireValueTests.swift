import ImplementationProtocol
import Testing

@Suite("Wire values")
struct WireValueTests {
  @Test func integersStayExactAcrossTheWholeRange() throws {
    let value = try WireValue.parse(Array("[9223372036854775807,-9223372036854775808,0]".utf8))
    #expect(value == .array([.int(.max), .int(.min), .int(0)]))
  }

  @Test func objectsNumbersStringsAndLiterals() throws {
    let value = try WireValue.parse(
      Array(#"{"id":7,"result":{"a":[1.5,-2e3,"NaN"],"b":null,"c":true,"s":"x\"\u0041"}}"#.utf8))
    #expect(value["id"]?.int == 7)
    let a = try #require(value["result"]?["a"]?.array)
    #expect(a[0].double == 1.5)
    #expect(a[1].double == -2000)
    #expect(a[2].double?.isNaN == true)
    #expect(value["result"]?["b"] == .null)
    #expect(value["result"]?["c"] == .bool(true))
    #expect(value["result"]?["s"]?.string == "x\"A")
  }

  @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "nul", "1 2", "\"open", "[1e999]", "-"])
  func malformedLinesAreErrorsNotTraps(text: String) {
    #expect(throws: WireSyntaxError.self) { try WireValue.parse(Array(text.utf8)) }
  }

  @Test func deepNestingIsRefused() {
    let text = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: WireSyntaxError.self) { try WireValue.parse(Array(text.utf8)) }
  }
}
