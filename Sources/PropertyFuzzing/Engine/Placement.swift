// Policy: a shrunk counterexample is the smallest case, which is rarely a
// case anyone holds in their hand (a 1x4 screen, an inset of 340.8 pt, a
// region near 2^63). A property that knows the places its values come from
// (the device catalog) declares them, and after shrinking the engine moves
// the shrunk case to each place in turn, keeping the rest of the case, and
// reports the first place where it still fails, with its own replay line;
// when the shrunk case fails at no place, the cases the shrink kept on its
// way (up to eight of them, simplest first) and then the original case (as
// drawn) are moved the same way, since shrinking may have left every device
// behind (a stale cache shrinks to a half turn on an invented screen, where
// a quarter turn on an iPhone fails a few steps earlier); and when none
// does, what the shrunk case has that no place has. Hypothesis and
// proptest stop at the minimal case; this says which users are hit. The
// places are tried in their declared order, so the answer is the same on
// every machine.

/// The places a property's cases can be moved to, as the property's
/// generic init erases them.
public struct PropertyPlacements: Sendable {
  /// The places, in the order they are tried (`iPhone 16 Pro,
  /// landscapeLeft`).
  public let places: [String]
  /// The case the choices generate, moved to place `index` and checked;
  /// `nil` when the place has no version of it.
  let evaluate: @Sendable (_ choices: [UInt64], _ edgeBias: Bool, _ index: Int) -> Evaluation?
  /// What the case the choices generate has that no place has.
  let lacks: @Sendable (_ choices: [UInt64], _ edgeBias: Bool) -> String
}

/// Where a property's values come from, for a value type: the places, how
/// a value moves to one, and what a value no place reproduces needs.
public struct Placements<Value>: Sendable {
  /// The places, in the order they are tried.
  public var places: [String]
  /// The value at place `index`, the rest of it kept; `nil` when the
  /// place has no version of it.
  public var place: @Sendable (Value, Int) -> Value?
  /// In words, what the value has that no place has (`an inset larger
  /// than the screen`).
  public var lacks: @Sendable (Value) -> String

  /// Creates the placements of a value type.
  public init(
    places: [String], place: @escaping @Sendable (Value, Int) -> Value?,
    lacks: @escaping @Sendable (Value) -> String
  ) {
    self.places = places
    self.place = place
    self.lacks = lacks
  }
}

/// Where else a shrunk failure shows.
public enum PlacementResult: Sendable {
  /// It fails at a place too.
  case placed(Placement)
  /// No place reproduces it: what it needs that no place has, and how
  /// many places were tried.
  case unplaced(lacks: String, tried: Int)
}

/// Which case of a failure's shrink was moved to a place.
public enum PlacedCase: Sendable, Equatable {
  /// The shrunk counterexample.
  case shrunk
  /// The case kept at simplification `step` of `steps` (counted from 1).
  case shrinkStep(Int, of: Int)
  /// The original case, as drawn.
  case original
}

/// A failure seen at a place.
public struct Placement: Sendable {
  /// The first place, in the declared order, where the case fails.
  public var place: String
  /// The case at that place, checked (described, its messages, pictures).
  public var evaluation: Evaluation
  /// How many places fail, this one included, of `tried`.
  public var failing: Int
  /// How many places were tried.
  public var tried: Int
  /// Which case fails there: the shrunk one, or (when that fails at no
  /// place, shrinking having gone where no device is) one met on the way.
  public var source: PlacedCase = .shrunk
  /// The command that replays the case at that place.
  public var replayLine: String = ""
  /// Why that command did not fail when run, when it did not: a fault of
  /// the harness (`nil` when it reproduced).
  public var replayProblem: String?
  /// Its pictures.
  public var pictures: [OutputFolder.Written] = []
}

extension PropertyPlacements {
  /// The placements of a value type, erased over the property's
  /// generator, description and check (cold code: run once a failure).
  @usableFromInline
  static func erasing<Value>(
    _ placements: Placements<Value>, generator: Gen<Value>,
    describe: @escaping @Sendable (Value) -> String,
    check: @escaping @Sendable (Value, inout CheckResult) -> Void
  ) -> PropertyPlacements {
    PropertyPlacements(
      places: placements.places,
      evaluate: { choices, edgeBias, index in
        var sequence = ChoiceSequence.replaying(choices, edgeBias: edgeBias)
        let value = generator.generate(&sequence)
        guard let moved = placements.place(value, index) else { return nil }
        var result = CheckResult()
        check(moved, &result)
        return Evaluation(description: describe(moved), result: result, choices: sequence.recorded)
      },
      lacks: { choices, edgeBias in
        var sequence = ChoiceSequence.replaying(choices, edgeBias: edgeBias)
        return placements.lacks(generator.generate(&sequence))
      })
  }

  /// The same placements with one more check after each evaluation
  /// (``Property/checkingAfterwards(_:)``), so a fault of the system under
  /// test during a placed case fails that case, not a later one.
  func checkingAfterwards(_ afterwards: @escaping @Sendable (inout CheckResult) -> Void)
    -> PropertyPlacements
  {
    let evaluate = self.evaluate
    return PropertyPlacements(
      places: places,
      evaluate: { choices, edgeBias, index in
        guard var evaluation = evaluate(choices, edgeBias, index) else { return nil }
        afterwards(&evaluation.result)
        return evaluation
      }, lacks: lacks)
  }

  /// Moves the shrunk case to every place in turn.
  ///
  /// - Returns: the first failing place with the count of all failing
  ///   ones, or what the case lacks.
  func search(_ choices: [UInt64], edgeBias: Bool) -> PlacementResult {
    var first: (index: Int, evaluation: Evaluation)?
    var failing = 0
    var tried = places.count
    for index in places.indices {
      guard let evaluation = evaluate(choices, edgeBias, index), evaluation.isFailure else {
        continue
      }
      failing += 1
      if first == nil { first = (index, evaluation) }
      // Policy: a fault of the system under test (a program that hung,
      // crashed or broke the protocol) is no property of the case's
      // values, and each place it faults at costs a timeout and a restart
      // of the program (a hang at a 0.2 s call timeout took 55 s over the
      // catalog's 109 screens): the count stops at the first fault.
      if evaluation.result.isFault {
        tried = index + 1
        break
      }
    }
    guard let first else {
      return .unplaced(lacks: lacks(choices, edgeBias), tried: places.count)
    }
    return .placed(
      Placement(
        place: places[first.index], evaluation: first.evaluation, failing: failing,
        tried: tried))
  }

  /// The case the choices generate at the place named `place`, or `nil`
  /// when no place has that name or the place has no version of it.
  func evaluate(_ choices: [UInt64], edgeBias: Bool, at place: String) -> Evaluation? {
    guard let index = places.firstIndex(of: place) else { return nil }
    return evaluate(choices, edgeBias, index)
  }
}
