// Policy: the reference protocol is binary and little-endian: a frame is a
// few dozen bytes of commands, and its pixels are answered as runs of
// equal pixels (a frame of shapes is mostly long runs), which cut the bytes
// of a catalog-size frame by three orders of magnitude against raw RGBA.
// RaylibReference.md (beside LineProtocol.md) is the schema.

import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib

/// How the reference answers a frame's pixels.
public enum PixelEncoding: UInt8, Sendable, CaseIterable {
  /// Every pixel, four bytes R, G, B, A, top row first.
  case raw = 0
  /// Runs of equal pixels: pairs of little-endian u32 (count, pixel).
  case runs = 1
}

extension RaylibFrame {
  /// The request payload (without its length prefix).
  ///
  /// - Parameters:
  ///   - kind: 0 raw pixels, 1 runs, 2 time it (`repeats` follows).
  ///   - repeats: for timing, how many times to draw it.
  func encoded(kind: UInt8, repeats: UInt32? = nil) -> [UInt8] {
    var bytes: [UInt8] = [kind]
    bytes.appendLittleEndian(UInt16(clamping: size.width))
    bytes.appendLittleEndian(UInt16(clamping: size.height))
    bytes.appendLittleEndian(UInt32(clamping: commands.count))
    if let repeats { bytes.appendLittleEndian(repeats) }
    for command in commands { command.encode(into: &bytes) }
    return bytes
  }
}

extension RaylibCommand {
  /// The command's opcode and arguments.
  func encode(into bytes: inout [UInt8]) {
    switch self {
    case .clearBackground(let color):
      bytes.append(1)
      bytes.appendLittleEndian(color.packed)
    case .beginScissorMode(let x, let y, let width, let height):
      bytes.append(2)
      for value in [x, y, width, height] { bytes.appendLittleEndian(value) }
    case .endScissorMode:
      bytes.append(3)
    case .pushMatrix:
      bytes.append(4)
    case .popMatrix:
      bytes.append(5)
    case .translate(let x, let y):
      bytes.append(6)
      bytes.appendLittleEndian(x.bitPattern)
      bytes.appendLittleEndian(y.bitPattern)
    case .drawRectangle(let x, let y, let width, let height, let color):
      bytes.append(7)
      for value in [x, y, width, height] { bytes.appendLittleEndian(value) }
      bytes.appendLittleEndian(color.packed)
    case .drawRectangleRec(let x, let y, let width, let height, let color):
      bytes.append(8)
      for value in [x, y, width, height] { bytes.appendLittleEndian(value.bitPattern) }
      bytes.appendLittleEndian(color.packed)
    case .drawCircleV(let x, let y, let radius, let color):
      bytes.append(9)
      for value in [x, y, radius] { bytes.appendLittleEndian(value.bitPattern) }
      bytes.appendLittleEndian(color.packed)
    case .drawLine(let x0, let y0, let x1, let y1, let color):
      bytes.append(10)
      for value in [x0, y0, x1, y1] { bytes.appendLittleEndian(value) }
      bytes.appendLittleEndian(color.packed)
    case .drawLineEx(let x0, let y0, let x1, let y1, let thick, let color):
      bytes.append(11)
      for value in [x0, y0, x1, y1, thick] { bytes.appendLittleEndian(value.bitPattern) }
      bytes.appendLittleEndian(color.packed)
    case .drawRectangles(let rectangles, let color):
      bytes.append(12)
      bytes.appendLittleEndian(UInt32(clamping: rectangles.count))
      bytes.appendLittleEndian(color.packed)
      for rectangle in rectangles {
        for value in [rectangle.x, rectangle.y, rectangle.width, rectangle.height] {
          bytes.appendLittleEndian(value)
        }
      }
    case .drawRenderBatchActive:
      bytes.append(14)
    case .disableBlending:
      bytes.append(15)
    case .drawCells(let board, let cellWidth, let cellHeight, let color):
      bytes.append(13)
      bytes.appendLittleEndian(UInt32(clamping: board.columns))
      bytes.appendLittleEndian(UInt32(clamping: board.rows))
      bytes.appendLittleEndian(cellWidth)
      bytes.appendLittleEndian(cellHeight)
      bytes.appendLittleEndian(color.packed)
      // Live cells as bits, row by row, the first cell in the lowest bit.
      var byte: UInt8 = 0
      for (index, alive) in board.cells.enumerated() {
        if alive { byte |= 1 << UInt8(index & 7) }
        if index & 7 == 7 {
          bytes.append(byte)
          byte = 0
        }
      }
      if board.cells.count & 7 != 0 { bytes.append(byte) }
    }
  }
}

extension [UInt8] {
  mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}

extension ArraySlice<UInt8> {
  /// The little-endian `UInt32` at `offset` from the slice's start.
  func littleEndianUInt32(at offset: Int) -> UInt32 {
    let base = startIndex + offset
    return UInt32(self[base]) | UInt32(self[base + 1]) << 8 | UInt32(self[base + 2]) << 16
      | UInt32(self[base + 3]) << 24
  }
}
