import SafeAreaGeometry
import Testing

/// The spellings a consumer of `SafeAreaGeometry` alone meets first: methods
/// of the region, grids without `try`, one call from a device to its safe
/// pixels, and descriptions that print sizes one way.
@Suite("The engine's API as a newcomer meets it")
struct NewcomerAPITests {
  let region = PixelRect(x: 0, y: 186, width: 1206, height: 2334)

  /// Boxes that hit, miss, touch an edge, have negative extents or sit at
  /// the integer limits.
  static let boxes = [
    PixelRect(x: 10, y: -100, width: 50, height: 150),
    PixelRect(x: 0, y: 2334, width: 10, height: 10),
    PixelRect(x: 0, y: 0, width: -10, height: 10),
    PixelRect(x: -5, y: -5, width: 5, height: 5),
    PixelRect(x: 1200, y: 2330, width: 100, height: 100),
    PixelRect(x: Int.max, y: Int.max, width: Int.max, height: 1),
    PixelRect(x: Int.min, y: 0, width: Int.max, height: 10),
  ]

  @Test func clipRectIsTheBoxOffsetIntoTheRegionThenIntersected() {
    for box in Self.boxes {
      let offset = box.offsetBy(dx: region.x, dy: region.y)
      #expect(region.clipRect(forSceneBox: box) == offset.intersection(region))
    }
    #expect(
      region.clipRect(forSceneBox: PixelRect(x: 1200, y: 2330, width: 100, height: 100))
        == PixelRect(x: 1200, y: 2516, width: 6, height: 4))
  }

  @Test func sceneAndScreenCoordinatesAreInverses() {
    let touches = [Point(x: 600, y: 1500), Point(x: -3, y: 0.5), Point(x: 1e9, y: -1e9)]
    let scene = region.sceneCoordinates(of: touches)
    #expect(scene.count == touches.count)
    for (touch, scenePoint) in zip(touches, scene) {
      #expect(scenePoint == region.sceneCoordinates(of: touch))
      #expect(scenePoint == Point(x: touch.x - 0, y: touch.y - 186))
      #expect(region.screenCoordinates(of: scenePoint) == touch)
    }
    let rect = Rect(x: 4, y: -8, width: 15, height: 16)
    #expect(region.screenCoordinates(of: rect) == Rect(x: 4, y: 178, width: 15, height: 16))
    #expect(region.sceneCoordinates(of: region.screenCoordinates(of: rect)) == rect)
  }

  @Test func automatonGridNeedsNoTryAndIsTheDocumentedSizing() throws {
    for size in [
      PixelSize(width: 1206, height: 2334), PixelSize(width: 0, height: 0),
      PixelSize(width: -4, height: 9), PixelSize(width: 3, height: 200),
      PixelSize(width: Int.max, height: Int.max),
    ] {
      let explicit = try AutomatonGrid(
        region: size, targetColumns: 90, minimumCellWidth: 4, maximumRows: 110)
      #expect(AutomatonGrid(region: size) == explicit)
    }
  }

  @Test func lifeGridHasTheSceneBudgetByDefault() throws {
    #expect(LifeGrid.defaultCellBudget == 2_400)
    let size = PixelSize(width: 1206, height: 2334)
    let board = LifeGrid(region: size)
    #expect(board == (try LifeGrid(region: size, cellBudget: LifeGrid.defaultCellBudget)))
    // The example in the initializer's documentation.
    #expect(board.cellSize == 34 && board.columns == 35 && board.rows == 68)
    #expect(board.cellCount == 2_380)
    #expect(LifeGrid(region: .zero).isEmpty)
  }

  @Test func sizesPrintTheSameWayAloneAndInsideARectangle() {
    let pixels = PixelRect(x: 0, y: 186, width: 1206, height: 2334)
    #expect("\(pixels.size)" == "1206x2334")
    #expect("\(pixels)" == "x 0, y 186, \(pixels.size)")
    #expect("\(pixels)" == "x 0, y 186, 1206x2334")
    let points = Rect(x: 0, y: 62, width: 402, height: 778)
    #expect("\(points)" == "x \(0.0), y \(62.0), \(points.size)")
    #expect("\(points.size)" == "\(402.0)x\(778.0)")
  }

  @Test func aDeviceGivesItsSafePixelsInOneCall() throws {
    for device in Device.catalog {
      for orientation in [Orientation.portrait, .landscapeLeft, .landscapeRight] {
        let twoSteps = try device.safeRegion(in: orientation).pixelFrame(scale: device.scale)
        #expect(try device.safePixelFrame(in: orientation) == twoSteps, "\(device.name)")
      }
    }
    #expect(try Device.iPhone16Pro.safePixelFrame(in: .portrait) == region)
  }

  @Test func aDeviceWithoutSafePixelsIsNilAndAnInvalidOneThrows() throws {
    var crossing = Device.iPhone16Pro
    crossing.portraitInsets = EdgeInsets(top: 500, left: 0, bottom: 500, right: 0)
    #expect(try crossing.safePixelFrame(in: .portrait) == nil)
    var invalid = Device.iPhone16Pro
    invalid.portraitInsets = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
    #expect(throws: GeometryError.self) { try invalid.safePixelFrame(in: .portrait) }
  }
}

/// The free functions of earlier releases, kept so no consumer breaks: each
/// must give what the method it forwards to gives. Its calls warn that they
/// are deprecated, on purpose (Swift Testing refuses a deprecated suite).
@Suite("Deprecated spellings forward to the new ones")
struct DeprecatedSpellingTests {
  let region = PixelRect(x: 186, y: 0, width: 2250, height: 1143)

  @Test func freeFunctionsGiveWhatTheMethodsGive() {
    for box in NewcomerAPITests.boxes {
      #expect(clipRect(sceneBox: box, in: region) == region.clipRect(forSceneBox: box))
    }
    let touches = [Point(x: 200, y: 10), Point(x: 0.25, y: 1142.5)]
    #expect(intoSafeRegion(touches, region: region) == region.sceneCoordinates(of: touches))
    for touch in touches {
      #expect(intoSafeRegion(touch, region: region) == region.sceneCoordinates(of: touch))
      #expect(belowSafeArea(touch, region: region) == region.screenCoordinates(of: touch))
    }
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(intoSafeRegion(rect, region: region) == region.sceneCoordinates(of: rect))
    #expect(belowSafeArea(rect, region: region) == region.screenCoordinates(of: rect))
  }
}
