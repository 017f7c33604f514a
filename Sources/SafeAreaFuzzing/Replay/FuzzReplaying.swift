import PropertyFuzzing

/// How `fuzz` replays what a run against one system under test found:
/// the lines it prints (``ReplayLine``) and their runs in a fresh process
/// (``ReplayCheck``).
public struct FuzzReplaying: Replaying {
  /// The mutant under test, or `nil`.
  public var variant: String?
  /// The program under `--implementation`, or `nil`.
  public var implementation: String?
  /// `--call-timeout`, when given (a slow program's case replays only
  /// with it).
  public var callTimeout: Double?
  /// The run's `--shrink-steps`, when it gave one (a `case` line carries
  /// it, so it shrinks as the run did).
  public var shrinkSteps: Int?

  /// Creates the replaying of one system under test.
  public init(variant: String?, implementation: String? = nil, callTimeout: Double? = nil) {
    self.variant = variant
    self.implementation = implementation
    self.callTimeout = callTimeout
  }

  /// The arguments after `swift run fuzz` that replay `target`.
  public func arguments(for target: ReplayTarget) -> [String] {
    ReplayLine.arguments(
      for: target, variant: variant, implementation: implementation, callTimeout: callTimeout,
      shrinkSteps: shrinkSteps)
  }

  /// The command that replays `target`, as printed.
  public func line(for target: ReplayTarget) -> String {
    ReplayLine.render(arguments(for: target))
  }

  /// Runs `target`'s command in a fresh process that keeps nothing: a
  /// `case` line shrinks nothing, a placed line shrinks as it says.
  public func confirm(_ target: ReplayTarget) -> String? {
    var checked = self
    let extra: [String]
    switch target {
    case .generated:
      // Whether the case fails is the question: it shrinks nothing.
      checked.shrinkSteps = nil
      extra = ["--no-corpus", "--shrink-steps", "0"]
    case .placed: extra = ["--no-corpus"]
    case .file: extra = []
    }
    return ReplayCheck.confirm(checked.arguments(for: target), adding: extra)
  }
}
