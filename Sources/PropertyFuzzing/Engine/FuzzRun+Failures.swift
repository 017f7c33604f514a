extension FuzzRun {
  /// Settles a shrunk failure: confirmed by running the line that replays
  /// it, looked for on its property's places, kept in the corpus (if this
  /// run keeps failures) and drawn.
  ///
  /// A failure whose shrunk case did not replay in process, or whose
  /// replay line did not fail when run, is an internal error of the
  /// harness instead: nothing is kept and nothing is drawn.
  ///
  /// - Parameters:
  ///   - failure: the shrunk failure.
  ///   - placing: whether it is looked for on its property's places (not
  ///     when the caller moves it to one named place itself).
  func settle(_ failure: FailureReport, placing: Bool = true) -> FailureFinding {
    var failure = failure
    if failure.replayProblem == nil, let replaying {
      failure.replayProblem = replaying.confirm(
        .generated(seed: failure.seed, property: failure.property, index: failure.caseIndex))
    }
    var finding = FailureFinding(failure: failure)
    guard failure.replayProblem == nil else { return finding }
    let saved = CorpusCase(failure: failure, variant: variant)
    do {
      if let path = try corpus.keep(saved) {
        finding.kept = .written(path)
        if let line = replaying?.line(for: .file(path)) { finding.replayLines.append(line) }
      }
    } catch {
      finding.kept = .lost("the corpus case is lost: \(error)")
    }
    if let line = replaying?.line(
      for: .generated(seed: failure.seed, property: failure.property, index: failure.caseIndex))
    {
      finding.replayLines.append(line)
    }
    finding.pictures =
      output?.writeAttachments(
        failure.attachments, property: failure.property, caseHash: saved.shortHash) ?? []
    if placing { finding.placement = place(failure, caseHash: saved.shortHash) }
    return finding
  }

  /// Looks for a shrunk failure on its property's places, and draws and
  /// names the first place where it fails.
  func place(_ failure: FailureReport, caseHash: String) -> PlacementResult? {
    guard placesFailures,
      let property = properties.first(where: { $0.name == failure.property })
    else { return nil }
    guard let placements = property.placements else {
      return .unplaced(
        lacks: "its cases are not a device's screen, insets, region or session "
          + "(\(property.name) declares no device places)", tried: 0)
    }
    CrashContext.enter(property: property.cName, seed: seed, caseIndex: failure.caseIndex)
    let result = firstPlaced(failure, of: property, placements).result
    CrashContext.leave()
    guard case .placed(var placement) = result else { return result }
    let target = ReplayTarget.placed(
      seed: failure.seed, property: failure.property, index: failure.caseIndex,
      place: placement.place)
    placement.replayLine = replaying?.line(for: target) ?? ""
    placement.replayProblem = replaying?.confirm(target)
    placement.pictures =
      output?.writeAttachments(
        placement.evaluation.result.attachments, property: failure.property,
        caseHash: caseHash + "-" + Self.fileWord(placement.place)) ?? []
    return .placed(placement)
  }

  /// The first case of a failure that fails at some place: the shrunk
  /// one, then up to ``placedShrinkSteps`` of the cases its shrink kept
  /// (simplest first, spread evenly over the way back), then the original.
  ///
  /// - Returns: that case's choices and where it fails, or the shrunk
  ///   case's choices and what it lacks when none fails anywhere.
  func firstPlaced(
    _ failure: FailureReport, of property: Property, _ placements: PropertyPlacements
  ) -> (choices: [UInt64], result: PlacementResult) {
    let shrunk = placements.search(failure.choices, edgeBias: edgeBias)
    guard case .unplaced = shrunk else { return (failure.choices, shrunk) }
    let kept = failure.shrinkPath.count
    // The last kept step is the shrunk case itself.
    let earlier = Array((0..<Swift.max(0, kept - 1)).reversed())
    let stride = Swift.max(1, (earlier.count + Self.placedShrinkSteps - 1) / Self.placedShrinkSteps)
    var candidates: [(choices: [UInt64], source: PlacedCase)] =
      Swift.stride(from: 0, to: earlier.count, by: stride).map {
        (failure.shrinkPath[earlier[$0]], .shrinkStep(earlier[$0] + 1, of: kept))
      }
    candidates.append(
      (runner(property).evaluate(caseIndex: failure.caseIndex).choices, .original))
    for candidate in candidates {
      if case .placed(var placement) = placements.search(candidate.choices, edgeBias: edgeBias) {
        placement.source = candidate.source
        return (candidate.choices, .placed(placement))
      }
    }
    return (failure.choices, shrunk)
  }

  /// How many of a shrink's kept cases placement tries when the shrunk
  /// case is on no device (each try moves a case to every place).
  static let placedShrinkSteps = 8

  /// A place's name as a word for a file name (`iphone-16-pro-landscapeleft`).
  static func fileWord(_ place: String) -> String {
    var word = ""
    for character in place.lowercased() {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if word.last != "-" {
        word.append("-")
      }
    }
    while word.last == "-" { word.removeLast() }
    return String(word.prefix(60))
  }
}

// MARK: - One case

extension FuzzRun {
  /// How one case of `case` ended.
  public enum CaseOutcome: Sendable {
    /// It held.
    case held
    /// Its judge could not judge it.
    case notJudged
    /// It failed: shrunk, confirmed, placed and drawn (never kept: a
    /// replay line adds nothing to the corpus).
    case failed(FailureFinding)
  }

  /// Runs exactly one case of one property (a replay line's `case`), and
  /// settles it like a run's failure when it fails.
  ///
  /// - Parameters:
  ///   - index: the case.
  ///   - property: the property (one of ``properties``).
  ///   - place: a place to move the shrunk failure to (`--on`), or `nil`.
  ///   - reporter: hears the case and its failure.
  public func runCase(
    _ index: UInt64, of property: Property, on place: String? = nil,
    reporter: some FuzzReporter
  ) -> CaseOutcome {
    let runner = runner(property)
    CrashContext.enter(property: property.cName, seed: seed, caseIndex: index)
    let evaluation = runner.evaluate(caseIndex: index, describingPasses: true)
    CrashContext.leave()
    reporter.caseEvaluated(
      EvaluatedCase(property: property.name, seed: seed, index: index, evaluation: evaluation))
    if evaluation.result.notJudged != nil { return .notJudged }
    guard evaluation.isFailure else { return .held }
    // With `--on`, the failure is moved to that place alone: a search of
    // every place (and its line's confirmation) would be replaced unread.
    var finding = settle(runner.shrinkFailure(evaluation, caseIndex: index), placing: place == nil)
    if let place, !finding.isInternalError {
      finding.placement = moved(finding.failure, of: property, to: place)
    }
    reporter.failureFound(finding)
    return .failed(finding)
  }

  /// The shrunk failure moved to one named place (a placed replay line).
  func moved(_ failure: FailureReport, of property: Property, to place: String) -> PlacementResult {
    guard let placements = property.placements,
      var evaluation = placements.evaluate(failure.choices, edgeBias: edgeBias, at: place)
    else {
      return .unplaced(lacks: "'\(place)' is not a place of \(property.name)", tried: 0)
    }
    // As a run placed it: the shrunk case, or the first case of its shrink
    // (then the original) that fails at some place.
    var source = PlacedCase.shrunk
    if !evaluation.isFailure {
      let (choices, placed) = firstPlaced(failure, of: property, placements)
      if case .placed(let found) = placed,
        let moved = placements.evaluate(choices, edgeBias: edgeBias, at: place)
      {
        evaluation = moved
        source = found.source
      }
    }
    var placement = Placement(
      place: place, evaluation: evaluation, failing: evaluation.isFailure ? 1 : 0, tried: 1)
    placement.source = source
    let hash = CorpusCase(failure: failure, variant: variant).shortHash
    placement.pictures =
      output?.writeAttachments(
        evaluation.result.attachments, property: failure.property,
        caseHash: hash + "-" + Self.fileWord(place)) ?? []
    return .placed(placement)
  }
}
