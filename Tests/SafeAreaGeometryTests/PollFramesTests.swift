import SafeAreaGeometry
import Testing

/// `pollFrames(count:)` builds a session a stretch at a time (what a
/// poller sees changes only at layout and where a transition ends); these
/// pin it to the provider's per-frame queries, frame by frame.
@Suite("Poll frames")
struct PollFramesTests {
  /// A session's phases: each one's start, transition length and whether
  /// it answers zeros meanwhile, with its insets told apart by position.
  struct Script: Sendable, CustomTestStringConvertible {
    var layoutFrame: Int
    var phases: [(start: Int, transition: Int, zeros: Bool)]
    var testDescription: String { "layout \(layoutFrame), phases \(phases)" }

    func provider() throws -> SimulatedInsetProvider {
      var phases: [SimulatedInsetProvider.Phase] = []
      for (position, phase) in self.phases.enumerated() {
        let side = Double(position + 1)
        phases.append(
          SimulatedInsetProvider.Phase(
            startFrame: phase.start,
            geometry: InsetGeometry(
              size: Size(width: 100 * side, height: 200), orientation: .portrait),
            insets: EdgeInsets(top: side, left: 0, bottom: side, right: 0),
            transitionFrames: phase.transition, transitionalZeros: phase.zeros))
      }
      return try SimulatedInsetProvider(layoutFrame: layoutFrame, phases: phases)
    }
  }

  static let scripts: [Script] = [
    // One phase, laid out late.
    Script(layoutFrame: 7, phases: [(0, 0, false)]),
    // Layout inside a transition, transitions of both kinds.
    Script(layoutFrame: 12, phases: [(0, 0, false), (10, 5, false), (20, 3, true)]),
    // Layout after a transition ended, one ending on the next phase's start.
    Script(layoutFrame: 30, phases: [(0, 4, false), (5, 10, true), (15, 0, false)]),
    // Phases on the same frame (the last is in force), given out of order,
    // and before frame 0.
    Script(layoutFrame: 0, phases: [(8, 2, false), (-5, 0, false), (8, 6, true), (3, 1, false)]),
    // A negative transition and layout frame count as zero.
    Script(layoutFrame: -3, phases: [(0, 0, false), (4, -2, true)]),
    // A transition whose end overflows (it never ends), and phases near
    // the end of Int that no counted frame reaches.
    Script(layoutFrame: 2, phases: [(0, 0, false), (4, .max, false), (.max, 3, true)]),
  ]

  /// Frame `frame` as a poller sees it, from the per-frame queries.
  func queried(_ provider: SimulatedInsetProvider, _ frame: Int) -> PollFrame {
    let geometry = provider.geometry(atFrame: frame)
    return PollFrame(
      layoutPass: provider.isLaidOut(atFrame: frame) ? geometry.layoutPass : nil,
      size: geometry.size, orientation: geometry.orientation,
      answer: provider.answer(atFrame: frame))
  }

  @Test(arguments: scripts)
  func everyFrameIsWhatTheQueriesSay(script: Script) throws {
    let provider = try script.provider()
    for count in [0, 1, 5, 13, 40] {
      let frames = provider.pollFrames(count: count)
      #expect(frames.count == count)
      for frame in frames.indices {
        #expect(frames[frame] == queried(provider, frame), "frame \(frame) of \(count)")
      }
    }
  }

  @Test func aNegativeCountIsNoFrames() throws {
    let provider = try Self.scripts[1].provider()
    #expect(provider.pollFrames(count: -4).isEmpty)
    #expect(provider.pollFrames(count: .min).isEmpty)
  }
}
