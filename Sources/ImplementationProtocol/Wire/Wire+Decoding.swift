import SafeAreaGeometry

/// An answer that is valid JSON but not the shape the schema gives.
public struct WireShapeError: Error, Sendable, CustomStringConvertible {
  /// What the schema expected.
  public var expected: String
  /// The message.
  public var description: String { "expected \(expected)" }
}

extension WireValue {
  func numbers(_ count: Int, _ what: String) throws(WireShapeError) -> [WireValue] {
    guard let elements = array, elements.count == count else {
      throw WireShapeError(expected: "\(what) as an array of \(count) numbers")
    }
    return elements
  }

  func ints(_ count: Int, _ what: String) throws(WireShapeError) -> [Int] {
    var values: [Int] = []
    for element in try numbers(count, what) {
      guard let value = element.int else {
        throw WireShapeError(expected: "\(what) as \(count) whole numbers")
      }
      values.append(value)
    }
    return values
  }

  func doubles(_ count: Int, _ what: String) throws(WireShapeError) -> [Double] {
    var values: [Double] = []
    for element in try numbers(count, what) {
      guard let value = element.double else {
        throw WireShapeError(expected: "\(what) as \(count) numbers")
      }
      values.append(value)
    }
    return values
  }

  func pixelRect(_ what: String) throws(WireShapeError) -> PixelRect {
    let v = try ints(4, what + " [x, y, width, height]")
    return PixelRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  func optionalPixelRect(_ what: String) throws(WireShapeError) -> PixelRect? {
    self == .null ? nil : try pixelRect(what + " (or null)")
  }

  func rect(_ what: String) throws(WireShapeError) -> Rect {
    let v = try doubles(4, what + " [x, y, width, height]")
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  func point(_ what: String) throws(WireShapeError) -> Point {
    let v = try doubles(2, what + " [x, y]")
    return Point(x: v[0], y: v[1])
  }

  func member(_ key: String, in what: String) throws(WireShapeError) -> WireValue {
    guard let value = self[key] else {
      throw WireShapeError(expected: "\(what) with member \"\(key)\"")
    }
    return value
  }

  func intMember(_ key: String, in what: String) throws(WireShapeError) -> Int {
    guard let value = try member(key, in: what).int else {
      throw WireShapeError(expected: "\"\(key)\" of \(what) as a whole number")
    }
    return value
  }
}
