import PropertyFuzzing
import SafeAreaGeometry

/// A pixel screen and the safe region a host would scissor to.
public struct PixelScene: Sendable, CustomStringConvertible {
  /// The framebuffer size.
  public var screen: PixelSize
  /// The safe region in pixels, `nil` when empty.
  public var region: PixelRect?
  /// Where it came from, for people.
  public var origin: Origin

  /// Where a scene came from. Kept as data and put into words only when a
  /// case is described (a failure), so a passing case builds no string.
  public enum Origin: Sendable, CustomStringConvertible {
    /// An invented screen with these insets in pixels.
    case invented(top: Int, left: Int, bottom: Int, right: Int)
    /// A catalog device in an orientation at scale 1.
    case catalog(Device, Orientation)
    /// A place a failure was moved to (a foldable posture), by name.
    case place(String)

    /// `invented, insets t/l/b/r px` or `<device> <orientation> @1x`.
    public var description: String {
      switch self {
      case .invented(let top, let left, let bottom, let right):
        "invented, insets \(top)/\(left)/\(bottom)/\(right) px"
      case .catalog(let device, let orientation): "\(device.name) \(orientation) @1x"
      case .place(let name): name
      }
    }
  }

  /// `origin: screen, region`.
  public var description: String {
    "\(origin): screen \(screen), region \(region.map(\.description) ?? "empty")"
  }
}

extension Domain {
  /// A pixel rectangle anywhere, of any extent, biased toward the integer
  /// limits, zero and negative extents.
  public static let anyPixelRect = Gen<PixelRect> { choices in anyPixelRect(&choices) }

  /// Draws an ``anyPixelRect`` (the draws behind it, callable per case
  /// without building a generator).
  static func anyPixelRect(_ choices: inout ChoiceSequence) -> PixelRect {
    // Extents: mostly 0...4096, one in five anything. Inlined: a call per
    // extent, for one box in seven.
    @inline(__always)
    func extent(_ choices: inout ChoiceSequence) -> Int {
      choices.draw(below: 5) < 4 ? choices.int(in: 0...4096) : choices.int(in: .min ... .max)
    }
    return PixelRect(
      x: choices.int(in: .min ... .max), y: choices.int(in: .min ... .max),
      width: extent(&choices), height: extent(&choices))
  }

  /// A safe region in screen pixels: a catalog device's, an invented one,
  /// or one near the integer limits.
  public static let pixelRegion = Gen<PixelRect> { choices in pixelRegion(&choices) }

  /// Draws a ``pixelRegion`` without going through generic combinators
  /// (it is the first half of every `clip.wellFormed` case): under edge
  /// bias one in three is a catalog device's region, one in two invented,
  /// one in six near `Int.max`; uniform draws only invented ones. Always
  /// inlined, as is ``sceneBox(in:_:)``: as calls from the generator's
  /// closure they cost `clip.wellFormed` about 20 instructions a case each.
  @inline(__always)
  static func pixelRegion(_ choices: inout ChoiceSequence) -> PixelRect {
    guard choices.edgeBias else { return inventedRegion(&choices) }
    switch choices.draw(below: 6) {
    case 0..<2:
      let table = catalogPixelRegions
      let device = Int(choices.draw(below: UInt64(table.devices)))
      let orientation = Int(choices.draw(below: UInt64(table.orientations)))
      return table.regions[device &* table.orientations &+ orientation]
    case 2..<5:
      return inventedRegion(&choices)
    default:
      let size = choices.int(in: 1...1000)
      return PixelRect(x: Int.max - size, y: Int.max - size, width: size, height: size)
    }
  }

  /// `Orientation.allCases` once (the synthesized property builds an array
  /// per call).
  static let orientations = Orientation.allCases

  /// The catalog branch of ``pixelRegion``'s table: every catalog device's
  /// safe region in pixels in every orientation, computed once (computing
  /// it per case, from the insets in points, cost more than the check of a
  /// `clip.wellFormed` case). Device `d` in orientation `o` is entry
  /// `d * orientations + o`; a region the insets leave empty is 1x1 at the
  /// origin.
  static let catalogPixelRegions = CatalogPixelRegions()

  /// See ``catalogPixelRegions``.
  struct CatalogPixelRegions: Sendable {
    let devices = Device.catalog.count
    let orientations = Domain.orientations.count
    let regions: [PixelRect] = Device.catalog.flatMap { device in
      Domain.orientations.map { orientation in
        let region = try? device.safeRegion(in: orientation).pixelFrame(scale: device.scale)
        return (region ?? nil) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
      }
    }
  }

  /// A region at a small offset with any size up to 3000 px: the plain,
  /// unbiased part of ``pixelRegion``.
  static func inventedRegion(_ choices: inout ChoiceSequence) -> PixelRect {
    PixelRect(
      x: choices.int(in: 0...300), y: choices.int(in: 0...300),
      width: choices.int(in: 1...3000), height: choices.int(in: 1...3000))
  }

  /// A scene box in scene coordinates, relative to a region: inside,
  /// straddling, touching an edge, missing, with zero or negative extents,
  /// or anywhere at all.
  public static func sceneBox(in region: PixelRect) -> Gen<PixelRect> {
    Gen { choices in sceneBox(in: region, &choices) }
  }

  /// Draws a ``sceneBox(in:)`` for `region` directly: generators that draw
  /// the region first call this per case instead of building a generator.
  @inline(__always)
  public static func sceneBox(in region: PixelRect, _ choices: inout ChoiceSequence) -> PixelRect {
    // Under edge bias one box in seven is anywhere at all.
    if choices.edgeBias, choices.draw(below: 7) >= 6 { return anyPixelRect(&choices) }
    let width = Swift.max(1, Swift.min(region.width, 1 << 40))
    let height = Swift.max(1, Swift.min(region.height, 1 << 40))
    let extents = -20...3 * Swift.max(width, height)
    return PixelRect(
      x: choices.int(in: -2 * width...2 * width, near: 0, width),
      y: choices.int(in: -2 * height...2 * height, near: 0, height),
      width: choices.int(in: extents, near: 0, 1, width, height),
      height: choices.int(in: extents, near: 0, 1, width, height))
  }

  /// A small pixel screen with a safe region from random insets, or a
  /// catalog device at scale 1 (points as pixels), for rasterized checks.
  public static let pixelScene = Gen<PixelScene>.frequency([
    (
      9,
      Gen { choices in
        let width = choices.int(in: 1...96)
        let height = choices.int(in: 1...96)
        // Mostly insets that leave a region (each at most half the side),
        // sometimes any up to the whole side (meeting or crossing).
        let wide = choices.weightedBool(1, in: 5)
        let top = choices.int(in: 0...(wide ? height : height / 2))
        let left = choices.int(in: 0...(wide ? width : width / 2))
        let bottom = choices.int(in: 0...(wide ? height : height / 2))
        let right = choices.int(in: 0...(wide ? width : width / 2))
        let screen = PixelSize(width: width, height: height)
        let w = width - left - right
        let h = height - top - bottom
        let region = w > 0 && h > 0 ? PixelRect(x: left, y: top, width: w, height: h) : nil
        return PixelScene(
          screen: screen, region: region,
          origin: .invented(top: top, left: left, bottom: bottom, right: right))
      }
    ),
    (
      1,
      catalogDevice.zip(orientation).map { device, orientation in
        let safe = try? device.safeRegion(in: orientation)
        let screen = (try? safe?.screenPixels(scale: .x1)) ?? PixelSize(width: 1, height: 1)
        let region = (try? safe?.pixelFrame(scale: .x1)) ?? nil
        return PixelScene(
          screen: screen, region: region, origin: .catalog(device, orientation))
      }
    ),
  ])
}
