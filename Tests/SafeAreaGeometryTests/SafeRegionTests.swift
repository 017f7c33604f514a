import SafeAreaGeometry
import Testing

@Suite("Safe region")
struct SafeRegionTests {
  @Test func insetsThatMeetGiveAnExplicitEmptyRegion() throws {
    let region = try SafeRegion(
      screen: Size(width: 100, height: 50),
      insets: EdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
    #expect(region.isEmpty)
    #expect(region.frame == nil)
    #expect(try region.pixelFrame(scale: .x3) == nil)
    let exact = try SafeRegion(
      screen: Size(width: 100, height: 60),
      insets: EdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
    #expect(exact.isEmpty)
  }

  @Test(
    "Bad values are typed errors naming the input",
    arguments: [
      (
        Size(width: .nan, height: 10), EdgeInsets.zero,
        GeometryError.notFinite(name: "screen.width", value: .nan)
      ),
      (Size(width: 10, height: -1), .zero, .negative(name: "screen.height", value: -1)),
      (
        Size(width: 10, height: 10), EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0),
        .notFinite(name: "insets.left", value: .infinity)
      ),
      (
        Size(width: 10, height: 10), EdgeInsets(top: 0, left: 0, bottom: -2, right: 0),
        .negative(name: "insets.bottom", value: -2)
      ),
    ])
  func badValuesThrow(screen: Size, insets: EdgeInsets, expected: GeometryError) {
    #expect {
      try SafeRegion(screen: screen, insets: insets)
    } throws: { error in
      // NaN never equals itself, so compare the descriptions, which name
      // the input and the value.
      (error as? GeometryError)?.description == expected.description
    }
  }

  @Test func pixelsRoundInsetsOutward() throws {
    let region = try SafeRegion(
      screen: Size(width: 100, height: 200),
      insets: EdgeInsets(top: 10.1, left: 0.2, bottom: 5.5, right: 0.4))
    let pixels = try #require(try region.pixelFrame(scale: .x2))
    // top 20.2 -> 21, left 0.4 -> 1, bottom 11 -> 11, right 0.8 -> 1
    #expect(pixels == PixelRect(x: 1, y: 21, width: 198, height: 400 - 21 - 11))
    let points = try #require(region.frame)
    #expect(Double(pixels.y) / 2 >= points.minY)
    #expect(Double(pixels.maxY) / 2 <= points.maxY)
  }

  @Test func valuesBeyondThePixelRangeThrow() throws {
    let region = try SafeRegion(screen: Size(width: 1e300, height: 10), insets: .zero)
    #expect(throws: GeometryError.self) { try region.pixelFrame(scale: .x3) }
    #expect(DisplayScale(exactly: 0) == nil)
    #expect(DisplayScale(exactly: -.infinity) == nil)
    #expect(throws: GeometryError.invalidScale(-2)) { try DisplayScale(validating: -2) }
  }

  @Test func aSliverThinnerThanAPixelIsEmptyInPixels() throws {
    let region = try SafeRegion(
      screen: Size(width: 10, height: 10),
      insets: EdgeInsets(top: 4.9, left: 0, bottom: 4.9, right: 0))
    #expect(!region.isEmpty)
    #expect(try region.pixelFrame(scale: .x1) == nil)
  }
}

@Suite("Safe region under rotation")
struct SafeRegionRotationTests {
  /// Insets that meet up to rounding: 186.33333333333334 + 623.6666666666666
  /// is 810, but subtracting them one at a time from 810 gives 0 in one
  /// order and 2.842e-14 in the other.
  static let meeting = (
    screen: Size(width: 810, height: 100),
    insets: EdgeInsets(top: 0, left: 559.0 / 3, bottom: 0, right: 1871.0 / 3)
  )

  @Test(
    "Insets that meet give an empty region in every orientation", arguments: QuarterTurn.allCases)
  func meetingInsetsAreEmptyWhateverTheTurn(turn: QuarterTurn) throws {
    let (screen, insets) = Self.meeting
    let rotated = try SafeRegion(screen: screen.rotated(by: turn), insets: insets.rotated(by: turn))
    #expect(rotated.isEmpty, "\(rotated)")
    #expect(try SafeRegion(screen: screen, insets: insets).rotated(by: turn).isEmpty)
  }

  @Test func extentDoesNotDependOnWhichSideIsWhich() throws {
    let left = 186.33333333333334
    let right = 623.6666666666666
    #expect(810 - right - left > 0)  // the order that used to leave a sliver
    let swapped = try SafeRegion(
      screen: Size(width: 810, height: 100),
      insets: EdgeInsets(top: 0, left: right, bottom: 0, right: left))
    #expect(swapped.isEmpty)
  }
}
