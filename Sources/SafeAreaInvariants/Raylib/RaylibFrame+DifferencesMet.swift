import SafeAreaRaylib

extension RaylibFrame {
  /// Which documented differences a frame meets, for the fuzz report's
  /// `rule: ...` labels: read from the frame raylib is sent
  /// (``RaylibFrame/asTheCanvasDrawsIt``), so the labels follow the rules
  /// and never restate them.
  var differencesMet: (batch: Bool, translucent: Bool, scissorClamped: Bool) {
    let rewritten = asTheCanvasDrawsIt.commands
    let scissors = { (commands: [RaylibCommand]) in
      commands.filter { if case .beginScissorMode = $0 { true } else { false } }
    }
    return (
      rewritten.contains(.drawRenderBatchActive),
      rewritten.first == .disableBlending,
      scissors(rewritten) != scissors(commands)
    )
  }
}
