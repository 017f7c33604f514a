// Policy: executing a plan starts from the canvas's state as it is, the way
// a GL context carries its state from frame to frame; the plan's own
// commands (clear first, end the scissor last) are what make a frame clean,
// and a mutated plan that drops one shows up in the pixels.

import SafeAreaGeometry

extension Canvas {
  /// Runs a host frame plan: the host's clear, scissor, matrix and the
  /// scene's drawing, in the plan's order.
  ///
  /// - Parameters:
  ///   - plan: the frame, for a screen the size of the framebuffer.
  ///   - clearColor: the host's clear colour (what the bands show).
  ///   - scene: what `drawScene` draws.
  /// - Throws: ``RasterError/planScreenMismatch(plan:framebuffer:)`` before
  ///   drawing anything when the sizes differ; otherwise the first error of
  ///   a command, with the state as that command left it.
  public mutating func execute(
    _ plan: HostFramePlan, clearColor: Color, scene: some Scene
  ) throws(RasterError) {
    guard plan.screen == framebuffer.size else {
      throw .planScreenMismatch(plan: plan.screen, framebuffer: framebuffer.size)
    }
    try execute(plan.commands, clearColor: clearColor, scene: scene)
  }

  /// The colour the Canvas draws a plan's chrome in (a plan carries no
  /// colours; raylib's BLUE, which no scene uses).
  public static let chromeColor = Color.blue

  /// Draws a host's own control as raylib would: through the matrix and
  /// the scissor in force.
  mutating func drawChrome(_ shape: ChromeShape) {
    switch shape {
    case .rect(let rect), .text(let rect):
      fillRectangle(rect, color: Self.chromeColor)
    case .line(let start, let end, let thickness):
      drawLine(from: start, to: end, thickness: thickness, color: Self.chromeColor)
    }
  }

  /// Runs a list of host commands, for plans that were edited (a mutant
  /// that drops or reorders steps).
  ///
  /// - Parameters:
  ///   - commands: the commands, in order.
  ///   - clearColor: the colour of `clearBackground`.
  ///   - scene: what `drawScene` draws.
  /// - Throws: the first error of a command (a negative scissor, a pop with
  ///   nothing pushed, a scene's error), with the state as it left it.
  public mutating func execute(
    _ commands: some Sequence<HostCommand>, clearColor: Color, scene: some Scene
  ) throws(RasterError) {
    // Clears inside the frame are deferred (Canvas+DeferredFill.swift) and
    // whatever is pending is stored before returning or throwing.
    let outerDefers = defersFills
    defersFills = true
    defer {
      applyPendingFill()
      defersFills = outerDefers
    }
    for command in commands {
      switch command {
      case .clearBackground:
        clear(clearColor)
      case .beginScissor(let rect):
        try beginScissor(rect)
      case .pushMatrix:
        try pushMatrix()
      case .translate(let x, let y):
        try translate(x: x, y: y)
      case .drawScene(let metrics):
        try scene.draw(into: &self, metrics: metrics)
      case .popMatrix:
        try popMatrix()
      case .endScissor:
        endScissor()
      case .drawChrome(let shape):
        drawChrome(shape)
      }
    }
  }
}
