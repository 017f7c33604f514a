// Policy: an implementation sets the functions it has on an engine that
// starts as the reference, with the engine's own names and types, so the
// compiler checks each one and a misspelt name does not compile (a protocol
// of optional methods would take a misspelt label silently as a function not
// provided). A function set is provided for every input: the kit never
// mixes the implementation's answers with the reference's for one function.

/// A safe-area implementation that ``Conformance`` can judge with this
/// package's invariants: yours, written in Swift, with any subset of the
/// engine's functions.
///
/// ```swift
/// struct MyHost: SafeAreaImplementation {
///   func provide(_ engine: inout Engine) {
///     engine.clipRect = { box, region in myHostClip(box, region) }
///   }
/// }
/// ```
///
/// The functions you do not set are skipped, and properties that need only
/// those are listed as skipped in the report. The reference engine
/// (`SafeAreaGeometry`) answers for the rest, and the invariants' own
/// oracles judge the answers.
public protocol SafeAreaImplementation: Sendable {
  /// Sets each function your code has on `engine` (``EngineFunctions``
  /// lists them, with their types).
  ///
  /// - Parameter engine: the reference engine, to set functions on.
  func provide(_ engine: inout Engine)
}

extension Engine {
  /// The reference engine with every function `implementation` provides,
  /// and the set of those functions.
  ///
  /// - Parameter implementation: the implementation under test.
  public static func providing(
    _ implementation: some SafeAreaImplementation
  ) -> (engine: Engine, provided: Set<EngineFunction>) {
    var engine = Engine()
    implementation.provide(&engine)
    return (engine, engine.replacedFunctions)
  }
}
