import SafeAreaGeometry
import Testing

@Suite("tvOS overscan compensation")
struct TelevisionTests {
  @Test("Apple TV 1080p: 1920x1080 @1x with 60 pt top and bottom, 80 pt left and right")
  func appleTV() throws {
    let tv = Device.appleTV1080p
    #expect(tv.screenSize(in: .portrait) == Size(width: 1920, height: 1080))
    #expect(tv.scale == .x1)
    #expect(tv.nativePixels == PixelSize(width: 1920, height: 1080))
    #expect(tv.safeInsets(in: .portrait) == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
    #expect(try tv.safeRegion(in: .portrait).frame == Rect(x: 80, y: 60, width: 1760, height: 960))
  }

  @Test("televisions stay out of the phone and tablet catalog")
  func separateCatalog() {
    #expect(Device.catalog.count == 13)
    #expect(Device.tvCatalog.allSatisfy { tv in !Device.catalog.contains(tv) })
    #expect(Device.named("Apple TV (1080p)") == nil)
  }
}
