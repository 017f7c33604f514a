import PropertyFuzzing
import SafeAreaGeometry

/// A hand-written script for ``SimulatedInsetProvider``: phases whose start
/// frames and transitions may be anything an `Int` holds, and frames to ask
/// about.
public struct ProviderScript: Sendable, CustomStringConvertible {
  /// The layout frame as given (the provider clamps it).
  public var layoutFrame: Int
  /// The phases as given, unsorted; phase `i` has a top inset of `i + 1`,
  /// so an answer names the phase it came from.
  public var phases: [SimulatedInsetProvider.Phase]
  /// Extra frames to ask about, beyond the ones derived from the phases.
  public var frames: [Int]

  /// The script in words.
  public var description: String {
    let phases = phases.map { "start \($0.startFrame) transition \($0.transitionFrames)" }
    return "layout at \(layoutFrame); phases " + phases.joined(separator: ", ")
      + "; asked at \(frames)"
  }
}

extension Domain {
  /// Scripts with one to five phases, start frames and transitions mostly
  /// small (before frame 0, at it, after it) and sometimes anywhere in
  /// `Int`, biased toward its limits: where sorting, moving the first phase
  /// to frame 0 and `frame - start` arithmetic break. Every phase keeps the
  /// window's size and orientation and changes its insets (the change no
  /// rotation makes), and one in three answers zeros during its transition.
  public static let providerScript = Gen<ProviderScript> { choices in
    let frame = Gen<Int>.frequency([(3, .int(in: -200...400)), (1, .int(in: .min ... .max))])
    let transition = Gen<Int>.frequency([(3, .int(in: -5...40)), (1, .int(in: .min ... .max))])
    let geometry = InsetGeometry(size: Size(width: 320, height: 480), orientation: .portrait)
    let count = choices.int(in: 1...5)
    var phases: [SimulatedInsetProvider.Phase] = []
    for index in 0..<count {
      phases.append(
        SimulatedInsetProvider.Phase(
          startFrame: frame.generate(&choices), geometry: geometry,
          insets: EdgeInsets(top: Double(index + 1), left: 0, bottom: 0, right: 0),
          transitionFrames: transition.generate(&choices)))
    }
    let layoutFrame = frame.generate(&choices)
    let frames = (0..<choices.int(in: 0...4)).map { _ in frame.generate(&choices) }
    // Drawn last, so the scripts drawn before zeros existed replay as they
    // were (a replay answers zeros past its choices: no zeros).
    for index in phases.indices { phases[index].transitionalZeros = choices.weightedBool(1, in: 3) }
    return ProviderScript(layoutFrame: layoutFrame, phases: phases, frames: frames)
  }
}
