// Policy: the frame paths that write each pixel once (a deferred clear, a
// board composited into it, a batch of rectangles stored as their union)
// and the byte-stepped automaton and Life rules are checked against simple
// reference implementations kept here: the per-cell rules as first written,
// and the same commands run one by one outside `execute`, where nothing is
// deferred. Any difference is a changed pixel.

import SafeAreaGeometry
import Testing

@testable import SafeAreaRaster

/// The automaton and Life rules as first written: one Bool array per
/// generation, bounds tests per neighbour.
enum ReferenceCells {
  static func automaton(rule: UInt8, columns: Int, rows: Int, firstGeneration: Int) -> [Bool] {
    guard columns > 0, rows > 0 else { return [] }
    var cells: [Bool] = []
    var generation = [Bool](repeating: false, count: columns)
    generation[columns / 2] = true
    for index in 0..<(firstGeneration + rows) {
      if index >= firstGeneration { cells += generation }
      var next = generation
      for column in generation.indices {
        let left = column > 0 && generation[column - 1]
        let right = column + 1 < generation.count && generation[column + 1]
        let pattern = (left ? 4 : 0) | (generation[column] ? 2 : 0) | (right ? 1 : 0)
        next[column] = rule >> pattern & 1 == 1
      }
      generation = next
    }
    return cells
  }

  static func life(_ board: CellBoard) -> [Bool] {
    var next = board.cells
    for row in 0..<board.rows {
      for column in 0..<board.columns {
        var neighbours = 0
        for dy in -1...1 {
          for dx in -1...1
          where (dx != 0 || dy != 0) && board.isAlive(column: column + dx, row: row + dy) {
            neighbours += 1
          }
        }
        let alive = board.isAlive(column: column, row: row)
        next[row * board.columns + column] = neighbours == 3 || (alive && neighbours == 2)
      }
    }
    return next
  }
}

/// A scene that draws a board without clearing first, optionally moved and
/// larger than its screen, so the composite meets the host's pending clear
/// and boards that stick out of it.
struct BareBoardScene: Scene {
  var seed: UInt64
  var cellWidth: Int
  var cellHeight: Int
  var offset: (x: Int, y: Int)
  var clearsFirst: Bool

  func draw(into canvas: inout Canvas, metrics: SceneMetrics) throws(RasterError) {
    if clearsFirst { canvas.clear(.skyBlue) }
    let board = try CellBoard.random(
      columns: metrics.screen.width / cellWidth + 3, rows: metrics.screen.height / cellHeight + 2,
      seed: seed, percentAlive: 45)
    try canvas.pushMatrix()
    try canvas.translate(x: offset.x, y: offset.y)
    try canvas.drawCells(board, cellWidth: cellWidth, cellHeight: cellHeight, color: .maroon)
    try canvas.popMatrix()
  }
}

@Suite("Fast paths match their references")
struct FastPathTests {
  @Test("the byte-stepped automaton matches the per-cell rule", arguments: [0, 1, 2, 31, 90, 200])
  func automatonMatches(columns: Int) throws {
    for rule in UInt8.min...UInt8.max {
      for firstGeneration in [0, 3, 17] {
        let board = try CellBoard.elementaryAutomaton(
          rule: rule, columns: columns, rows: 9, firstGeneration: firstGeneration)
        let expected = ReferenceCells.automaton(
          rule: rule, columns: columns, rows: 9, firstGeneration: firstGeneration)
        #expect(board.cells == expected, "rule \(rule), first generation \(firstGeneration)")
      }
    }
  }

  @Test("the padded Life step matches the per-cell rule", arguments: [1, 2, 7, 0x11FE])
  func lifeMatches(seed: UInt64) throws {
    for (columns, rows) in [(1, 1), (1, 9), (9, 1), (13, 8), (40, 31)] {
      var board = try CellBoard.random(columns: columns, rows: rows, seed: seed, percentAlive: 40)
      for generation in 0..<6 {
        let expected = ReferenceCells.life(board)
        board = board.nextLifeGeneration()
        #expect(board.cells == expected, "\(columns)x\(rows), generation \(generation)")
      }
    }
  }

  /// Runs a plan's commands one by one outside `execute`, where every
  /// store happens at once: the reference for the deferred frame.
  static func immediateFrame(
    _ commands: [HostCommand], on start: Framebuffer, scene: some Scene
  ) throws -> Framebuffer {
    var canvas = Canvas(framebuffer: start)
    for command in commands {
      switch command {
      case .clearBackground: canvas.clear(hostClear)
      case .beginScissor(let rect): try canvas.beginScissor(rect)
      case .pushMatrix: try canvas.pushMatrix()
      case .translate(let x, let y): try canvas.translate(x: x, y: y)
      case .drawScene(let metrics): try scene.draw(into: &canvas, metrics: metrics)
      case .popMatrix: try canvas.popMatrix()
      case .endScissor: canvas.endScissor()
      case .drawChrome: Issue.record("no chrome in these plans")
      }
    }
    return canvas.framebuffer
  }

  static let scenes: [any Scene & Sendable] = [
    LifeScene(seed: 16, generations: 4),
    LifeScene(seed: 3, cellBudget: 50_000, percentAlive: 70),
    AutomatonScene(rule: 30),
    AutomatonScene(rule: 90, firstGeneration: 40),
    AutomatonScene(rule: 255),
    OvershootScene(overshoot: 80),
    ClipBoxScene(box: PixelRect(x: -20, y: 30, width: 300, height: 120)),
  ]

  @Test("host frames are pixel for pixel the commands run one by one", arguments: deviceFrames)
  func framesMatch(device: Device, orientation: Orientation) throws {
    let plan = try HostFramePlan(device: device, orientation: orientation)
    let start = try Framebuffer(size: plan.screen, color: .gold)
    var variants = [plan.commands]
    // Without the host's clear the scene's clear is the first fill; without
    // the scissor the scene's clear covers the whole screen.
    variants.append(plan.commands.filter { $0 != .clearBackground })
    variants.append(plan.commands.filter { if case .beginScissor = $0 { false } else { true } })
    for scene in Self.scenes {
      for commands in variants {
        var canvas = Canvas(framebuffer: start)
        try canvas.execute(commands, clearColor: hostClear, scene: scene)
        let expected = try Self.immediateFrame(commands, on: start, scene: scene)
        #expect(canvas.framebuffer.differingPixelCount(from: expected) == 0, "\(scene)")
        #expect(canvas.pendingFill == nil && !canvas.defersFills)
      }
    }
  }

  @Test(
    "full-resolution frames, whose rows are streamed, match",
    arguments: [Orientation.portrait, .landscapeLeft])
  func streamedFramesMatch(orientation: Orientation) throws {
    let plan = try HostFramePlan(device: .iPhone16Pro, orientation: orientation)
    let start = try Framebuffer(size: plan.screen, color: .gold)
    for scene in [LifeScene(seed: 0x11FE) as any Scene & Sendable, AutomatonScene(rule: 30)] {
      var canvas = Canvas(framebuffer: start)
      // This machine's cache may hold the whole frame; stream it anyway.
      canvas.streamingThresholdBytes = start.pixels.count * 4
      try canvas.execute(plan, clearColor: hostClear, scene: scene)
      let expected = try Self.immediateFrame(plan.commands, on: start, scene: scene)
      #expect(canvas.framebuffer.differingPixelCount(from: expected) == 0, "\(scene)")
    }
  }

  @Test(
    "boards drawn into a pending clear match, however they sit",
    arguments: [(1, 1), (4, 3), (13, 21), (50, 7)])
  func compositeMatches(cellWidth: Int, cellHeight: Int) throws {
    let plan = try HostFramePlan(device: atScaleOne(.iPhone16Pro), orientation: .landscapeLeft)
    let start = try Framebuffer(size: plan.screen, color: .gold)
    for offset in [(0, 0), (-7, 5), (30, -40), (-5000, 0)] {
      for clearsFirst in [false, true] {
        let scene = BareBoardScene(
          seed: 9, cellWidth: cellWidth, cellHeight: cellHeight, offset: offset,
          clearsFirst: clearsFirst)
        var canvas = Canvas(framebuffer: start)
        try canvas.execute(plan, clearColor: hostClear, scene: scene)
        let expected = try Self.immediateFrame(plan.commands, on: start, scene: scene)
        #expect(
          canvas.framebuffer.differingPixelCount(from: expected) == 0,
          "offset \(offset), clears first: \(clearsFirst)")
      }
    }
  }

  @Test("a batch of rectangles stores what filling them one by one stores", arguments: [1, 2, 3])
  func rectangleBatchMatches(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let size = PixelSize(width: 157, height: 93)
    let rects =
      (0..<60).map { _ in
        PixelRect(
          x: Int.random(in: -40...160, using: &generator),
          y: Int.random(in: -40...100, using: &generator),
          width: Int.random(in: -3...70, using: &generator),
          height: Int.random(in: -3...50, using: &generator))
      } + [PixelRect(x: .max - 3, y: 0, width: 10, height: 10), PixelRect(size: size)]
    for translation in [(0.0, 0.0), (3.0, -2.0), (0.5, 1.25)] {
      for scissor in [nil, PixelRect(x: 10, y: 5, width: 100, height: 60)] {
        for batch in [Array(rects.dropLast()), rects.suffix(2) + rects.prefix(20)] {
          var batched = try Canvas(size: size, color: .gold)
          var single = batched
          try batched.translate(x: translation.0, y: translation.1)
          try single.translate(x: translation.0, y: translation.1)
          if let scissor {
            try batched.beginScissor(scissor)
            try single.beginScissor(scissor)
          }
          batched.fillRectangles(batch, color: .skyBlue)
          for rect in batch { single.fillRectangle(rect, color: .skyBlue) }
          #expect(
            batched.framebuffer.differingPixelCount(from: single.framebuffer) == 0,
            "translation \(translation), scissor \(String(describing: scissor))")
        }
      }
    }
  }

  @Test("the expected band frame sets exactly the pixels outside the kept rect", arguments: [1, 2])
  func settingPixelsOutsideMatchesThePerPixelRule(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var canvas = try Canvas(size: PixelSize(width: 37, height: 23), color: .gold)
    canvas.fillRectangle(PixelRect(x: 5, y: 4, width: 20, height: 9), color: .skyBlue)
    let frame = canvas.framebuffer
    let rects: [PixelRect?] =
      (0..<40).map { _ in
        PixelRect(
          x: Int.random(in: -10...45, using: &generator),
          y: Int.random(in: -10...30, using: &generator),
          width: Int.random(in: -3...50, using: &generator),
          height: Int.random(in: -3...30, using: &generator))
      } + [nil, PixelRect(x: .max - 3, y: 0, width: 10, height: 10), frame.bounds]
    for rect in rects {
      let fast = frame.settingPixels(outside: rect, to: .black)
      let keep = rect.flatMap { $0.intersection(frame.bounds) }
      var differing = 0
      for y in 0..<frame.height {
        for x in 0..<frame.width {
          let kept = keep?.contains(x: x, y: y) ?? false
          let expected = kept ? frame.pixels[y * frame.width + x] : Color.black.packed
          if fast.pixels[y * frame.width + x] != expected { differing += 1 }
        }
      }
      #expect(differing == 0, "rect \(String(describing: rect))")
    }
  }
}
