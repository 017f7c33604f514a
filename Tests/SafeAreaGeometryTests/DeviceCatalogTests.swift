import SafeAreaGeometry
import Testing

@Suite("Device catalog")
struct DeviceCatalogTests {
  @Test func holdsEveryRowOfTheTable() {
    #expect(Device.catalog.count == 13)
    #expect(Set(Device.catalog.map(\.name)).count == Device.catalog.count)
  }

  @Test(arguments: Device.catalog)
  func pointsTimesScaleArePixels(device: Device) {
    #expect(Double(device.nativePixels.width) == device.portraitSize.width * device.scale.factor)
    #expect(Double(device.nativePixels.height) == device.portraitSize.height * device.scale.factor)
  }

  @Test(arguments: Device.catalog)
  func everyOrientationHasANonEmptyRegion(device: Device) throws {
    for orientation in Orientation.allCases {
      let region = try device.safeRegion(in: orientation)
      #expect(!region.isEmpty)
      let pixels = try #require(try region.pixelFrame(scale: device.scale))
      let screen = try region.screenPixels(scale: device.scale)
      #expect(PixelRect(size: screen).contains(pixels))
    }
  }

  @Test func landscapeInsetsAreDataNotARotation() {
    let device = Device.iPhone16Pro
    #expect(device.safeInsets(in: .portrait) == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(
      device.safeInsets(in: .landscapeLeft) == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    #expect(
      device.safeInsets(in: .portrait).rotated(by: .clockwise)
        != device.safeInsets(in: .landscapeLeft))
  }

  @Test func iPhone16ProPixelRegionsMatchTheMeasuredDevice() throws {
    let device = Device.iPhone16Pro
    let portrait = try device.safeRegion(in: .portrait).pixelFrame(scale: device.scale)
    #expect(portrait == PixelRect(x: 0, y: 186, width: 1206, height: 2334))
    let landscape = try device.safeRegion(in: .landscapeRight).pixelFrame(scale: device.scale)
    #expect(landscape == PixelRect(x: 186, y: 0, width: 2250, height: 1143))
  }

  @Test func devicesWithoutInsetsAreKnown() {
    #expect(!Device.iPhone16Pro.hasNoInsets)
    #expect(!Device.iPhoneSE1.hasNoInsets)
    let bare = Device(
      name: "bare", portraitSize: Size(width: 10, height: 20), scale: .x1,
      nativePixels: PixelSize(width: 10, height: 20), portraitInsets: .zero, landscapeInsets: .zero)
    #expect(bare.hasNoInsets)
    #expect(Device.named("iPhone 16 Pro") == .iPhone16Pro)
    #expect(Device.named("iPhone 99") == nil)
  }
}
