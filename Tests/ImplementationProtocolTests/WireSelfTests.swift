import ExecutableTesting
import Foundation
import ImplementationProtocol
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster
import Testing

/// The whole wire, checked by the harness itself: `fuzz --serve-engine`
/// serves the reference engine over the pipe, and every function must give
/// through the pipe exactly what it gives in process, for every kind of
/// value (NaN, the infinities, signed zeros, the integer limits).
@Suite("The wire against the engine served over it")
struct WireSelfTests {
  /// The pipe client's engine over `fuzz --serve-engine`, and the client.
  static func served() throws -> (Engine, PipeImplementation) {
    let fuzz = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("fuzz").path
    try #require(FileManager.default.isExecutableFile(atPath: fuzz), "fuzz not built at \(fuzz)")
    let pipe = PipeImplementation(command: "\(fuzz) --serve-engine", timeout: .seconds(10))
    let handshake = try pipe.start()
    #expect(handshake.version == Handshake.protocolVersion)
    #expect(handshake.provides == Set(EngineServer.functions))
    return (pipe.engine(providing: handshake.provides), pipe)
  }

  static let specials: [Double] = [
    0, -0.0, 1, 0.5, 390, 1e300, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
    .greatestFiniteMagnitude,
  ]

  /// Doubles equal bit for bit, NaN with NaN.
  static func same(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }

  static func same(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width)
      && same(a.height, b.height)
  }

  static func same(_ a: Point, _ b: Point) -> Bool { same(a.x, b.x) && same(a.y, b.y) }

  @Test func safeFramesForEveryKindOfValue() throws {
    let (engine, pipe) = try Self.served()
    defer { pipe.stop() }
    let real = Engine.real
    for width in Self.specials {
      for inset in Self.specials {
        let screen = Size(width: width, height: 844)
        let insets = EdgeInsets(top: inset, left: 3, bottom: 34, right: inset)
        let piped = engine.safeFrame(screen, insets)
        let direct = real.safeFrame(screen, insets)
        #expect(
          Self.same(piped, direct),
          "safeFrame(\(screen), \(insets)): \(String(describing: piped)) != \(String(describing: direct))"
        )
      }
    }
    #expect(engine.takeFault?() == nil)
  }

  @Test func pixelFramesAtEveryScale() throws {
    let (engine, pipe) = try Self.served()
    defer { pipe.stop() }
    let scales = [1.0, 2, 3, 7.0 / 3, 0.5, 1e-300, 1e300].compactMap(DisplayScale.init(exactly:))
    for scale in scales {
      for inset in [0.0, -0.0, 27, 62.333333333333336, 1e9, 1e300] {
        guard
          let region = try? SafeRegion(
            screen: Size(width: 402, height: 874),
            insets: EdgeInsets(top: inset, left: 0, bottom: 34, right: inset / 2))
        else { continue }
        #expect(
          engine.pixelFrame(region, scale) == Engine.real.pixelFrame(region, scale),
          "pixelFrame(\(region), \(scale))")
      }
    }
    #expect(engine.takeFault?() == nil)
  }

  @Test func clipsPointsPlansAndGridsAtTheLimits() throws {
    let (engine, pipe) = try Self.served()
    defer { pipe.stop() }
    let real = Engine.real
    let extremes = [Int.min, Int.min + 1, -1, 0, 1, 186, 1206, Int.max - 1, Int.max]
    for a in extremes {
      for b in extremes {
        let box = PixelRect(x: a, y: b, width: b, height: a)
        let region = PixelRect(x: 0, y: 186, width: 1206, height: 2334)
        #expect(engine.clipRect(box, region) == real.clipRect(box, region), "clipRect(\(box))")
        #expect(
          engine.clipRect(region, box) == real.clipRect(region, box), "clipRect(in \(box))")
        let size = PixelSize(width: a, height: b)
        #expect(engine.automatonGrid(size) == real.automatonGrid(size), "automatonGrid(\(size))")
        #expect(engine.lifeGrid(size, 2_400) == real.lifeGrid(size, 2_400), "lifeGrid(\(size))")
        #expect(engine.lifeGrid(size, a) == real.lifeGrid(size, a), "lifeGrid(\(size), \(a))")
        // The wire carries the commands (a plan's `region` is what was
        // asked for, which the answer does not repeat).
        for scale in [DisplayScale.x1, .x3] {
          #expect(
            engine.hostPlan(size, box, scale).commands == real.hostPlan(size, box, scale).commands,
            "hostPlan(\(size), \(box))")
        }
      }
    }
    let region = PixelRect(x: 186, y: 0, width: 2250, height: 1143)
    let touches = Self.specials.map { Point(x: $0, y: 40) } + [Point(x: 200.5, y: -0.0)]
    let mapped = engine.intoSafeRegion(touches, region)
    let expected = real.intoSafeRegion(touches, region)
    #expect(mapped.count == expected.count && zip(mapped, expected).allSatisfy(Self.same))
    for touch in touches {
      #expect(Self.same(engine.belowSafeArea(touch, region), real.belowSafeArea(touch, region)))
    }
    #expect(engine.takeFault?() == nil)
  }

  @Test func hostFramesAreTheCanvasFramesOfTheEngine() throws {
    let (engine, pipe) = try Self.served()
    defer { pipe.stop() }
    let screen = PixelSize(width: 40, height: 30)
    let region = PixelRect(x: 0, y: 6, width: 40, height: 20)
    let scenes: [HostScene] = [
      .overshoot(12, background: .rayWhite, color: .maroon),
      .clipBox(PixelRect(x: -5, y: 3, width: 50, height: 4), background: .white, color: .blue),
      .clipBox(PixelRect(x: .max, y: 0, width: 3, height: 3), background: .white, color: .blue),
      .touches(
        [Point(x: 3.5, y: 10.5), Point(x: 30.25, y: 20)], radius: 2, background: .black,
        trail: .gray, marker: .red),
    ]
    for scene in scenes {
      for previous in [nil, Color.orange] {
        let request = HostFrameRequest(
          screen: screen, region: region, previous: previous, clear: .black, scene: scene)
        let piped = try #require(engine.hostFrame?(request))
        #expect(piped == request.renderedByCanvas(), "\(scene)")
      }
    }
    #expect(engine.takeFault?() == nil)
  }

  @Test func aBadRequestIsAnsweredWithAnErrorNotACrash() {
    let server = EngineServer()
    #expect(
      server.respond(to: Array("{\"id\":3,\"fn\":\"clipRect\",\"args\":{}}".utf8)).contains(
        "\"id\":3,\"error\":"))
    #expect(server.respond(to: Array("not json".utf8)).contains("\"error\":\"not JSON"))
    #expect(
      server.respond(to: Array("{\"id\":4,\"fn\":\"teleport\",\"args\":{}}".utf8)).contains(
        "a served function"))
  }
}
