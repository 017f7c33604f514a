import Foundation
import SafeAreaGeometry
import SafeAreaInvariants
import SafeAreaRaster

/// An implementation that provides every function by forwarding to the
/// reference engine, and records which ones were called.
final class RecordingReference: SafeAreaImplementation, @unchecked Sendable {
  private let lock = NSLock()
  private var calls: Set<EngineFunction> = []
  /// Whether it renders host frames itself (`hostFrame`); without, the
  /// host properties draw its plan on the Canvas.
  let rendersFrames: Bool

  init(rendersFrames: Bool = true) {
    self.rendersFrames = rendersFrames
  }

  /// The functions called since the last `takeCalls`, cleared.
  func takeCalls() -> Set<EngineFunction> {
    lock.lock()
    defer { lock.unlock() }
    let taken = calls
    calls = []
    return taken
  }

  private func record(_ function: EngineFunction) {
    lock.lock()
    calls.insert(function)
    lock.unlock()
  }

  /// Every function, each recording its call and answering as the
  /// reference does; `hostFrame` (which the reference lacks) as the Canvas
  /// draws the reference's plan, when it renders frames.
  func provide(_ engine: inout Engine) {
    if rendersFrames {
      engine.hostFrame = { request in request.renderedByCanvas(engine: .real) }
    }
    for function in EngineFunction.allCases
    where function != EngineFunction(\.hostFrame) || rendersFrames {
      engine = function.declaration.forwarding(in: engine) { _ in
        self.record(function)
        return nil
      }
    }
  }
}
