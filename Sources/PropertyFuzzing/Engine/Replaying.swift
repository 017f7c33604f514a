// Policy: no counterexample is printed unchecked. Before a run prints the
// command that replays a failure, it runs that command in a fresh process
// (the tool knows how: `Replaying`), and a line that does not fail there is
// an internal error of the harness, not a finding. The engine decides
// when; the tool renders and runs the line.

/// What a replay line reproduces.
public enum ReplayTarget: Sendable, Hashable {
  /// Case `index` of `property`, drawn again from `seed`.
  case generated(seed: UInt64, property: String, index: UInt64)
  /// A saved case file (a corpus case, a kept crash).
  case file(String)
  /// Case `index` of `property`, shrunk, then moved to `place` (a catalog
  /// device): the failure seen where users are
  /// (``Property/placements``).
  case placed(seed: UInt64, property: String, index: UInt64, place: String)
}

/// How a tool replays what a run found: the command it prints, and a run
/// of that command in a fresh process.
public protocol Replaying: Sendable {
  /// The command that replays `target`, as printed (`swift run fuzz case
  /// --seed 1 ...`).
  func line(for target: ReplayTarget) -> String

  /// Runs the command of `target` in a fresh process that writes nothing
  /// that lasts.
  ///
  /// - Returns: `nil` when it failed as the run did, else what it did
  ///   instead, in words that name the line.
  func confirm(_ target: ReplayTarget) -> String?
}
