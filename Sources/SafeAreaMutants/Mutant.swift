// Policy: a mutant is the real engine with exactly one function replaced by
// a documented bug shape (ARCHITECTURE.md, Bug shapes). It names the invariants
// expected to catch it, so `fuzz --mutants` can report which one did and a
// test can check that every mutant dies.

import SafeAreaInvariants

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

extension Mutant {
  /// A mutant that traps instead of returning a wrong value, for testing
  /// that a crash inside a property still prints its replay command. It is
  /// not in ``all``: `fuzz --mutants` runs in one process, and this one
  /// would end it.
  public static let crashTrap = Mutant(
    "crash.trap", summary: "clipRect traps on a zero-width box (tests crash reporting)",
    caughtBy: ["clip.wellFormed"]
  ) { engine in
    engine.clipRect = { box, region in
      if box.width == 0 { fatalError("crash.trap: zero-width box") }
      return Engine.real.clipRect(box, region)
    }
  }

  /// A mutant that traps only on a shape of input, so shrinking its crash
  /// has work to do: it converts the box's right edge to 32 bits unchecked,
  /// as a renderer handing pixels to a 32-bit API might, and traps when the
  /// edge passes `Int32`'s range. The simplest crashing case is a box whose
  /// edge is just past it. Not in ``all``, for the reason ``crashTrap``
  /// is not.
  public static let crashOverflow = Mutant(
    "crash.overflow",
    summary: "clipRect traps when the box's right edge passes Int32 (tests crash shrinking)",
    caughtBy: ["clip.wellFormed"]
  ) { engine in
    engine.clipRect = { box, region in
      let right = box.x.addingReportingOverflow(box.width).partialValue
      _ = Int32(right)
      return Engine.real.clipRect(box, region)
    }
  }

  /// The mutants that crash instead of returning a wrong value: runnable
  /// one at a time with `--mutant`, never part of ``all``.
  public static let crashers = [crashTrap, crashOverflow]

  /// The mutant with this name, including the ``crashers``.
  public static func named(_ name: String) -> Mutant? {
    (all + crashers).first { $0.name == name }
  }
}
