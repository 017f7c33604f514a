// Policy: a batch's request ids are written as bytes, not by string
// interpolation: a batch holds thousands of requests, and writing digits
// straight into its buffer costs a fraction of what an interpolated
// `String` does. (The arguments are each type's `wireText`.)

/// Writes integers into a request's bytes.
enum WireWriter {
  /// Appends the decimal digits of `value`.
  static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // The magnitude as UInt, so Int.min has one; at least one digit, so 0
    // is "0".
    var magnitude = value.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }
}
