import Foundation

/// The verdict of a paired comparison on one benchmark: its screening, its
/// confirmation when the screening found a regression, and the verdict
/// these give (see PairedOptions.swift for the rule).
public struct PairedVerdict: Hashable, Sendable {
  /// The benchmark.
  public var name: String
  /// The screening rounds judged.
  public var screening: PairedPhaseJudgement
  /// The fresh rounds judged, when the screening found a regression and
  /// any were run.
  public var confirmation: PairedPhaseJudgement?
  /// The verdict.
  public var verdict: Verdict
  /// Why, in one line (the median change, its interval, the rounds).
  public var reason: String

  /// Whether the benchmark needs more rounds, and of which phase: `nil`
  /// when its verdict is final (decided, or at the round cap).
  public var pendingPhase: PairedPhase?

  /// Judges one benchmark from its log-ratios.
  ///
  /// - Parameters:
  ///   - name: the benchmark.
  ///   - screening: the screening rounds' log-ratios.
  ///   - confirmation: the confirmation rounds' log-ratios (empty when none
  ///     were run).
  ///   - family: the number of benchmarks compared.
  ///   - options: the rule.
  public init(
    name: String, screening: [Double], confirmation: [Double], family: Int,
    options: PairedOptions
  ) {
    self.name = name
    let first = PairedPhaseJudgement(screening, family: family, options: options)
    self.screening = first
    let threshold = "±" + ValueFormatting.percent(options.threshold)
    switch first.decision {
    case .regression:
      let second = PairedPhaseJudgement(confirmation, family: family, options: options)
      self.confirmation = second
      let found = "screening \(Self.describe(first))"
      switch second.decision {
      case .regression:
        verdict = .regression
        reason = "\(found); confirmed by \(second.rounds) fresh rounds: \(Self.describe(second))"
        pendingPhase = nil
      case .undecided where second.rounds < options.maximumRounds:
        verdict = .inconclusive
        reason =
          "\(found); confirmation "
          + (second.rounds == 0 ? "not run" : "undecided: \(Self.describe(second))")
        pendingPhase = .confirmation
      default:
        verdict = .inconclusive
        reason =
          "\(found); not confirmed by \(second.rounds) fresh rounds "
          + "(\(second.decision.rawValue)): \(Self.describe(second))"
        pendingPhase = nil
      }
    case .improvement:
      self.confirmation = nil
      verdict = .improvement
      reason =
        "\(Self.describe(first)), wholly below -\(ValueFormatting.percent(options.threshold))"
      pendingPhase = nil
    case .unchanged:
      self.confirmation = nil
      verdict = .unchanged
      reason = "\(Self.describe(first)), wholly inside \(threshold)"
      pendingPhase = nil
    case .undecided:
      self.confirmation = nil
      verdict = .inconclusive
      let needed = first.roundsNeeded.map { "; about \($0) rounds would decide" } ?? ""
      reason =
        first.interval == nil
        ? Self.describe(first) : "\(Self.describe(first)) straddles \(threshold)\(needed)"
      pendingPhase = first.rounds < options.maximumRounds ? .screening : nil
    }
  }

  /// `+6.1% [+3.9%, +8.2%] (99.6%) in 40 rounds` from a judgement.
  static func describe(_ judgement: PairedPhaseJudgement) -> String {
    let rounds = judgement.rounds == 1 ? "1 round" : "\(judgement.rounds) rounds"
    guard let median = judgement.median else { return "no rounds" }
    let change = ValueFormatting.change(expm1(median))
    guard let interval = judgement.interval else {
      return "\(change) in \(rounds) (too few for the \(level(judgement.level)) interval)"
    }
    return
      "\(change) [\(ValueFormatting.change(expm1(interval.lower))), "
      + "\(ValueFormatting.change(expm1(interval.upper)))] (\(level(judgement.level))) in \(rounds)"
  }

  /// A confidence level as a percentage, `99.6%`.
  package static func level(_ value: Double) -> String {
    String(format: "%.4g%%", value * 100)
  }

  /// The phase the verdict table shows: the confirmation when any of its
  /// rounds ran, else the screening, so that its change and its interval
  /// come from the same rounds.
  public var judged: PairedPhaseJudgement {
    if let confirmation, confirmation.rounds > 0 { return confirmation }
    return screening
  }

  /// The relative change the judged phase's median stands for.
  public var change: Double? { judged.median.map(expm1) }

  /// The smallest slowdown the judged phase's interval would have called a
  /// regression at the rounds it ran: anything smaller was invisible to
  /// this comparison (`nil` when its rounds could not decide).
  public var detectableChange: Double? { judged.detectableChange }
}
