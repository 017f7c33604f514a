import BenchmarkTracking

/// The machine instructions of one object file, as `objdump -d
/// --no-show-raw-insn -w` prints them (AT&T syntax): the text of each
/// instruction by address, and which instruction follows which.
///
/// The pipeline model (``PipelineCost``) joins instructions into
/// straight-line runs only where one really follows the other in the file,
/// so a gap (padding, another function) always ends a run.
public struct Disassembly: Hashable, Sendable {
  /// Instruction text by address, without objdump's address column.
  public var instructions: [UInt64: String]
  /// The address of the instruction after each one, in file order.
  public var successor: [UInt64: UInt64]

  /// Reads objdump's listing.
  ///
  /// Lines that are not instructions (section and symbol headers, blank
  /// lines, `...` for skipped zeros) are ignored.
  ///
  /// - Parameter listing: the output of `objdump -d --no-show-raw-insn -w`.
  public init(objdumpListing listing: String) {
    // Policy: the listing of a whole bench binary is tens of megabytes, so
    // it is read as UTF-8 bytes, not as Characters.
    var instructions: [UInt64: String] = [:]
    var addresses: [UInt64] = []
    var listing = listing
    listing.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if let (address, text) = Self.instruction(bytes[start..<end]) {
          instructions[address] = text
          addresses.append(address)
        }
        start = end + 1
      }
    }
    addresses.sort()
    var successor: [UInt64: UInt64] = [:]
    for (current, next) in zip(addresses, addresses.dropFirst()) { successor[current] = next }
    self.instructions = instructions
    self.successor = successor
  }

  /// The address and text of one listing line ("  1cc8c2:\tpush   %rbp"),
  /// or `nil` for a line that is not an instruction.
  private static func instruction(
    _ line: Slice<UnsafeBufferPointer<UInt8>>
  ) -> (UInt64, String)? {
    var index = line.startIndex
    while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
    var address: UInt64 = 0
    var digits = 0
    while index < line.endIndex, let digit = Self.hexValue(line[index]) {
      guard digits < 16 else { return nil }
      address = address << 4 | UInt64(digit)
      digits += 1
      index += 1
    }
    guard digits > 0, index + 1 < line.endIndex, line[index] == UInt8(ascii: ":"),
      line[index + 1] == UInt8(ascii: "\t")
    else { return nil }
    var first = index + 2
    var last = line.endIndex
    func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    while first < last, isSpace(line[first]) { first += 1 }
    while last > first, isSpace(line[last - 1]) { last -= 1 }
    guard first < last else { return nil }
    return (address, String(decoding: line[first..<last], as: UTF8.self))
  }

  /// The value of a lowercase hexadecimal digit.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
