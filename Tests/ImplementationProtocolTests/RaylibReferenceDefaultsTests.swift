import ImplementationProtocol
import SafeAreaGeometry
import Testing

/// The raylib reference's defaults, as its declarations document them: two
/// windows, 128x128 for small frames and 1200x1200 for catalog screens at
/// scale 1; 20 s a frame and 60 s for a renderer to start (Xvfb, Python and
/// raylib); pixels as runs. `swift run fuzz` relies on them, so a change
/// must be a decision, made here too.
@Suite("Raylib reference defaults")
struct RaylibReferenceDefaultsTests {
  static let launch = RaylibReference.Launch(
    python: "/bin/sh", script: "/nonexistent", virtualDisplay: false)

  @Test func theDefaultWindowsAreSmallAndCatalogSized() {
    #expect(
      RaylibReference.defaultWindows == [
        PixelSize(width: 128, height: 128), PixelSize(width: 1200, height: 1200),
      ])
    let reference = RaylibReference(launch: Self.launch)
    #expect(reference.windows == RaylibReference.defaultWindows)
    #expect(reference.largestFrame == PixelSize(width: 1200, height: 1200))
  }

  @Test func aFrameHasTwentySecondsAndAStartSixty() {
    let reference = RaylibReference(launch: Self.launch)
    #expect(reference.timeout == .seconds(20))
    #expect(reference.startTimeout == .seconds(60))
    #expect(reference.encoding == .runs)
  }

  /// The largest frame of each side, taken separately; with no windows,
  /// none (0x0), which no frame but an empty one fits.
  @Test(
    arguments: [
      (
        [PixelSize(width: 300, height: 20), PixelSize(width: 40, height: 500)],
        PixelSize(width: 300, height: 500)
      ),
      ([], PixelSize(width: 0, height: 0)),
    ])
  func theLargestFrameIsTheLargestSideOfAnyWindow(windows: [PixelSize], largest: PixelSize) {
    #expect(RaylibReference(launch: Self.launch, windows: windows).largestFrame == largest)
  }
}
