import BenchmarkTracking
import PropertyFuzzing
import SafeAreaGeometry

// Policy: inputs are prepared outside the timed body and cycled through with
// a power-of-two mask, so the timed loop holds only the engine call, an
// index increment and the barrier. Inputs vary across iterations (all catalog
// devices, all orientations, 64 seeded boxes) so branch prediction sees what
// a fuzzer or a rotating app would give it, not one repeated value.

/// Geometry engine benchmarks: safe region in points and pixels, clip rect,
/// pointer mapping over a touch array, rotation of rects and insets.
enum GeometrySuite {
  /// How the suite's benchmarks are judged: the common policy.
  static let benchmarkPolicy = BenchmarkPolicy.common

  /// Registers the suite.
  static func register() {
    let devices = Device.catalog
    let orientations = Orientation.allCases
    // 16 (device, orientation) pairs cycling through the catalog.
    let pairs = (0..<16).map {
      (devices[$0 % devices.count], orientations[$0 % orientations.count])
    }
    let regions: [(SafeRegion, DisplayScale)] = pairs.compactMap { device, orientation in
      (try? device.safeRegion(in: orientation)).map { ($0, device.scale) }
    }
    let phone = Device.iPhone16Pro
    let pixelRegion =
      (try? phone.safeRegion(in: .portrait).pixelFrame(scale: phone.scale)).flatMap { $0 }
      ?? PixelRect(x: 0, y: 186, width: 1206, height: 2334)
    var generator = SplitMix64(seed: 0x5AFE_A7EA)
    let boxes = (0..<64).map { _ in
      PixelRect(
        x: Int.random(in: -400...1400, using: &generator),
        y: Int.random(in: -400...2600, using: &generator),
        width: Int.random(in: 0...900, using: &generator),
        height: Int.random(in: 0...900, using: &generator))
    }
    let touches = (0..<10).map { index in
      Point(x: 100.5 + Double(index) * 97, y: 300.25 + Double(index) * 211)
    }
    let rects = boxes.map {
      Rect(
        x: Double($0.x) / 3, y: Double($0.y) / 3, width: Double($0.width) / 3,
        height: Double($0.height) / 3)
    }
    let insets = pairs.map { $0.0.safeInsets(in: $0.1) }
    let turns = QuarterTurn.allCases
    let container = phone.portraitSize

    BenchmarkRegistry.register("geometry/safeRegion/points", policy: benchmarkPolicy) {
      iterations, state in
      for index in 0..<iterations {
        let (device, orientation) = pairs[index & 15]
        doNotOptimize(try? device.safeRegion(in: orientation))
      }
      state.setItemsProcessed(iterations)
    }
    BenchmarkRegistry.register("geometry/safeRegion/pixels", policy: benchmarkPolicy) {
      iterations, _ in
      let count = regions.count
      for index in 0..<iterations {
        let (region, scale) = regions[index % count]
        doNotOptimize(try? region.pixelFrame(scale: scale))
      }
    }
    BenchmarkRegistry.register("geometry/clipRect", policy: benchmarkPolicy) { iterations, _ in
      for index in 0..<iterations {
        doNotOptimize(pixelRegion.clipRect(forSceneBox: boxes[index & 63]))
      }
    }
    BenchmarkRegistry.register("geometry/pointer/10touches", policy: benchmarkPolicy) {
      iterations, state in
      for _ in 0..<iterations {
        doNotOptimize(pixelRegion.sceneCoordinates(of: touches))
      }
      state.setItemsProcessed(iterations * touches.count)
    }
    BenchmarkRegistry.register("geometry/rotate/rect", policy: benchmarkPolicy) { iterations, _ in
      for index in 0..<iterations {
        doNotOptimize(rects[index & 63].rotated(by: turns[index & 3], in: container))
      }
    }
    BenchmarkRegistry.register("geometry/rotate/insets", policy: benchmarkPolicy) { iterations, _ in
      for index in 0..<iterations {
        doNotOptimize(insets[index & 15].rotated(by: turns[index & 3]))
      }
    }
  }
}
