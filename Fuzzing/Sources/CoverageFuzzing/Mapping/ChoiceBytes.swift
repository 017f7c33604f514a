// Policy: choices are read from libFuzzer's bytes as LEB128 varints (seven
// bits a byte, low group first, high bit set on every byte but a choice's
// last). Most draws have small bounds (a branch of four, an edge index, a
// device, a Boolean), so a choice usually costs one byte: one mutated byte
// changes exactly one choice, and an inserted or erased byte shifts the later
// choices, as Hypothesis's own mutations do. Fixed eight-byte words would
// make almost every mutated word huge, and ChoiceSequence clamps a value not
// below its bound to the largest allowed, so nearly every draw would sit at
// its top. Clamping (not a modulo) keeps "larger bytes, larger value", which
// both libFuzzer's comparison-guided mutations (it sees `value >= bound`) and
// the shrinker rely on.

/// The byte encoding of choice sequences that the coverage fuzzer reads.
///
/// Decoding is total: every byte string is a valid sequence of choices, so
/// no input libFuzzer makes is rejected.
public enum ChoiceBytes {
  /// The most bytes one choice may take: ten groups of seven bits hold 64.
  public static let maximumBytesPerChoice = 10

  /// Reads choices from bytes.
  ///
  /// A choice ends at a byte whose high bit is clear, at its tenth byte
  /// whatever that byte's high bit, or at the end of the input (a truncated
  /// tail keeps the bits read so far). Bits beyond 64 saturate the choice at
  /// `UInt64.max` rather than wrap, so more bytes never mean a smaller value.
  ///
  /// - Parameter bytes: the input, without the property selector.
  /// - Returns: one choice per varint, in order.
  public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt64] {
    var choices: [UInt64] = []
    choices.reserveCapacity(bytes.count)
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var length = 0
    for byte in bytes {
      let group = UInt64(byte & 0x7F)
      if shift < 64 {
        let shifted = group << shift
        // Bits shifted out of the top would be lost: saturate instead.
        if shifted >> shift != group {
          value = .max
        } else {
          value |= shifted
        }
      } else if group != 0 {
        value = .max
      }
      shift += 7
      length += 1
      if byte & 0x80 == 0 || length == maximumBytesPerChoice {
        choices.append(value)
        value = 0
        shift = 0
        length = 0
      }
    }
    if length > 0 { choices.append(value) }
    return choices
  }

  /// Writes choices as minimal varints, so that `decode(encode(c)) == c`.
  ///
  /// - Parameter choices: the choices, any values.
  /// - Returns: the bytes; a zero choice is one zero byte.
  public static func encode(_ choices: [UInt64]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(choices.count)
    for choice in choices {
      var rest = choice
      while rest >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
        rest >>= 7
      }
      bytes.append(UInt8(rest))
    }
    return bytes
  }
}
