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
      totality(engine),
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
    ]
    guard let takeFault = engine.takeFault else { return properties }
    return properties.map { property in
      property.checkingAfterwards { result in
        if let fault = takeFault() { result.fail(fault) }
      }
    }
  }

  /// The property names, in order.
  public static var propertyNames: [String] { properties().map(\.name) }
}
