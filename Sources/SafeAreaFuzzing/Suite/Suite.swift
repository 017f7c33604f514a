// Policy: `raster.matchesRaylib` needs real raylib, which is not part of the
// package. Its judge is looked for before the run. Named with `--property`
// and missing, it is an error that says what to run (exit 3: a property
// that cannot run is never reported as passed). Not named, it is left out
// of the default run in one line that says why and what to run, and the
// final line counts it; the run's verdict is about the properties that ran.
// A judge that is there but fails during the run (dies, hangs, refuses a
// frame) leaves the property not judged (exit 3), never failed. Its name is
// always known, so a replay line or a corpus case for it is never
// "unknown", and its cases are kept apart (`Corpus/judged/raylib/`).

import Dispatch
import Foundation
import ImplementationProtocol
import PropertyFuzzing
import SafeAreaInvariants
import SafeAreaMutants

/// The properties `fuzz` runs: the invariant suite, and the comparison with
/// real raylib when raylib runs here.
public enum Suite {
  /// Whether ``prepare(selected:starting:)`` has started raylib (from the
  /// main thread only).
  nonisolated(unsafe) static var raylibStarting = false

  /// Set by `--no-raylib` before any property is built.
  nonisolated(unsafe) public static var raylibDisabled = false

  /// Real raylib, found beside the package; or why not.
  static let raylib: Result<RaylibReference, RaylibRendererFault> = {
    if raylibDisabled { return .failure(.init("left out by --no-raylib")) }
    let directory = FileManager.default.currentDirectoryPath
    return RaylibReference.Launch.locate(in: directory).map {
      RaylibReference(launch: $0, timeout: .milliseconds(Int64(raylibTimeout * 1000)))
    }
  }()

  /// The seconds the reference has for one frame:
  /// `SAFE_AREA_RAYLIB_TIMEOUT` when it holds a positive number (a slow
  /// machine, or a test of a reference that hangs), else 20.
  static var raylibTimeout: Double {
    let text = ProcessInfo.processInfo.environment["SAFE_AREA_RAYLIB_TIMEOUT"] ?? ""
    guard let seconds = Double(text), seconds > 0, seconds < 3600 else { return 20 }
    return seconds
  }

  /// Every property name, in order, whether or not raylib runs here.
  public static var propertyNames: [String] {
    InvariantSuite.propertyNames + [InvariantSuite.matchesRaylibName]
  }

  /// The properties against an engine (the raylib comparison does not use
  /// it, and is present only when raylib was found).
  public static func properties(for engine: Engine = .real) -> [Property] {
    let suite = InvariantSuite.properties(for: engine)
    guard case .success(let reference) = raylib else { return suite }
    return suite + [InvariantSuite.canvasMatchesRaylib(reference)]
  }

  /// The judge a property needs besides the package, or `nil`: its
  /// corpus cases live under `Corpus/judged/<judge>/`.
  public static func judge(of property: String) -> String? {
    property == InvariantSuite.matchesRaylibName ? "raylib" : nil
  }

  /// Starts raylib, in the background, for a run that selected its
  /// property: its processes (each its own Xvfb, Python and raylib: seconds)
  /// start while the properties before it run, and its first frame waits
  /// for them. A reference that does not start leaves the property not
  /// judged, at its first case.
  ///
  /// - Parameters:
  ///   - names: the properties a run selected.
  ///   - starting: told, once, that the reference starts in the
  ///     background (a line for the console).
  /// - Returns: the selected properties that cannot run here (no setup),
  ///   with why and what fixes it.
  public static func prepare(
    selected names: [String], starting: (String) -> Void = { _ in }
  ) -> [(name: String, reason: String)] {
    guard names.contains(InvariantSuite.matchesRaylibName) else { return [] }
    switch raylib {
    case .failure(let reason):
      return [(InvariantSuite.matchesRaylibName, reason.description)]
    case .success(let reference):
      // Once a process: `fuzz replay` prepares for each file it reads.
      guard !raylibStarting else { return [] }
      raylibStarting = true
      // Said before the start is dispatched: the reference's name waits
      // for its lock, which the start holds for seconds.
      starting(
        "fuzz: \(InvariantSuite.matchesRaylibName) judged by real raylib (.venv-raylib), "
          + "starting in the background")
      DispatchQueue.global().async { try? reference.start() }
      return []
    }
  }
}

extension Suite {
  /// The property names to run, in suite order.
  ///
  /// - Throws: ``FuzzInputError`` naming every unknown name.
  public static func select(properties requested: [String]) throws -> [String] {
    let known = propertyNames
    guard !requested.isEmpty else { return known }
    let unknown = requested.filter { !known.contains($0) }
    guard unknown.isEmpty else {
      throw FuzzInputError(
        "unknown property \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (see --list)")
    }
    return known.filter(requested.contains)
  }

  /// The mutants named, in the order given.
  ///
  /// - Throws: ``FuzzInputError`` naming every unknown name.
  public static func select(mutants names: [String]) throws -> [Mutant] {
    let unknown = names.filter { Mutant.named($0) == nil }
    guard unknown.isEmpty else {
      throw FuzzInputError(
        "unknown mutant \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (see --list)")
    }
    return names.compactMap(Mutant.named)
  }

  /// Why a saved case cannot be replayed by this fuzzer (it names a
  /// property or a mutant it does not know), or `nil`.
  @Sendable public static func problem(with saved: CorpusCase) -> String? {
    if !propertyNames.contains(saved.property) {
      return "names an unknown property '\(saved.property)' (see --list)"
    }
    if let variant = saved.variant, Mutant.named(variant) == nil {
      return "names an unknown mutant '\(variant)' (see --list)"
    }
    return nil
  }
}
