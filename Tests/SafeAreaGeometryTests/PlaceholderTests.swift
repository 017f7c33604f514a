import SafeAreaGeometry
import Testing

@Test func catalogIsNotEmpty() {
  #expect(!Device.catalog.isEmpty)
}
