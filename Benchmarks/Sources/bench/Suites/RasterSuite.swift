import BenchmarkTracking
import SafeAreaGeometry
import SafeAreaRaster

// Policy: one iteration is one full pass over a device-sized framebuffer
// (a clear, a fill, or a whole host frame), and every benchmark reports the
// bytes the framebuffer holds as bytes processed, so its bytes_per_second
// sits beside memory/memset of a buffer of the same size in the same run
// and their ratio is the rasterizer's efficiency. The 100-rectangle fill
// stores fewer bytes than the frame holds; it also reports what it really
// writes as `bytes_written` (per second). Colours alternate between two
// values every iteration, as memset's fill value does, so no pass repeats
// the previous one. The rectangles go through the batched
// `fillRectangles`, which stores their union (each covered pixel once). The clear is timed with a colour whose four bytes are
// equal (the canvas's memset path) and with one whose bytes differ (a
// 32-bit store loop). Frames go through `HostFramePlan` and
// `Canvas.execute`, exactly as the fuzzer's invariants draw them.

/// Software rasterizer benchmarks at device resolutions.
enum RasterSuite {
  /// The screens timed: the iPhone 16 Pro in portrait (1206x2622) and
  /// landscape (2622x1206), and the first iPhone SE (640x1136), whose frame
  /// fits caches the larger one may not.
  static let screens: [(device: Device, orientation: Orientation)] = [
    (.iPhone16Pro, .portrait), (.iPhone16Pro, .landscapeLeft), (.iPhoneSE1, .portrait),
  ]
  /// The two clear colours with four equal bytes.
  static let uniformColours = [Color.white, Color.blank]
  /// The two clear and fill colours whose bytes differ.
  static let mixedColours = [Color.rayWhite, Color.skyBlue]
  /// The number of rectangles in the scattered-fill benchmark.
  static let rectangleCount = 100
  /// Frames per repetition in instruction-count mode: every frame of a
  /// benchmark does the same work, so a few give a stable count, and
  /// callgrind makes each one take a fraction of a second. Even, so both
  /// alternating colours are counted equally.
  static let fixedIterationLimit = 10
  /// How the 100-rectangle fill and the whole host frames are judged:
  /// computation (clipping, scenes) decides their time.
  static let benchmarkPolicy = BenchmarkPolicy.common
  /// How the clears and the full-screen fill are judged: memory-bound.
  static let fullFramePolicy = BenchmarkPolicy.common.overriding(
    name: "full-frame", group: .memoryBound,
    description:
      "A full-frame clear or fill stores every pixel, as memset does (the same stores, via"
      + " clipping): memory bandwidth sets its time and an instruction count does not see it,"
      + " so the nightly judges it on wall time, at the common thresholds.")

  /// Registers the suite.
  static func register() {
    for screen in screens {
      let plan: HostFramePlan
      do {
        plan = try HostFramePlan(device: screen.device, orientation: screen.orientation)
      } catch {
        let name = "raster/plan/\(screen.device.name)/\(screen.orientation)"
        BenchmarkRegistry.register(name, policy: benchmarkPolicy) { _, state in
          state.fail("cannot plan a frame: \(error)")
        }
        continue
      }
      registerFills(size: plan.screen)
      registerFrames(plan)
    }
  }

  /// Registers the clears and fills of one framebuffer size.
  private static func registerFills(size: PixelSize) {
    for (name, colours) in [("uniformBytes", uniformColours), ("mixedBytes", mixedColours)] {
      register(
        "clear/\(name)", size: size, policy: fullFramePolicy, lastColour: { colours[$0 & 1] }
      ) { canvas, index in
        canvas.clear(colours[index & 1])
      }
    }
    let bounds = PixelRect(size: size)
    let colours = mixedColours
    register(
      "fill/fullScreen", size: size, policy: fullFramePolicy, lastColour: { colours[$0 & 1] }
    ) { canvas, index in
      canvas.fillRectangle(bounds, color: colours[index & 1])
    }
    let rectangles = scatteredRectangles(in: size)
    register(
      "fill/\(rectangleCount)rects", size: size, policy: benchmarkPolicy,
      writtenBytes: unionBytes(rectangles, size)
    ) { canvas, index in
      canvas.fillRectangles(rectangles, color: colours[index & 1])
    }
  }

  /// Registers the whole host frames of one plan: Life, the automaton and
  /// the overshooting scene.
  private static func registerFrames(_ plan: HostFramePlan) {
    let life = LifeScene(seed: 0x11FE)
    let automaton = AutomatonScene(rule: 30)
    let overshoot = OvershootScene()
    register("frame/life", size: plan.screen, policy: benchmarkPolicy) {
      canvas, _ throws(RasterError) in
      try canvas.execute(plan, clearColor: .black, scene: life)
    }
    register("frame/automaton", size: plan.screen, policy: benchmarkPolicy) {
      canvas, _ throws(RasterError) in
      try canvas.execute(plan, clearColor: .black, scene: automaton)
    }
    register("frame/overshoot", size: plan.screen, policy: benchmarkPolicy) {
      canvas, _ throws(RasterError) in
      try canvas.execute(plan, clearColor: .black, scene: overshoot)
    }
  }

  /// Seeded rectangles scattered over a screen: some inside, some sticking
  /// out of an edge (so clipping is timed too), up to half the width and a
  /// quarter of the height each.
  ///
  /// - Parameter size: the screen.
  static func scatteredRectangles(in size: PixelSize) -> [PixelRect] {
    var generator = SplitMix64(seed: 0x2EC7_5EED)
    return (0..<rectangleCount).map { _ in
      PixelRect(
        x: Int.random(in: -size.width / 8...size.width, using: &generator),
        y: Int.random(in: -size.height / 8...size.height, using: &generator),
        width: Int.random(in: 1...max(1, size.width / 2), using: &generator),
        height: Int.random(in: 1...max(1, size.height / 4), using: &generator))
    }
  }

  /// The bytes the union of `rectangles` covers on a screen: what one
  /// batched fill stores (each covered pixel once), counted by filling a
  /// blank canvas; `nil` when no canvas can be made (the benchmark then
  /// fails on its own canvas).
  ///
  /// - Parameters:
  ///   - rectangles: the rectangles.
  ///   - size: the screen.
  static func unionBytes(_ rectangles: [PixelRect], _ size: PixelSize) -> Int? {
    guard var canvas = try? Canvas(size: size, color: .blank) else { return nil }
    let blank = canvas.framebuffer
    canvas.fillRectangles(rectangles, color: .white)
    return canvas.framebuffer.differingPixelCount(from: blank).map { $0 * 4 }
  }

  /// Registers one benchmark that changes a canvas once per iteration.
  ///
  /// - Parameters:
  ///   - name: the case name; `raster/` comes before it and the
  ///     resolution after it.
  ///   - size: the framebuffer size.
  ///   - policy: how the benchmark is judged.
  ///   - writtenBytes: the bytes one iteration stores, when fewer than the
  ///     framebuffer holds; reported as the `bytes_written` rate.
  ///   - lastColour: the colour every pixel must have after the iteration
  ///     of a given index, for passes that cover the whole frame; checked
  ///     on the far corner after the batch, so a pass that silently drew
  ///     nothing fails instead of reporting a fantastic rate.
  ///   - draw: one iteration's work, given the iteration's index.
  private static func register(
    _ name: String, size: PixelSize, policy: BenchmarkPolicy, writtenBytes: Int? = nil,
    lastColour: (@Sendable (Int) -> Color)? = nil,
    draw: @escaping @Sendable (inout Canvas, Int) throws(RasterError) -> Void
  ) {
    let frameBytes = size.width * size.height * 4
    let fullName = "raster/\(name)/\(size.width)x\(size.height)"
    BenchmarkRegistry.register(
      fullName, policy: policy, fixedIterationLimit: fixedIterationLimit
    ) {
      iterations, state in
      var canvas: Canvas
      do {
        canvas = try CanvasPool.shared.take(size)
      } catch {
        state.fail("cannot make a \(size.width)x\(size.height) canvas: \(error)")
        return
      }
      defer { CanvasPool.shared.put(canvas) }
      for index in 0..<iterations {
        do {
          try draw(&canvas, index)
        } catch {
          state.fail("iteration \(index) threw: \(error)")
          return
        }
        canvas.framebuffer.pixels.withUnsafeBufferPointer { keepStores(in: $0.baseAddress) }
      }
      if let lastColour, iterations > 0 {
        let expected = lastColour(iterations - 1)
        let found = canvas.framebuffer[x: size.width - 1, y: size.height - 1]
        guard found == expected else {
          state.fail(
            "the far corner is \(found.map(String.init(describing:)) ?? "missing"), "
              + "expected \(expected): the pass did not cover the frame")
          return
        }
      }
      state.setBytesProcessed(iterations * frameBytes)
      if let writtenBytes {
        state.setRateCounter("bytes_written", total: Double(iterations) * Double(writtenBytes))
      }
    }
  }
}
