// Policy: a mutant is the real engine with exactly one function replaced by
// a documented bug shape (DESIGN.md section 5). It names the invariants
// expected to catch it, so `fuzz --mutants` can report which one did and a
// test can check that every mutant dies.

/// A deliberately wrong variant of one engine function.
public struct Mutant: Sendable {
  /// A dotted name (`clip.negativeWidth`).
  public let name: String
  /// The bug shape, in words.
  public let summary: String
  /// The engine with the bug.
  public let engine: Engine
  /// The invariants expected to catch it, most direct first.
  public let caughtBy: [String]

  /// Creates a mutant from the real engine and one change.
  public init(
    _ name: String, summary: String, caughtBy: [String], change: (inout Engine) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.caughtBy = caughtBy
    var engine = Engine.real
    change(&engine)
    self.engine = engine
  }
}
