import BenchmarkTracking
import Foundation
import Testing

/// Pins why the package keeps its own JSON parser (see the Policy comment of
/// JSONParser.swift): what Foundation's `JSONDecoder` with `allowsJSON5`
/// does on this toolchain. When one of these stops holding, the reason to
/// keep the hand-written parser is gone and it should be replaced.
@Suite("Foundation's JSONDecoder, measured")
struct FoundationJSONDecoderTests {
  struct Numbers: Decodable { var values: [Double] }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The keys of an object in the order the decoder hands them out.
  struct KeyOrder: Decodable {
    var keys: [String]
    init(from decoder: any Decoder) throws {
      keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    }
  }

  func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.allowsJSON5 = true
    return decoder
  }

  @Test func readsBareNonFiniteNumbers() throws {
    let numbers = try decoder().decode(
      Numbers.self, from: Data(#"{"values": [NaN, Infinity, -Infinity, 1]}"#.utf8))
    #expect(numbers.values[0].isNaN)
    #expect(numbers.values[1...] == [.infinity, -.infinity, 1])
  }

  @Test func malformedTextErrorHasNoPosition() throws {
    let text = "{\"values\": [1,\n 2,\n 3x]}"
    var message = ""
    do {
      _ = try decoder().decode(Numbers.self, from: Data(text.utf8))
    } catch {
      message = "\(error)"
    }
    #expect(message.contains("not valid JSON"))
    #expect(!message.contains("line"), "\(message)")
    // The package's parser names the place.
    #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    do { _ = try JSONParser.parse(text) } catch { #expect(error.line == 3) }
  }

  @Test func objectKeysLoseTheirOrder() throws {
    let keys = (0..<26).map { "k" + String(UnicodeScalar(UInt8(97 + $0))) }
    let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
    let decoded = try decoder().decode(KeyOrder.self, from: Data(text.utf8))
    #expect(Set(decoded.keys) == Set(keys))
    // 26 keys in file order by chance: 1 in 26!, so this is not flaky.
    #expect(decoded.keys != keys)
  }

  @Test func acceptsTextThatIsNotJSON() throws {
    let text = "{values: [1, 2,], // a comment\n}"
    #expect(try decoder().decode(Numbers.self, from: Data(text.utf8)).values == [1, 2])
    #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
  }
}
