// Policy: the protocol's encodings are per type, not per function. A request
// is the function's arguments written under the keys its declaration gives
// (EngineFunctions), each in its type's encoding; an answer is its type's
// encoding. So a new engine function whose argument and answer types the
// protocol already writes needs nothing here, and the pipe client and the
// served engine stay two readers of one set of encodings. A type the
// protocol writes as several members of `args` (a safe region as its
// screen and insets, a host-frame request as its fields) writes them in
// place of its key.

import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

/// Why a request's arguments are not a call: the wrong shape, or values
/// the protocol refuses (answered with an error naming them).
enum WireArgumentError: Error {
  case shape(WireShapeError)
  case refused(String)
}

/// A type the line protocol carries, as an argument, an answer or both.
protocol WireCodable {
  /// The value as JSON text.
  var wireText: String { get }
  /// The value from its JSON, or a shape error naming `what`.
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> Self
  /// Writes the value as `args` members: by default `"key":<text>`.
  func writeMembers(key: String) -> String
  /// Reads the value from a request's `args`: by default its `key`.
  static func read(
    from args: WireValue, key: String, function: String
  ) throws(WireArgumentError) -> Self
  /// An answer, which some types read with the request's arguments at hand
  /// (a host plan's scenes take the request's scale).
  static func decodeAnswer(
    _ value: WireValue, arguments: [Any], function: String
  ) throws(WireShapeError) -> Self
  /// What the protocol answers where the engine answers `nil`: `null`,
  /// or an error with this reason.
  static var refusedWhenAbsent: String? { get }
}

extension WireCodable {
  func writeMembers(key: String) -> String { "\"\(key)\":\(wireText)" }

  static func read(
    from args: WireValue, key: String, function: String
  ) throws(WireArgumentError) -> Self {
    guard let value = args[key] else {
      throw .shape(WireShapeError(expected: "\(function) with member \"\(key)\""))
    }
    return try decode(value, key)
  }

  static func decodeAnswer(
    _ value: WireValue, arguments: [Any], function: String
  ) throws(WireShapeError) -> Self {
    do {
      return try decode(value, "the \(function) answer")
    } catch {
      switch error {
      case .shape(let shape): throw shape
      case .refused(let reason):
        throw WireShapeError(expected: "an answer the engine takes (\(reason))")
      }
    }
  }

  static var refusedWhenAbsent: String? { nil }
}

/// Rethrows a shape error as an argument error.
func shaped<Value>(_ body: () throws(WireShapeError) -> Value) throws(WireArgumentError) -> Value {
  do {
    return try body()
  } catch {
    throw .shape(error)
  }
}

extension Optional: WireCodable where Wrapped: WireCodable {
  var wireText: String { map(\.wireText) ?? "null" }

  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> Self {
    guard value != .null else {
      if let reason = Wrapped.refusedWhenAbsent {
        throw .shape(WireShapeError(expected: "\(what), not null (\(reason) is an error)"))
      }
      return nil
    }
    return try Wrapped.decode(value, what + " (or null)")
  }

  static func decodeAnswer(
    _ value: WireValue, arguments: [Any], function: String
  ) throws(WireShapeError) -> Self {
    if value == .null, Wrapped.refusedWhenAbsent == nil { return nil }
    return try Wrapped.decodeAnswer(value, arguments: arguments, function: function)
  }
}

extension Int: WireCodable {
  var wireText: String { String(self) }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> Int {
    guard let int = value.int else {
      throw .shape(WireShapeError(expected: "\"\(what)\" as a whole number"))
    }
    return int
  }
}

extension Size: WireCodable {
  var wireText: String { Wire.size(self) }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> Size {
    let v = try shaped { () throws(WireShapeError) in try value.doubles(2, what) }
    return Size(width: v[0], height: v[1])
  }
}

extension EdgeInsets: WireCodable {
  var wireText: String { Wire.insets(self) }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> EdgeInsets {
    let v = try shaped { () throws(WireShapeError) in try value.doubles(4, what) }
    return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
  }
}

extension Rect: WireCodable {
  var wireText: String {
    "[\(Wire.number(minX)),\(Wire.number(minY)),\(Wire.number(width)),\(Wire.number(height))]"
  }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> Rect {
    try shaped { () throws(WireShapeError) in try value.rect(what) }
  }
}

extension PixelRect: WireCodable {
  var wireText: String { Wire.rect(self) }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> PixelRect {
    try shaped { () throws(WireShapeError) in try value.pixelRect(what) }
  }
}

extension PixelSize: WireCodable {
  var wireText: String { Wire.size(self) }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> PixelSize {
    let v = try shaped { () throws(WireShapeError) in try value.ints(2, what) }
    return PixelSize(width: v[0], height: v[1])
  }
}

extension Point: WireCodable {
  var wireText: String { Wire.point(self) }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> Point {
    try shaped { () throws(WireShapeError) in try value.point(what) }
  }
}

extension Array: WireCodable where Element: WireCodable {
  var wireText: String { "[" + map(\.wireText).joined(separator: ",") + "]" }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> [Element] {
    guard let elements = value.array else {
      throw .shape(WireShapeError(expected: "\"\(what)\" as an array"))
    }
    var decoded: [Element] = []
    for element in elements { decoded.append(try Element.decode(element, "an element of \(what)")) }
    return decoded
  }
}

extension DisplayScale: WireCodable {
  var wireText: String { Wire.number(factor) }
  /// A scale the engine refuses (not a positive finite number) is refused.
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> DisplayScale {
    guard let factor = value.double else {
      throw .shape(WireShapeError(expected: "\"\(what)\" as a number"))
    }
    do {
      return try DisplayScale(validating: factor)
    } catch {
      throw .refused(error.description)
    }
  }
}

extension SafeRegion: WireCodable {
  var wireText: String { "{" + writeMembers(key: "") + "}" }
  func writeMembers(key: String) -> String {
    "\"screen\":\(Wire.size(screen)),\"insets\":\(Wire.insets(insets))"
  }
  static func decode(_ value: WireValue, _ what: String) throws(WireArgumentError) -> SafeRegion {
    try read(from: value, key: what, function: what)
  }
  /// A region is its screen and insets, side by side in `args`; a screen
  /// or insets the engine refuses (NaN, infinite, negative) is refused.
  static func read(
    from args: WireValue, key: String, function: String
  ) throws(WireArgumentError) -> SafeRegion {
    let screen = try Size.read(from: args, key: "screen", function: function)
    let insets = try EdgeInsets.read(from: args, key: "insets", function: function)
    do {
      return try SafeRegion(screen: screen, insets: insets)
    } catch {
      throw .refused(error.description)
    }
  }
}

/// An optional answer, asked what its absence means on the wire.
protocol OptionalWireAnswer {
  /// Why the protocol refuses `nil` of this type, or `nil` when it is `null`.
  static var wrappedRefusal: String? { get }
}

extension Optional: OptionalWireAnswer where Wrapped: WireCodable {
  static var wrappedRefusal: String? { Wrapped.refusedWhenAbsent }
}
