import Testing

@testable import ImplementationProtocol

/// A batch writes its request ids digit by digit (``WireWriter``) rather
/// than through `String`; the digits must be exactly `String(id)`'s, at
/// zero, at each power of ten and its neighbours, and at both ends of
/// `Int`, where a magnitude that did not fit would trap.
@Suite("Request id digits")
struct RequestIDDigitsTests {
  static let values: [Int] =
    [0, 1, -1, 9, 10, -10, 11, 99, 100, 101, 1_000_000_007, -123_456_789, .max, .min, .max - 1]

  @Test(arguments: values)
  func theDigitsAreStringsDigits(value: Int) {
    var bytes: [UInt8] = Array("id:".utf8)
    WireWriter.append(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "id:\(value)")
  }
}
