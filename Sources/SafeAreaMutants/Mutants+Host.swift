import SafeAreaGeometry
import SafeAreaInvariants

extension Mutant {
  /// The scene is translated but not scissored: an overshooting scene
  /// paints over the status bar it was moved clear of.
  static let hostTranslateWithoutScissor = Mutant(
    "host.translateWithoutScissor", summary: "the host translates but does not scissor",
    caughtBy: ["host.sceneInsideRegion"]
  ) { engine in
    engine.hostPlan = { screen, region, scale in
      let real = HostFramePlan(screen: screen, region: region, scale: scale)
      return HostFramePlan(
        screen: screen, region: real.region,
        commands: real.commands.filter {
          if case .beginScissor = $0 { return false }
          return $0 != .endScissor
        })
    }
  }

  /// The host relies on the scene's own (scissored) clear: the bands keep
  /// whatever was drawn before, which after a rotation is stale content.
  static let hostScissoredClear = Mutant(
    "host.scissoredClear", summary: "only the scissored clear runs, the bands keep stale pixels",
    caughtBy: ["host.noStaleBands", "host.sceneInsideRegion"]
  ) { engine in
    engine.hostPlan = { screen, region, scale in
      let real = HostFramePlan(screen: screen, region: region, scale: scale)
      return HostFramePlan(
        screen: screen, region: real.region,
        commands: real.commands.filter { $0 != .clearBackground })
    }
  }

  /// The host's own Back button placed at the screen's margin instead of
  /// the region's: in landscape it sits in the band beside the camera
  /// housing (issue 37's host on a JVM). A button and its label, 16 px in.
  static let hostBackButtonAtScreenMargin = Mutant(
    "host.backButtonAtScreenMargin",
    summary: "the host's Back button sits at the screen's margin, not the safe region's",
    caughtBy: ["host.sceneInsideRegion"]
  ) { engine in
    engine.hostPlan = { screen, region, scale in
      let real = HostFramePlan(screen: screen, region: region, scale: scale)
      return HostFramePlan(
        screen: screen, region: real.region,
        commands: real.commands + BackButton.at(x: 16, y: 16).commands)
    }
  }
}

/// A host's Back button, the chrome of issue 37: a rectangle and its
/// label, drawn after the scene's scissor ends.
struct BackButton {
  /// The button, in screen pixels.
  var frame: PixelRect

  /// A button at `(x, y)`, 88 x 44 px, its label inset 12 px.
  static func at(x: Int, y: Int) -> BackButton {
    BackButton(frame: PixelRect(x: x, y: y, width: 88, height: 44))
  }

  /// Its draw calls: the rectangle, then the label's box.
  var commands: [HostCommand] {
    [
      .drawChrome(.rect(frame)),
      .drawChrome(
        .text(
          PixelRect(
            x: frame.x.addingReportingOverflow(12).partialValue,
            y: frame.y.addingReportingOverflow(12).partialValue, width: 64, height: 20))),
    ]
  }
}
