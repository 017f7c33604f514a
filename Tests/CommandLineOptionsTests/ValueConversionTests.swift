import CommandLineOptions
import Testing

@Suite("ParsedArguments typed values")
struct ValueConversionTests {
  enum Shape: String, CaseIterable {
    case square, circle
    case roundedRectangle = "rounded-rectangle"
  }

  static let options: [OptionSpec] = [
    .value("shape", "NAME", help: "a shape"),
    .value("share", "P", help: "a percentage"),
    .value("count", "N", help: "a count"),
  ]

  func parse(_ arguments: String...) throws -> ParsedArguments {
    try ParsedArguments(arguments, options: Self.options)
  }

  @Test func enumerationsAreReadByRawValue() throws {
    #expect(
      try parse("--shape", "rounded-rectangle").value("shape", as: Shape.self) == .roundedRectangle)
    #expect(try parse("--shape=circle").value("shape", as: Shape.self) == .circle)
    #expect(try parse().value("shape", as: Shape.self) == nil)
  }

  @Test func aBadEnumerationValueListsEveryCaseInOrder() throws {
    let arguments = try parse("--shape", "hexagon")
    let text = usageMessage { () throws(UsageError) in try arguments.value("shape", as: Shape.self)
    }
    #expect(
      text == "option '--shape' expects square, circle or rounded-rectangle, got 'hexagon'")
  }

  @Test func aConversionOfItsOwnReadsTheValue() throws {
    let percent: (String) -> Double? = { text in
      Double(text.hasSuffix("%") ? String(text.dropLast()) : text).flatMap {
        (0...100).contains($0) ? $0 : nil
      }
    }
    #expect(
      try parse("--share", "25%").value("share", expected: "0 to 100", convert: percent) == 25)
    #expect(try parse("--share=7.5").value("share", expected: "0 to 100", convert: percent) == 7.5)
    #expect(try parse().value("share", expected: "0 to 100", convert: percent) == nil)
    let arguments = try parse("--share", "250%")
    let text = usageMessage { () throws(UsageError) in
      try arguments.value("share", expected: "a percentage from 0 to 100", convert: percent)
    }
    #expect(text == "option '--share' expects a percentage from 0 to 100, got '250%'")
  }

  @Test(arguments: ["0", "-3", "three", ""])
  func aValueFailingItsCheckIsRejectedWithTheSameMessage(text: String) throws {
    let arguments = try parse("--count", text)
    let message = usageMessage { () throws(UsageError) in
      try arguments.value("count", as: Int.self, expected: "a positive whole number") { $0 > 0 }
    }
    #expect(message == "option '--count' expects a positive whole number, got '\(text)'")
  }

  @Test func aValuePassingItsCheckIsReturned() throws {
    let count = try parse("--count=12").value(
      "count", as: Int.self, expected: "a positive whole number"
    ) { $0 > 0 }
    #expect(count == 12)
  }
}
