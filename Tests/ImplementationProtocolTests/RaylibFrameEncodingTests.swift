// Policy: the raylib reference's requests are read back by a decoder written
// here from RaylibReference.md's tables (little-endian, a u8 opcode and its
// arguments), not from the encoder. Every argument of every command has a
// value of its own, so an argument written twice, exchanged or in the wrong
// width cannot pass.

import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib
import Testing

@testable import ImplementationProtocol

/// Reads a request as RaylibReference.md describes it, into one line per command.
private struct RequestReader {
  var bytes: [UInt8]
  var at = 0

  mutating func u8() throws -> UInt8 {
    try #require(at < bytes.count, "the request ends early at byte \(at)")
    at += 1
    return bytes[at - 1]
  }

  mutating func unsigned(_ width: Int) throws -> UInt64 {
    var value: UInt64 = 0
    for shift in 0..<width { value |= UInt64(try u8()) << (8 * UInt64(shift)) }
    return value
  }

  mutating func i32() throws -> Int32 { Int32(bitPattern: UInt32(try unsigned(4))) }
  mutating func f32() throws -> String { "f\(String(UInt32(try unsigned(4)), radix: 16))" }
  mutating func colour() throws -> String {
    "rgba(\(try u8()),\(try u8()),\(try u8()),\(try u8()))"
  }

  /// The header and each command's line.
  mutating func read() throws -> [String] {
    let kind = try u8()
    var lines = ["kind \(kind) size \(try unsigned(2))x\(try unsigned(2))"]
    let count = try unsigned(4)
    if kind == 2 { lines.append("repeats \(try unsigned(4))") }
    for _ in 0..<count {
      let opcode = try u8()
      switch opcode {
      case 1: lines.append("clear \(try colour())")
      case 2: lines.append("scissor \(try i32()) \(try i32()) \(try i32()) \(try i32())")
      case 3: lines.append("end scissor")
      case 4: lines.append("push")
      case 5: lines.append("pop")
      case 6: lines.append("translate \(try f32()) \(try f32())")
      case 7:
        lines.append("rect \(try i32()) \(try i32()) \(try i32()) \(try i32()) \(try colour())")
      case 8:
        lines.append("rectRec \(try f32()) \(try f32()) \(try f32()) \(try f32()) \(try colour())")
      case 9: lines.append("circle \(try f32()) \(try f32()) \(try f32()) \(try colour())")
      case 10:
        lines.append(
          "intLine \(try i32()) \(try i32()) \(try i32()) \(try i32()) \(try colour())")
      case 11:
        lines.append(
          "line \(try f32()) \(try f32()) \(try f32()) \(try f32()) \(try f32()) \(try colour())")
      case 12:
        let rectangles = try unsigned(4)
        var line = "rects \(try colour())"
        for _ in 0..<rectangles { line += " [\(try i32()) \(try i32()) \(try i32()) \(try i32())]" }
        lines.append(line)
      case 13:
        let columns = try unsigned(4)
        let rows = try unsigned(4)
        var line = "cells \(columns)x\(rows) \(try i32())x\(try i32()) \(try colour())"
        let cells = Int(columns * rows)
        var bits = ""
        var byte: UInt8 = 0
        for index in 0..<cells {
          if index % 8 == 0 { byte = try u8() }
          bits += byte >> UInt8(index % 8) & 1 == 1 ? "#" : "."
        }
        line += " " + bits
        lines.append(line)
      case 14: lines.append("flush")
      case 15: lines.append("no blending")
      default: Issue.record("unknown opcode \(opcode) at byte \(at - 1)")
      }
    }
    #expect(at == bytes.count, "\(bytes.count - at) bytes left over")
    return lines
  }
}

private func f(_ value: Float) -> String { "f\(String(value.bitPattern, radix: 16))" }

@Suite("Raylib reference requests against an independent decoder")
struct RaylibFrameEncodingTests {
  @Test func everyCommandCarriesItsArgumentsInTheDocumentedOrder() throws {
    let a = Color(red: 1, green: 2, blue: 3, alpha: 4)
    let b = Color(red: 250, green: 128, blue: 7, alpha: 255)
    var board = try CellBoard(columns: 5, rows: 2)
    for (column, row) in [(0, 0), (3, 0), (4, 1), (1, 1)] {
      board.setAlive(true, column: column, row: row)
    }
    let rectangles = [
      RaylibCommand.RectangleArguments(x: -3, y: 4, width: 50, height: 60),
      RaylibCommand.RectangleArguments(x: 7, y: -8, width: 9, height: 1_000_000),
    ]
    let frame = RaylibFrame(
      size: PixelSize(width: 1206, height: 513),
      commands: [
        .clearBackground(a),
        .beginScissorMode(x: -1, y: 2, width: 300, height: 40_000),
        .pushMatrix,
        .translate(x: 0.5, y: -1.25),
        .drawRectangle(x: 11, y: -12, width: 13, height: 14, b),
        .drawRectangleRec(x: 1.5, y: 2.5, width: -3.5, height: .infinity, a),
        .drawCircleV(x: 100.25, y: -0.0, radius: .nan, b),
        .drawLineEx(startX: 1, startY: 2, endX: 3, endY: 4, thick: 5, a),
        .drawLine(startX: -2_147_483_648, startY: 9, endX: 10, endY: 2_147_483_647, b),
        .drawRectangles(rectangles, b),
        .drawCells(board, cellWidth: 6, cellHeight: 7, a),
        .popMatrix,
        .endScissorMode,
        .drawRenderBatchActive,
        .disableBlending,
      ])
    var reader = RequestReader(bytes: frame.encoded(kind: 2, repeats: 77))
    let lines = try reader.read()
    #expect(
      lines == [
        "kind 2 size 1206x513",
        "repeats 77",
        "clear rgba(1,2,3,4)",
        "scissor -1 2 300 40000",
        "push",
        "translate \(f(0.5)) \(f(-1.25))",
        "rect 11 -12 13 14 rgba(250,128,7,255)",
        "rectRec \(f(1.5)) \(f(2.5)) \(f(-3.5)) \(f(.infinity)) rgba(1,2,3,4)",
        "circle \(f(100.25)) \(f(-0.0)) \(f(.nan)) rgba(250,128,7,255)",
        "line \(f(1)) \(f(2)) \(f(3)) \(f(4)) \(f(5)) rgba(1,2,3,4)",
        "intLine -2147483648 9 10 2147483647 rgba(250,128,7,255)",
        "rects rgba(250,128,7,255) [-3 4 50 60] [7 -8 9 1000000]",
        "cells 5x2 6x7 rgba(1,2,3,4) #..#..#..#",
        "pop",
        "end scissor",
        "flush",
        "no blending",
      ])
  }

  @Test func sizesBeyondSixteenBitsAreClampedAndOtherKindsHaveNoRepeats() throws {
    let frame = RaylibFrame(size: PixelSize(width: 70_000, height: -5), commands: [.pushMatrix])
    for kind: UInt8 in [0, 1] {
      var reader = RequestReader(bytes: frame.encoded(kind: kind))
      #expect(try reader.read() == ["kind \(kind) size 65535x0", "push"])
    }
  }

  @Test func cellBoardsWhoseCellsFillWholeBytesEndWithoutAPaddingByte() throws {
    var board = try CellBoard(columns: 8, rows: 2)
    board.setAlive(true, column: 7, row: 0)
    board.setAlive(true, column: 0, row: 1)
    let frame = RaylibFrame(
      size: PixelSize(width: 8, height: 2),
      commands: [.drawCells(board, cellWidth: 1, cellHeight: 1, .init(red: 9, green: 8, blue: 7))])
    let bytes = frame.encoded(kind: 1)
    #expect(bytes.suffix(2) == [0x80, 0x01])
    var reader = RequestReader(bytes: bytes)
    #expect(
      try reader.read() == [
        "kind 1 size 8x2", "cells 8x2 1x1 rgba(9,8,7,255) .......##.......",
      ])
  }

  /// A board's bits take exactly ceil(cells / 8) bytes, whatever the
  /// number of cells left over in the last byte (none, one, or seven), and
  /// the last cell is the highest bit it uses.
  @Test(arguments: [(1, 1), (3, 3), (8, 1), (4, 6), (7, 1), (5, 5)])
  func cellBoardsTakeWholeBytesForTheirCells(columns: Int, rows: Int) throws {
    var board = try CellBoard(columns: columns, rows: rows)
    // The first and the last cell alive, and every third in between.
    for index in 0..<columns * rows where index % 3 == 0 || index == columns * rows - 1 {
      board.setAlive(true, column: index % columns, row: index / columns)
    }
    let frame = RaylibFrame(
      size: PixelSize(width: columns, height: rows),
      commands: [.drawCells(board, cellWidth: 2, cellHeight: 3, .init(red: 1, green: 2, blue: 3))])
    let bytes = frame.encoded(kind: 0)
    // Header 9, opcode 1, columns, rows, cell width, height, colour 5 x 4.
    #expect(bytes.count == 9 + 1 + 20 + (columns * rows + 7) / 8)
    let cells = (0..<columns * rows).map { $0 % 3 == 0 || $0 == columns * rows - 1 ? "#" : "." }
    var reader = RequestReader(bytes: bytes)
    #expect(
      try reader.read() == [
        "kind 0 size \(columns)x\(rows)",
        "cells \(columns)x\(rows) 2x3 rgba(1,2,3,255) \(cells.joined())",
      ])
  }

  @Test func littleEndianWordsAreReadBackFromAnyOffset() {
    let bytes: [UInt8] = [9, 0x78, 0x56, 0x34, 0x12, 0xFF]
    #expect(bytes[1...].littleEndianUInt32(at: 0) == 0x1234_5678)
    #expect(bytes[0...].littleEndianUInt32(at: 2) == 0xFF12_3456)
  }
}
