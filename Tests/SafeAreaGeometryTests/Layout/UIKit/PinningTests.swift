import SafeAreaGeometry
import Testing

@Suite("Pinning rules on every catalog device and orientation")
struct PinningTests {
  static let cases: [(Device, Orientation)] = (Device.catalog + Device.tvCatalog).flatMap {
    device in Orientation.allCases.map { (device, $0) }
  }

  @Test("static elements pinned to safe anchors never overlap an unsafe band", arguments: cases)
  func staticElementsClearBands(device: Device, orientation: Orientation) throws {
    let screen = device.screenSize(in: orientation)
    let insets = device.safeInsets(in: orientation)
    let anchors = SafeAnchors.resolve(
      boundsSize: screen, safeAreaInsets: insets, osVersion: OSVersion(major: 17))
    let frame = PinnedElement.pinnedFrame(.staticElement, boundsSize: screen, anchors: anchors)
    for band in unsafeBands(screen: screen, insets: insets) {
      #expect(!frame.intersects(band), "\(device.name) \(orientation): \(frame) meets \(band)")
    }
    #expect(frame == (try device.safeRegion(in: orientation).frame))
  }

  @Test(
    "scroll views pin to the edges; cells to edges along the axis, safe anchors across",
    arguments: cases)
  func scrollViewsAndCells(device: Device, orientation: Orientation) {
    let screen = device.screenSize(in: orientation)
    let insets = device.safeInsets(in: orientation)
    let anchors = SafeAnchors.resolve(
      boundsSize: screen, safeAreaInsets: insets, osVersion: OSVersion(major: 17))
    #expect(
      PinnedElement.pinnedFrame(.scrollView, boundsSize: screen, anchors: anchors)
        == Rect(origin: .zero, size: screen))
    let row = PinnedElement.pinnedFrame(
      .cellContent(scrollAxis: .vertical), boundsSize: screen, anchors: anchors)
    #expect(
      row
        == Rect(
          x: insets.left, y: 0, width: screen.width - insets.left - insets.right,
          height: screen.height))
    let column = PinnedElement.pinnedFrame(
      .cellContent(scrollAxis: .horizontal), boundsSize: screen, anchors: anchors)
    #expect(
      column
        == Rect(
          x: 0, y: insets.top, width: screen.width,
          height: screen.height - insets.top - insets.bottom))
  }

  @Test("a vertical list's cells pin vertical edges to the cell and horizontal ones to safety")
  func anchorSources() {
    let cell = PinnedElement.cellContent(scrollAxis: .vertical)
    #expect(cell.anchorSource(for: .top) == .edge)
    #expect(cell.anchorSource(for: .bottom) == .edge)
    #expect(cell.anchorSource(for: .left) == .safeArea)
    #expect(cell.anchorSource(for: .right) == .safeArea)
    let sideways = PinnedElement.cellContent(scrollAxis: .horizontal)
    #expect(sideways.anchorSource(for: .top) == .safeArea)
    #expect(sideways.anchorSource(for: .left) == .edge)
    #expect(
      RectEdge.allCases.allSatisfy {
        PinnedElement.staticElement.anchorSource(for: $0) == .safeArea
      })
    #expect(
      RectEdge.allCases.allSatisfy { PinnedElement.scrollView.anchorSource(for: $0) == .edge })
  }

  @Test("a landscape cell inside a table on iPhone X keeps its text clear of the notch")
  func cellInTable() throws {
    var tree = ViewHierarchy(
      windowSize: Size(width: 812, height: 375),
      windowSafeAreaInsets: Device.iPhoneX.safeInsets(in: .landscapeLeft))
    let table = tree.add(.init(parent: .window, frame: Rect(x: 0, y: 0, width: 812, height: 375)))
    let cell = tree.add(
      .init(parent: .view(table), frame: Rect(x: 0, y: 100, width: 812, height: 44)))
    let insets = try tree.safeAreaInsets()
    let anchors = SafeAnchors.resolve(
      boundsSize: Size(width: 812, height: 44), safeAreaInsets: insets[cell],
      osVersion: OSVersion(major: 17))
    let content = PinnedElement.pinnedFrame(
      .cellContent(scrollAxis: .vertical), boundsSize: Size(width: 812, height: 44),
      anchors: anchors)
    #expect(content == Rect(x: 44, y: 0, width: 724, height: 44))
  }
}
