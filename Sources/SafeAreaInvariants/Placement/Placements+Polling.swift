import PropertyFuzzing
import SafeAreaGeometry

extension Placements where Value == PollingSession {
  /// The session on a catalog device: every phase keeps its frames,
  /// orientation and transition, and takes the device's screen and
  /// insets for its orientation (a resize or a change of the insets alone
  /// has no version on a device, so it becomes a layout pass).
  static let session = Placements(
    places: Device.byReach.map(\.name),
    place: { session, index in
      let device = Device.byReach[index]
      let phases = session.provider.phases.map { phase in
        var moved = phase
        let orientation = phase.geometry.orientation
        moved.geometry = InsetGeometry(
          size: device.screenSize(in: orientation), orientation: orientation)
        moved.insets = device.safeInsets(in: orientation)
        return moved
      }
      guard
        let provider = try? SimulatedInsetProvider(
          layoutFrame: session.provider.layoutFrame, phases: phases)
      else { return nil }
      return PollingSession(
        provider: provider, frames: session.frames, zeroInsets: device.hasNoInsets,
        foldable: false)
    },
    lacks: { session in
      let insets = Set(session.provider.phases.map { "\($0.insets)" }).sorted()
      return
        "the session's own screen and insets (\(insets.joined(separator: "; ")) pt): no catalog "
        + "device taking the same turns and transitions fails the same way"
    })
}
