import Foundation
import TrackingStatistics

/// Which part of a paired comparison a round belongs to.
public enum PairedPhase: String, Hashable, Sendable, CaseIterable {
  /// The first round, dropped.
  case warmup
  /// The rounds that look for a change.
  case screening
  /// Fresh rounds that must find a screened regression again.
  case confirmation
}

/// What one phase's rounds say at a look.
public enum PairedDecision: String, Hashable, Sendable {
  /// The interval lies wholly above +threshold.
  case regression
  /// The interval lies wholly below -threshold.
  case improvement
  /// The interval lies wholly inside ±threshold.
  case unchanged
  /// None of these yet.
  case undecided
}

/// One phase's rounds judged: the median log-ratio, its interval and the
/// decision.
public struct PairedPhaseJudgement: Hashable, Sendable {
  /// The log-ratios' median, interval and count; `nil` interval ends when
  /// there are too few rounds for the level.
  public var rounds: Int
  /// The median log-ratio (`nil` without rounds).
  public var median: Double?
  /// The interval on the median, `nil` when the rounds cannot reach the
  /// level yet.
  public var interval: MedianInterval?
  /// The level the interval was asked for.
  public var level: Double
  /// The decision.
  public var decision: PairedDecision
  /// For an undecided phase, about how many rounds in all would decide
  /// (the interval narrows as 1 / sqrt(rounds)); `nil` when decided or when
  /// the median sits on a boundary, where no number of rounds is enough.
  public var roundsNeeded: Int?
  /// The smallest slowdown this phase's interval would have called a
  /// regression at the rounds it ran, as a relative change: the threshold
  /// plus the interval's width below its median (an interval that kept
  /// its shape and moved with the change must clear +threshold). A smaller
  /// slowdown was invisible to this phase. `nil` when the rounds cannot
  /// decide (no interval, or fewer than the minimum).
  public var detectableChange: Double?

  /// Judges the log-ratios of one phase.
  ///
  /// - Parameters:
  ///   - logRatios: log(head / base) per round, warm-up excluded.
  ///   - family: the number of benchmarks compared (the correction).
  ///   - options: the threshold, alpha and minimum rounds.
  public init(_ logRatios: [Double], family: Int, options: PairedOptions) {
    rounds = logRatios.count
    median = logRatios.median()
    level = options.intervalLevel(family: family)
    interval = MedianInterval(logRatios, level: level)
    let limit = options.logThreshold
    guard let interval, rounds >= options.minimumRounds else {
      decision = .undecided
      roundsNeeded = nil
      detectableChange = nil
      return
    }
    detectableChange = expm1(limit + (interval.median - interval.lower))
    if interval.lower > limit {
      decision = .regression
    } else if interval.upper < -limit {
      decision = .improvement
    } else if interval.lower > -limit && interval.upper < limit {
      decision = .unchanged
    } else {
      decision = .undecided
    }
    guard decision == .undecided else {
      roundsNeeded = nil
      return
    }
    // The half-width that would put the interval on one side of the
    // nearest boundary, around the present median.
    let gap = Swift.abs(Swift.abs(interval.median) - limit)
    let half = interval.halfWidth
    guard gap > 0, half > 0 else {
      roundsNeeded = nil
      return
    }
    let factor = (half / gap) * (half / gap)
    let needed = (Double(rounds) * factor).rounded(.up)
    roundsNeeded = needed < 1e9 ? Swift.max(rounds + 1, Int(needed)) : nil
  }
}
