import SafeAreaGeometry

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
}
