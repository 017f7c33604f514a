// Policy: shrinking edits the choice sequence, never the value, so it works
// for every generator. A candidate is kept only if the property still fails
// and the candidate is simpler in shortlex order (shorter, or as long and
// lexicographically smaller), which guarantees termination; a number of
// candidates bounds the work (`ShrinkLimit`), so a shrink ends in the same
// place on every machine.

/// Integrated shrinking of a failing case's choices.
public struct Shrinker: Sendable {
  /// The property being shrunk.
  public let property: Property
  /// How many candidates shrinking may try.
  public let limit: ShrinkLimit
  /// The strategy the failing case was generated with.
  public let edgeBias: Bool

  /// Creates a shrinker.
  public init(property: Property, limit: ShrinkLimit = .standard, edgeBias: Bool = true) {
    self.property = property
    self.limit = limit
    self.edgeBias = edgeBias
  }

  /// The simplest failing case found from `failing`, the number of
  /// simplifications that were kept, and the candidates tried.
  public func shrink(_ failing: Evaluation) -> ShrinkResult<Evaluation> {
    Self.shrink(failing.choices, failing: failing, within: limit) {
      candidate in
      // A candidate that crashes is handed to the crash supervisor.
      let evaluation = CrashContext.withCandidate(candidate) {
        property.evaluate(choices: candidate, edgeBias: edgeBias)
      }
      return evaluation.isFailure ? (evaluation.choices, evaluation) : nil
    }
  }

  /// Shrinks any failure judged by a predicate: the passes every shrink
  /// uses, with "still fails" decided by `stillFails` (in process for a
  /// property, in a child process for a crash).
  ///
  /// - Parameters:
  ///   - choices: the failing case's choices.
  ///   - failing: what the failure looks like (kept with its choices).
  ///   - limit: how many candidates to try (and an optional wall-clock
  ///     cap) before returning the best so far.
  ///   - stillFails: runs a candidate; returns the choices it really drew
  ///     (shorter or clamped) and its failure when it still fails the same
  ///     way, `nil` otherwise.
  /// - Returns: the simplest failure found, the simplifications kept and
  ///   the candidates tried.
  public static func shrink<Failure>(
    _ choices: [UInt64], failing: Failure, within limit: ShrinkLimit,
    stillFails: ([UInt64]) -> (choices: [UInt64], failure: Failure)?
  ) -> ShrinkResult<Failure> {
    var budget = ShrinkBudget(limit)
    var best = (choices: choices, failure: failing)
    var steps = 0
    var path: [[UInt64]] = []

    func attempt(_ candidate: [UInt64]) -> Bool {
      guard budget.take(), let kept = stillFails(candidate),
        isSimpler(kept.choices, than: best.choices)
      else {
        return false
      }
      best = kept
      steps += 1
      path.append(kept.choices)
      return true
    }

    var improved = true
    while improved, !budget.isSpent {
      improved = false
      // Delete chunks, largest first, from the end (later choices often
      // depend on earlier ones, so deleting late ones is cheaper to accept).
      for size in [8, 4, 2, 1] {
        var start = best.choices.count - size
        while start >= 0 {
          var candidate = best.choices
          // `start` is at most `count - size`: the chunk is whole.
          candidate.removeSubrange(start..<start + size)
          if attempt(candidate) { improved = true }
          start -= 1
          start = Swift.min(start, best.choices.count - size)
        }
      }
      // Zero chunks.
      for size in [8, 4, 2, 1] {
        var start = 0
        while start + size <= best.choices.count {
          if best.choices[start..<start + size].contains(where: { $0 != 0 }) {
            var candidate = best.choices
            for index in start..<start + size { candidate[index] = 0 }
            if attempt(candidate) { improved = true }
          }
          start += 1
        }
      }
      // Lower a choice while maximising the next: a branch choice (edge or
      // plain) followed by its payload can only move to the simpler branch
      // if the payload moves with it; the binary search below then brings
      // the payload back down.
      var branch = 0
      while branch + 1 < best.choices.count {
        if best.choices[branch] != 0 {
          var candidate = best.choices
          candidate[branch] = 0
          candidate[branch + 1] = .max
          if attempt(candidate) { improved = true }
        }
        branch += 1
      }
      // Minimise each choice by binary search toward zero.
      var index = 0
      while index < best.choices.count {
        var low: UInt64 = 0
        var high = best.choices[index]
        // A kept candidate may have drawn fewer choices than `index`; then
        // `high` drops to 0 and the search ends.
        while low < high, !budget.isSpent {
          let mid = low + (high - low) / 2
          var candidate = best.choices
          candidate[index] = mid
          if attempt(candidate) {
            improved = true
            high = index < best.choices.count ? best.choices[index] : 0
          } else {
            low = mid + 1
          }
        }
        index += 1
      }
    }
    return ShrinkResult(
      failure: best.failure, steps: steps, candidates: budget.tried, path: path)
  }

  /// Shortlex order on choice sequences: shorter is simpler, then smaller.
  public static func isSimpler(_ a: [UInt64], than b: [UInt64]) -> Bool {
    if a.count != b.count { return a.count < b.count }
    return a.lexicographicallyPrecedes(b)
  }
}

/// What a shrink ended with.
public struct ShrinkResult<Failure> {
  /// The simplest failure found.
  public var failure: Failure
  /// The simplifications kept.
  public var steps: Int
  /// The candidates tried (at most the limit's).
  public var candidates: Int
  /// The choices of every simplification kept, in order (the last is the
  /// simplest failure's): failures between the original and the shrunk
  /// one, for a search that wants one with more of the original left.
  public var path: [[UInt64]] = []
}

extension ShrinkResult: Sendable where Failure: Sendable {}
