import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaRaster
import SafeAreaRaylib

/// A failure of the measurement, in words.
struct PeerError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// One frame kind: how the Canvas draws it, and the same frame as raylib calls.
struct FrameKind {
  var name: String
  var raylib: RaylibFrame
  var canvas: (inout Canvas) throws(RasterError) -> Void
}

extension RaylibPeer {
  /// The frames of the comparison, at the iPhone 16 Pro's 1206x2622.
  static func frameKinds() throws -> [FrameKind] {
    let plan = try HostFramePlan(device: .iPhone16Pro, orientation: .portrait)
    let life = LifeScene(seed: 0x11FE)
    let automaton = AutomatonScene(rule: 30)
    let overshoot = OvershootScene()
    let rectangles = scatteredRectangles(in: plan.screen)
    /// A host frame of `plan` with a scene: executed by the Canvas, and the
    /// same frame as raylib calls.
    func host(
      _ name: String, _ scene: some Scene,
      calls: (SceneMetrics) throws(RasterError) -> [RaylibCommand]
    ) throws -> FrameKind {
      FrameKind(
        name: name, raylib: try RaylibFrame(plan: plan, clear: .black, scene: calls),
        canvas: { canvas throws(RasterError) in
          try canvas.execute(plan, clearColor: .black, scene: scene)
        })
    }
    return [
      try host("life", life) { metrics throws(RasterError) in
        try RaylibFrame.calls(of: life, metrics: metrics)
      },
      try host("automaton", automaton) { metrics throws(RasterError) in
        try RaylibFrame.calls(of: automaton, metrics: metrics)
      },
      FrameKind(
        name: "100 rectangles",
        raylib: RaylibFrame(
          size: plan.screen,
          commands: [
            .drawRectangles(
              rectangles.map {
                .init(
                  x: Int32($0.x), y: Int32($0.y), width: Int32($0.width), height: Int32($0.height))
              }, .gold)
          ]),
        canvas: { canvas throws(RasterError) in canvas.fillRectangles(rectangles, color: .gold) }),
      try host("host frame, overshooting scene", overshoot) { metrics in
        RaylibFrame.calls(of: overshoot, metrics: metrics)
      },
    ]
  }

  /// The benchmark suite's scattered rectangles: seeded, some sticking out
  /// of an edge, up to half the width and a quarter of the height each.
  static func scatteredRectangles(in size: PixelSize) -> [PixelRect] {
    var generator = SplitMix64(seed: 0x2EC7_5EED)
    return (0..<100).map { _ in
      PixelRect(
        x: Int.random(in: -size.width / 8...size.width, using: &generator),
        y: Int.random(in: -size.height / 8...size.height, using: &generator),
        width: Int.random(in: 1...max(1, size.width / 2), using: &generator),
        height: Int.random(in: 1...max(1, size.height / 4), using: &generator))
    }
  }

  static func measure(frames: Int, transportFrames: Int) throws -> [String: Any] {
    let directory = FileManager.default.currentDirectoryPath
    let launch: RaylibReference.Launch
    switch RaylibReference.Launch.locate(in: directory) {
    case .success(let found): launch = found
    case .failure(let reason): throw PeerError("no raylib reference: \(reason)")
    }
    let kinds = try frameKinds()
    let size = kinds[0].raylib.size
    let reference = RaylibReference(launch: launch, windows: [size], timeout: .seconds(120))
    defer { reference.stop() }
    try reference.start()
    var rows: [[String: Any]] = []
    for kind in kinds {
      var canvas = try Canvas(size: size)
      try kind.canvas(&canvas)
      let expected = try reference.render(kind.raylib)
      if let index = canvas.framebuffer.firstDifference(from: expected) {
        throw PeerError(
          "\(kind.name): the Canvas and raylib differ at pixel (\(index % size.width), "
            + "\(index / size.width)): \(Color(packed: canvas.framebuffer.pixels[index])) against "
            + "\(Color(packed: expected.pixels[index]))")
      }
      let clock = ContinuousClock()
      let start = clock.now
      for _ in 0..<frames { try kind.canvas(&canvas) }
      let canvasSeconds = start.duration(to: clock.now).seconds
      let raylibSeconds = try reference.time(kind.raylib, repeats: frames)
      rows.append([
        "frame": kind.name, "frames": frames,
        "canvasFramesPerSecond": Double(frames) / canvasSeconds,
        "raylibFramesPerSecond": Double(frames) / raylibSeconds,
        "canvasOverRaylib": raylibSeconds / canvasSeconds,
      ])
    }
    return [
      "size": "\(size.width)x\(size.height)", "renderer": reference.name, "frames": rows,
      "transport": try measureTransport(launch: launch, frames: transportFrames),
    ]
  }

  /// Frames per second through the pipe, raw RGBA against runs, for a small
  /// frame and a catalog screen at 1x.
  static func measureTransport(launch: RaylibReference.Launch, frames: Int) throws
    -> [[String: Any]]
  {
    let sizes = [PixelSize(width: 24, height: 24), PixelSize(width: 440, height: 956)]
    var rows: [[String: Any]] = []
    for encoding in PixelEncoding.allCases {
      let reference = RaylibReference(launch: launch, encoding: encoding)
      defer { reference.stop() }
      try reference.start()
      for size in sizes {
        let frame = RaylibFrame(
          size: size,
          commands: [
            .clearBackground(.rayWhite),
            .drawRectangle(x: 2, y: 3, width: Int32(size.width / 2), height: 7, .maroon),
            .drawCircleV(x: Float(size.width) / 2, y: Float(size.height) / 2, radius: 9, .blue),
          ])
        _ = try reference.render(frame)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<frames { _ = try reference.render(frame) }
        let seconds = start.duration(to: clock.now).seconds
        rows.append([
          "encoding": "\(encoding)", "size": "\(size.width)x\(size.height)",
          "framesPerSecond": Double(frames) / seconds,
        ])
      }
    }
    return rows
  }
}

extension Duration {
  var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) / 1e18
  }
}
