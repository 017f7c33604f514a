// Policy: requests are built as bytes, not by string interpolation: a
// through-the-pipe case spends most of its harness time formatting 64-bit
// coordinates, and writing digits straight into a buffer costs a fraction
// of what an interpolated `String` does.

import SafeAreaGeometry

/// Builds one request's `args` object as JSON bytes, keys in the order
/// written.
struct WireWriter {
  private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]

  /// Starts a member: `"key":`.
  mutating func key(_ name: StaticString) {
    if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  mutating func int(_ value: Int) { Self.append(value, to: &bytes) }

  /// Appends the decimal digits of `value`.
  static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // The magnitude as UInt, so Int.min has one.
    var magnitude = value.magnitude
    let start = bytes.count
    while magnitude > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    }
    bytes[start...].reverse()
  }

  mutating func number(_ value: Double) {
    bytes.append(contentsOf: Wire.number(value).utf8)
  }

  mutating func rect(_ r: PixelRect) {
    bytes.append(UInt8(ascii: "["))
    int(r.x)
    bytes.append(UInt8(ascii: ","))
    int(r.y)
    bytes.append(UInt8(ascii: ","))
    int(r.width)
    bytes.append(UInt8(ascii: ","))
    int(r.height)
    bytes.append(UInt8(ascii: "]"))
  }

  mutating func rect(_ r: PixelRect?) {
    if let r { rect(r) } else { bytes.append(contentsOf: "null".utf8) }
  }

  mutating func size(_ s: PixelSize) {
    bytes.append(UInt8(ascii: "["))
    int(s.width)
    bytes.append(UInt8(ascii: ","))
    int(s.height)
    bytes.append(UInt8(ascii: "]"))
  }

  /// The finished object as text.
  mutating func finish() -> String {
    bytes.append(UInt8(ascii: "}"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
