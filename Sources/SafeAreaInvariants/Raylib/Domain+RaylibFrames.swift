// Policy: the frames are edge-biased the way the engine's bugs are. Sizes
// are mostly small (a pixel decides a case, and a small frame shrinks to a
// readable one), some medium, one in ten a catalog screen at scale 1.
// Coordinates are whole, half and eighth pixels, decimals that binary
// cannot hold, and now and then values far outside the frame or near the
// 32-bit limits raylib's `int` arguments have; extents are zero and
// negative as often as positive; scissors are degenerate, outside the
// frame, nested or raised again after EndScissorMode; a frame sometimes
// runs the matrix stack to its limit and past it.

import PropertyFuzzing
import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib

extension Domain {
  /// Frames of raylib commands for ``InvariantSuite/canvasMatchesRaylib(_:)``.
  ///
  /// - Parameter largest: the largest frame the renderer draws; catalog
  ///   screens larger than this are left out.
  public static func raylibFrame(largest: PixelSize) -> Gen<RaylibFrame> {
    Gen { choices in raylibFrame(largest: largest, &choices) }
  }

  static func raylibFrame(largest: PixelSize, _ choices: inout ChoiceSequence) -> RaylibFrame {
    let size = raylibFrameSize(largest: largest, &choices)
    let extent = Swift.max(size.width, size.height)
    var commands: [RaylibCommand] = []
    let count = choices.int(in: 1...8)
    for _ in 0..<count {
      if choices.weightedBool(1, in: 24) {
        // The matrix stack near its limit (32): a run of pushes, then a
        // translation that only counts if the last push was taken.
        let pushes = choices.int(in: 30...34)
        commands += repeatElement(.pushMatrix, count: pushes)
        commands.append(
          .translate(x: raylibOffset(extent, &choices), y: raylibOffset(extent, &choices)))
        continue
      }
      commands.append(raylibCommand(size: size, &choices))
    }
    return RaylibFrame(size: size, commands: commands)
  }

  static func raylibFrameSize(largest: PixelSize, _ choices: inout ChoiceSequence) -> PixelSize {
    switch choices.draw(below: 10) {
    case 0:
      let device = Device.catalog[Int(choices.draw(below: UInt64(Device.catalog.count)))]
      let orientation = orientations[Int(choices.draw(below: UInt64(orientations.count)))]
      if let screen = try? device.safeRegion(in: orientation).screenPixels(scale: .x1),
        screen.width <= largest.width, screen.height <= largest.height
      {
        return screen
      }
      return PixelSize(width: 1, height: 1)
    case 1, 2:
      return PixelSize(
        width: choices.int(in: 1...Swift.min(128, largest.width)),
        height: choices.int(in: 1...Swift.min(128, largest.height)))
    default:
      return PixelSize(
        width: choices.int(in: 1...Swift.min(24, largest.width)),
        height: choices.int(in: 1...Swift.min(24, largest.height)))
    }
  }

  static func raylibCommand(size: PixelSize, _ choices: inout ChoiceSequence) -> RaylibCommand {
    let extent = Swift.max(size.width, size.height)
    switch choices.draw(below: 21) {
    case 0, 1:
      return .clearBackground(raylibColor(&choices))
    case 2, 3, 4:
      return .beginScissorMode(
        x: raylibInt(extent, &choices), y: raylibInt(extent, &choices),
        width: raylibIntExtent(extent, &choices), height: raylibIntExtent(extent, &choices))
    case 5, 6:
      return .endScissorMode
    case 7:
      return .pushMatrix
    case 8:
      return .popMatrix
    case 9, 10:
      return .translate(x: raylibOffset(extent, &choices), y: raylibOffset(extent, &choices))
    case 11, 12:
      return .drawRectangle(
        x: raylibInt(extent, &choices), y: raylibInt(extent, &choices),
        width: raylibIntExtent(extent, &choices), height: raylibIntExtent(extent, &choices),
        raylibColor(&choices))
    case 13, 14:
      return .drawRectangleRec(
        x: raylibCoordinate(extent, &choices), y: raylibCoordinate(extent, &choices),
        width: raylibExtent(extent, &choices), height: raylibExtent(extent, &choices),
        raylibColor(&choices))
    case 15:
      return .drawCircleV(
        x: raylibCoordinate(extent, &choices), y: raylibCoordinate(extent, &choices),
        radius: raylibExtent(extent / 2 + 1, &choices), raylibColor(&choices))
    case 16:
      return .drawLineEx(
        startX: raylibCoordinate(extent, &choices), startY: raylibCoordinate(extent, &choices),
        endX: raylibCoordinate(extent, &choices), endY: raylibCoordinate(extent, &choices),
        thick: raylibExtent(4, &choices), raylibColor(&choices))
    case 17, 18:
      let count = choices.int(in: 1...6)
      var rectangles: [RaylibCommand.RectangleArguments] = []
      for _ in 0..<count {
        rectangles.append(
          .init(
            x: raylibInt(extent, &choices), y: raylibInt(extent, &choices),
            width: raylibIntExtent(extent, &choices), height: raylibIntExtent(extent, &choices)))
      }
      return .drawRectangles(rectangles, raylibColor(&choices))
    case 19:
      return raylibLine(extent, &choices)
    default:
      let columns = choices.int(in: 1...8)
      let rows = choices.int(in: 1...8)
      var cells: [Bool] = []
      for _ in 0..<columns * rows { cells.append(choices.weightedBool(1, in: 2)) }
      let board =
        (try? CellBoard(columns: columns, rows: rows, cells: cells))
        ?? (try? CellBoard(columns: 0, rows: 0))
      guard let board else { return .endScissorMode }
      return .drawCells(
        board, cellWidth: Int32(choices.int(in: 1...6)), cellHeight: Int32(choices.int(in: 1...6)),
        raylibColor(&choices))
    }
  }

  /// A `DrawLine`: `int` ends around the frame or far outside it, one in
  /// four horizontal or vertical (a grid's or a border's lines), as
  /// hosts draw them.
  static func raylibLine(_ extent: Int, _ choices: inout ChoiceSequence) -> RaylibCommand {
    let startX = raylibInt(extent, &choices)
    let startY = raylibInt(extent, &choices)
    var endX = raylibInt(extent, &choices)
    var endY = raylibInt(extent, &choices)
    switch choices.draw(below: 8) {
    case 0: endY = startY
    case 1: endX = startX
    default: break
    }
    return .drawLine(
      startX: startX, startY: startY, endX: endX, endY: endY, raylibColor(&choices))
  }

  /// Opaque colours mostly (what a host clears with and scenes draw), with
  /// uniform bytes and mixed; one in eight translucent.
  static func raylibColor(_ choices: inout ChoiceSequence) -> Color {
    let opaque: [Color] = [.white, .red, .blue, .black, .gold, .darkGreen, .rayWhite]
    if choices.weightedBool(1, in: 8) {
      return Color(
        red: UInt8(choices.int(in: 0...255)), green: UInt8(choices.int(in: 0...255)),
        blue: UInt8(choices.int(in: 0...255)), alpha: UInt8(choices.int(in: 0...254)))
    }
    return opaque[Int(choices.draw(below: UInt64(opaque.count)))]
  }

  /// An `int` coordinate: around the frame mostly, sometimes far outside
  /// it or at the 32-bit limits.
  static func raylibInt(_ extent: Int, _ choices: inout ChoiceSequence) -> Int32 {
    switch choices.draw(below: 16) {
    case 0: return Int32(choices.int(in: Int(Int32.min)...Int(Int32.max)))
    case 1: return Int32(choices.int(in: -(1 << 26)...(1 << 26)))
    default: return Int32(choices.int(in: -8...extent + 8))
    }
  }

  /// An `int` extent: zero and negative as well as positive.
  static func raylibIntExtent(_ extent: Int, _ choices: inout ChoiceSequence) -> Int32 {
    switch choices.draw(below: 16) {
    case 0: return Int32(choices.int(in: Int(Int32.min)...Int(Int32.max)))
    case 1: return Int32(choices.int(in: -(1 << 26)...(1 << 26)))
    case 2, 3: return Int32(choices.int(in: -extent - 2...0))
    default: return Int32(choices.int(in: 0...extent + 8))
    }
  }

  /// A `float` coordinate around the frame: whole, half, eighths, a
  /// decimal binary cannot hold, sometimes far away.
  static func raylibCoordinate(_ extent: Int, _ choices: inout ChoiceSequence) -> Float {
    let whole = choices.int(in: -8...extent + 8)
    return raylibFraction(whole, &choices)
  }

  /// A `float` extent: zero and negative too.
  static func raylibExtent(_ extent: Int, _ choices: inout ChoiceSequence) -> Float {
    let whole =
      choices.weightedBool(1, in: 4)
      ? choices.int(in: -extent - 2...0) : choices.int(in: 0...extent + 8)
    return raylibFraction(whole, &choices)
  }

  /// A translation: whole or fractional, small mostly.
  static func raylibOffset(_ extent: Int, _ choices: inout ChoiceSequence) -> Float {
    let whole = choices.int(in: -(extent / 2 + 2)...(extent / 2 + 2))
    return raylibFraction(whole, &choices)
  }

  /// `whole` plus a fraction: none, a half, eighths, hundredths, or the
  /// value moved far away.
  static func raylibFraction(_ whole: Int, _ choices: inout ChoiceSequence) -> Float {
    switch choices.draw(below: 12) {
    case 0..<5: return Float(whole)
    case 5, 6: return Float(whole) + 0.5
    case 7, 8: return Float(whole) + Float(choices.int(in: -7...7)) / 8
    case 9, 10: return Float(Double(whole) + Double(choices.int(in: -99...99)) / 100)
    default: return Float(whole) + Float(choices.int(in: -(1 << 20)...(1 << 20)))
    }
  }
}
