import PropertyFuzzing

/// Every invariant of the safe-area engine and rasterizer, built against an
/// engine (the real one or a mutant).
public enum InvariantSuite {
  /// The properties, in a stable order, checked against `engine`.
  public static func properties(for engine: Engine = .real) -> [Property] {
    let properties = [
      clipWellFormed(engine),
      intersectionSymmetric(engine),
      pointerInverse(engine),
      pointerDrawingAgrees(engine),
      hostContainsScene(engine),
      noStaleBands(engine),
      regionMatchesInsets(engine),
      rotationCommutes(engine),
      pixelsInsideBands(engine),
      lifeFits(engine),
      automatonFills(engine),
      pollerMatchesTruth(engine),
      pollerProviderTotal(engine),
      totality(engine),
      pixelRectAlgebra(),
      rectAlgebra(),
      quarterTurnAlgebra(),
      rotationGeometry(),
      canvasMatchesReference(),
      framesMatchReference(),
      limitsAsDocumented(),
      gridSizingMatchesPolicy(engine),
      cellRulesMatchReference(),
      framebufferInspection(),
      uikitRulesAsDocumented(),
      layoutStripsMatchTable(engine),
      layoutBandClearsCornerBlocks(engine),
      layoutContainerCentredInBand(engine),
      layoutTrailingControlAgainstRightInset(engine),
      layoutTopBarUsesOneStatusHeight(engine),
      layoutReductionIsBitIdentical(engine),
      layoutIslandShiftBoundedAndMonotone(engine),
      layoutSideColumnButtonInStrip(engine),
      layoutSubviewInsetsWithinExtent(engine),
      layoutMarginsMirrorUnderRTL(engine),
      layoutStaticElementsClearBands(engine),
      layoutAnchorsFollowOSVersion(engine),
      layoutCornerBlocksMatchModel(engine),
      layoutViewHierarchyMatchesModel(),
      pollerPoliciesMatchModel(),
      primitivesLimits(),
      primitivesVocabulary(),
    ]
    guard let takeFault = engine.takeFault else { return properties }
    return properties.map { property in
      let checked = property.checkingAfterwards { result in
        if let fault = takeFault() { result.fail(fault) }
      }
      guard let batchCalls = engine.batchCalls,
        !(functionsUsed[property.name] ?? []).contains(.hostPlan)
      else { return checked }
      return checked.preparing { sequences in
        batchCalls {
          for var sequence in sequences { _ = checked.evaluate(&sequence) }
        }
      }
    }
  }

  /// The property names, in order.
  public static var propertyNames: [String] { properties().map(\.name) }
}
