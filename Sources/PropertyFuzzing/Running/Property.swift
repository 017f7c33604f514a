/// A named invariant with the generator that feeds it.
///
/// The value type is erased so that properties over different inputs sit in
/// one list; what remains is a function from choices to an outcome.
public struct Property: Sendable {
  /// A dotted name, unique in a suite (`clip.wellFormed`).
  public let name: String
  /// One line saying what must hold.
  public let summary: String
  /// The name as a C string, for the crash handler.
  public let cName: CStringBox
  @usableFromInline var body: @Sendable (inout ChoiceSequence, Bool, inout CheckResult) -> String
  /// Generates a value and checks it, describing nothing: the case loop's
  /// step (a passing case's empty description was still a string to
  /// return and release).
  @usableFromInline var run: @Sendable (inout ChoiceSequence, inout CheckResult) -> Void
  /// Generates and describes a value without checking it.
  @usableFromInline let generateOnly: @Sendable (inout ChoiceSequence) -> String
  /// Called by the runner with a block's cases before it evaluates them;
  /// see ``preparing(_:)``.
  public internal(set) var prepare: (@Sendable ([ChoiceSequence]) -> Void)? = nil
  /// The cases a run on its default budget gives the property (see
  /// ``FuzzRun``): ``defaultQuota`` unless ``withQuota(_:)`` says
  /// otherwise.
  public private(set) var quota = Property.defaultQuota
  /// The places its cases can be moved to (catalog devices), when it
  /// declares them: a shrunk failure is looked for there
  /// (``PropertyPlacements``).
  public var placements: PropertyPlacements? { placementStorage }
  @usableFromInline var placementStorage: PropertyPlacements?

  /// How much a failure of this property is shrunk: ``ShrinkLimit/standard``
  /// unless ``withShrinkLimit(_:)`` says otherwise.
  public private(set) var shrinkLimit = ShrinkLimit.standard

  /// The cases every property gets in a default run unless it declares its
  /// own quota: the one number to change for more or fewer (the time
  /// budget's minimum, the main job's floors and the help derive from it).
  public static let defaultQuota = 20_000

  /// The judged cases the property must reach on its quota (discards take
  /// a share of the quota; a property with many declares more): its quota,
  /// at most ``defaultQuota``.
  public var floor: Int { Swift.min(quota, Self.defaultQuota) }

  /// The property with its own shrink limit: fewer candidates for one
  /// whose judge is slow (each candidate is a full evaluation).
  ///
  /// - Parameter limit: the candidates a shrink may try.
  public func withShrinkLimit(_ limit: ShrinkLimit) -> Property {
    var copy = self
    copy.shrinkLimit = limit
    return copy
  }

  /// The property with its own quota of cases for a default run: more for
  /// a cheap property whose space is large, fewer for one bound by an
  /// outside judge's speed.
  ///
  /// - Parameter cases: at least 1.
  public func withQuota(_ cases: Int) -> Property {
    var copy = self
    copy.quota = Swift.max(1, cases)
    return copy
  }

  /// Creates a property.
  ///
  /// - Parameters:
  ///   - name: a unique, dotted name used on the command line and in the
  ///     corpus.
  ///   - summary: one line saying what must hold.
  ///   - generator: the inputs.
  ///   - describe: how a counterexample is shown to a person.
  ///   - placements: the places a value can be moved to (catalog devices),
  ///     where a shrunk failure is looked for; `nil` for none.
  ///   - check: records what must hold of a value into a result.
  @inlinable
  public init<Value>(
    _ name: String, summary: String, generator: Gen<Value>,
    describe: @escaping @Sendable (Value) -> String = { String(describing: $0) },
    placements: Placements<Value>? = nil,
    check: @escaping @Sendable (Value, inout CheckResult) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.cName = CStringBox(name)
    self.placementStorage = placements.map {
      PropertyPlacements.erasing($0, generator: generator, describe: describe, check: check)
    }
    self.generateOnly = { choices in describe(generator.generate(&choices)) }
    self.body = { choices, describingPasses, result in
      let value = generator.generate(&choices)
      check(value, &result)
      // Describing a value costs as much as checking a cheap property, so
      // passing cases are described only when someone will read it.
      return describingPasses || result.isFailure ? describe(value) : ""
    }
    self.run = { choices, result in check(generator.generate(&choices), &result) }
  }

  /// Runs the property on the value a choice sequence generates.
  ///
  /// - Parameters:
  ///   - choices: where the value's randomness comes from.
  ///   - describingPasses: whether a passing case's value is described too
  ///     (replays show it); a failing case's always is.
  public func evaluate(
    _ choices: inout ChoiceSequence, describingPasses: Bool = false
  ) -> Evaluation {
    var result = CheckResult()
    var description = body(&choices, describingPasses, &result)
    if description.isEmpty, result.isFailure {
      // Failed after a check that passed (`checkingAfterwards`): describe
      // the value from the same choices, by the generator alone, so the
      // system under test is not called again.
      var replay = ChoiceSequence.replaying(choices.recorded, edgeBias: choices.edgeBias)
      description = generateOnly(&replay)
    }
    return Evaluation(description: description, result: result, choices: choices.recorded)
  }

  /// Generates the value a choice sequence gives and describes it, without
  /// checking it: the supervisor of a crashing case learns the case's
  /// choices and shows its value this way, in a process the check cannot
  /// crash (generators never call the system under test).
  ///
  /// - Parameter choices: where the value's randomness comes from; its
  ///   `recorded` choices are the case afterwards.
  /// - Returns: the value, described.
  public func describeInput(_ choices: inout ChoiceSequence) -> String {
    generateOnly(&choices)
  }

  /// Runs the property on recorded choices (replay and shrinking), read
  /// with the strategy they were recorded under.
  public func evaluate(
    choices: [UInt64], edgeBias: Bool = true, describingPasses: Bool = false
  ) -> Evaluation {
    var sequence = ChoiceSequence.replaying(choices, edgeBias: edgeBias)
    return evaluate(&sequence, describingPasses: describingPasses)
  }
}

/// The outcome of one case.
public struct Evaluation: Sendable {
  /// The generated value, described (empty for a passing case unless it
  /// was evaluated with `describingPasses`).
  public var description: String
  /// What the check found.
  public var result: CheckResult
  /// The choices the case drew: replaying them gives the same case.
  public var choices: [UInt64]

  /// Whether the case broke the property.
  public var isFailure: Bool { result.isFailure }
}
