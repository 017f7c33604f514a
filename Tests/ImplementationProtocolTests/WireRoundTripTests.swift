// Policy: the harness's encoder is read back by a second, deliberately
// simple reader written here from the protocol's documented layout (flat
// arrays in schema order, "NaN"/"Infinity"/"-Infinity" for the values JSON
// cannot write), and the decoder is fed text this file writes itself. Every
// field of every value gets a distinct number, so an exchanged or repeated
// field cannot pass, and the doubles cover NaN, both infinities, -0.0, the
// extremes and fractions that need every digit.

import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster
import Testing

@testable import ImplementationProtocol

/// One element of a flat protocol array, read independently of the harness.
private enum Element: Equatable {
  case integer(Int)
  case double(Double)
  case null

  /// Equal as the protocol means it: NaN equals NaN, -0.0 is not 0.0.
  func same(as other: Element) -> Bool {
    switch (self, other) {
    case (.double(let a), .double(let b)):
      return a.isNaN ? b.isNaN : a == b && a.sign == b.sign
    default: return self == other
    }
  }
}

/// Reads a flat JSON array of numbers (`[1,-2.5,"NaN"]`) by splitting at
/// commas: no nesting, no strings but the three the protocol names.
private func readFlatArray(_ text: String) -> [Element]? {
  guard text.first == "[", text.last == "]" else { return nil }
  let body = text.dropFirst().dropLast()
  if body.isEmpty { return [] }
  var out: [Element] = []
  for token in body.split(separator: ",", omittingEmptySubsequences: false) {
    switch token {
    case "\"NaN\"": out.append(.double(.nan))
    case "\"Infinity\"": out.append(.double(.infinity))
    case "\"-Infinity\"": out.append(.double(-.infinity))
    case "null": out.append(.null)
    default:
      if !token.contains(where: { ".eE".contains($0) }), let value = Int(token) {
        out.append(.integer(value))
      } else if let value = Double(token) {
        out.append(.double(value))
      } else {
        return nil
      }
    }
  }
  return out
}

/// Writes a double as the protocol documents, independently of `Wire`.
private func written(_ value: Double) -> String {
  if value.isNaN { return "\"NaN\"" }
  if value == .infinity { return "\"Infinity\"" }
  if value == -.infinity { return "\"-Infinity\"" }
  return "\(value)"
}

/// Doubles of every kind the wire must carry, each distinct.
private let doubleKinds: [Double] = [
  .nan, .infinity, -.infinity, -0.0, 0, 0.1, -2.5, 1e300, -1e-300, .leastNonzeroMagnitude,
  .greatestFiniteMagnitude, 59, 1 / 3, 12.0,
]

/// Integers at the edges of the wire's 64-bit range and in between, each distinct.
private let integerKinds: [Int] = [.min, .max, 0, -1, 1, 2_622, -1_206, 1 << 40]

/// Every ordered choice of `count` distinct entries of `values`, cycled so
/// each value takes each position (enough to see any exchange of fields).
private func rotations<T>(_ values: [T], _ count: Int) -> [[T]] {
  values.indices.map { start in (0..<count).map { values[(start + $0) % values.count] } }
}

private func expectRead(
  _ text: String, _ expected: [Element], sourceLocation: SourceLocation = #_sourceLocation
) {
  let read = readFlatArray(text)
  #expect(read != nil, "not a flat array: \(text)", sourceLocation: sourceLocation)
  guard let read else { return }
  #expect(read.count == expected.count, "\(text)", sourceLocation: sourceLocation)
  for (got, want) in zip(read, expected) {
    #expect(got.same(as: want), "\(text): \(got) for \(want)", sourceLocation: sourceLocation)
  }
}

@Suite("Wire encoding and decoding against an independent reader and writer")
struct WireRoundTripTests {
  @Test func doublesOfEveryKindAreWrittenAsDocumented() {
    for value in doubleKinds {
      expectRead("[\(Wire.number(value))]", [.double(value)])
    }
  }

  @Test func pixelRectanglesAreXYWidthHeight() {
    for v in rotations(integerKinds, 4) {
      let rect = PixelRect(x: v[0], y: v[1], width: v[2], height: v[3])
      expectRead(Wire.rect(rect), v.map(Element.integer))
      expectRead(Wire.rect(Optional(rect)), v.map(Element.integer))
    }
    #expect(Wire.rect(PixelRect?.none) == "null")
  }

  @Test func sizesAndPointsAreInAxisOrder() {
    for v in rotations(integerKinds, 2) {
      expectRead(Wire.size(PixelSize(width: v[0], height: v[1])), v.map(Element.integer))
    }
    for v in rotations(doubleKinds, 2) {
      expectRead(Wire.point(Point(x: v[0], y: v[1])), v.map(Element.double))
      expectRead(Wire.size(Size(width: v[0], height: v[1])), v.map(Element.double))
    }
  }

  @Test func insetsAreTopLeftBottomRight() {
    for v in rotations(doubleKinds, 4) {
      let insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
      expectRead(Wire.insets(insets), v.map(Element.double))
    }
  }

  @Test func coloursAreRedGreenBlueAlpha() {
    for v in rotations([0, 255, 7, 128, 64] as [UInt8], 4) {
      let color = Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
      expectRead(Wire.color(color), v.map { .integer(Int($0)) })
      expectRead(Wire.color(Optional(color)), v.map { .integer(Int($0)) })
    }
    #expect(Wire.color(Color?.none) == "null")
  }

  @Test func aHostFrameRequestCarriesEveryFieldInSchemaOrder() throws {
    let screen = PixelSize(width: 1206, height: 2622)
    let region = PixelRect(x: 3, y: 186, width: 1200, height: 2334)
    let previous = Color(red: 1, green: 2, blue: 3, alpha: 4)
    let clear = Color(red: 5, green: 6, blue: 7, alpha: 8)
    let a = Color(red: 9, green: 10, blue: 11, alpha: 12)
    let b = Color(red: 13, green: 14, blue: 15, alpha: 16)
    let c = Color(red: 17, green: 18, blue: 19, alpha: 20)
    let points = [Point(x: .nan, y: -0.0), Point(x: .infinity, y: -.infinity), Point(x: 0.1, y: 2)]
    let box = PixelRect(x: -20, y: 7, width: 100, height: 50)
    let scenes: [(HostScene, String)] = [
      (
        .overshoot(40, background: a, color: b),
        "{\"kind\":\"overshoot\",\"overshoot\":40,\"background\":[9,10,11,12],\"color\":[13,14,15,16]}"
      ),
      (
        .clipBox(box, background: a, color: b),
        "{\"kind\":\"clipBox\",\"box\":[-20,7,100,50],\"background\":[9,10,11,12],"
          + "\"color\":[13,14,15,16]}"
      ),
      (
        .touches(points, radius: 2.5, background: a, trail: b, marker: c),
        "{\"kind\":\"touches\",\"points\":[[\"NaN\",-0.0],[\"Infinity\",\"-Infinity\"],[0.1,2.0]],"
          + "\"radius\":2.5,\"background\":[9,10,11,12],\"trail\":[13,14,15,16],"
          + "\"marker\":[17,18,19,20]}"
      ),
    ]
    for (scene, expected) in scenes {
      let request = HostFrameRequest(
        screen: screen, region: region, previous: previous, clear: clear, scene: scene)
      #expect(
        request.wireText
          == "{\"screen\":[1206,2622],\"region\":[3,186,1200,2334],\"previous\":[1,2,3,4],"
          + "\"clear\":[5,6,7,8],\"scene\":\(expected)}")
      // The whole request is valid protocol JSON with every member in place.
      let parsed = try WireValue.parse(Array(request.wireText.utf8))
      #expect(try parsed.member("region", in: "request").pixelRect("region") == region)
    }
    let cleared = HostFrameRequest(
      screen: screen, region: nil, previous: nil, clear: clear,
      scene: .overshoot(0, background: a, color: b))
    #expect(
      cleared.wireText.hasPrefix(
        "{\"screen\":[1206,2622],\"region\":null,\"previous\":null,"))
  }

  @Test func answersAreDecodedInTheDocumentedOrder() throws {
    for v in rotations(integerKinds, 4) {
      let text = "[\(v[0]),\(v[1]),\(v[2]),\(v[3])]"
      let value = try WireValue.parse(Array(text.utf8))
      #expect(try value.pixelRect("r") == PixelRect(x: v[0], y: v[1], width: v[2], height: v[3]))
      #expect(
        try value.optionalPixelRect("r") == PixelRect(x: v[0], y: v[1], width: v[2], height: v[3]))
    }
    #expect(try WireValue.null.optionalPixelRect("r") == nil)
    for v in rotations(doubleKinds, 4) {
      let value = try WireValue.parse(Array("[\(v.map(written).joined(separator: ","))]".utf8))
      let rect = try value.rect("r")
      let got = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(
        Element.double)
      for (g, w) in zip(got, v.map(Element.double)) { #expect(g.same(as: w), "\(v)") }
      let point = try WireValue.parse(Array("[\(written(v[0])),\(written(v[1]))]".utf8)).point("p")
      #expect(Element.double(point.x).same(as: .double(v[0])))
      #expect(Element.double(point.y).same(as: .double(v[1])))
    }
  }

  @Test func wrongShapesAreNamedNotGuessed() throws {
    let three = try WireValue.parse(Array("[1,2,3]".utf8))
    #expect(throws: WireShapeError.self) { try three.pixelRect("region") }
    let fraction = try WireValue.parse(Array("[1,2,3,4.5]".utf8))
    #expect(throws: WireShapeError.self) { try fraction.pixelRect("region") }
    let word = try WireValue.parse(Array("[1,\"two\"]".utf8))
    #expect(throws: WireShapeError.self) { try word.point("touch") }
    let object = try WireValue.parse(Array("{\"a\":1}".utf8))
    #expect(throws: WireShapeError.self) { try object.intMember("b", in: "answer") }
    #expect(try object.intMember("a", in: "answer") == 1)
  }
}
