// Policy: `raster.matchesRaylib` needs real raylib, which is not part of the
// package: a run includes it when `Scripts/run/setup-raylib` has set raylib up
// beside the checkout (and `--no-raylib` was not given), and otherwise says
// in one line that it was skipped, why, and what to run. Its name is always
// known, so a replay line or a corpus case for it is never "unknown".

import Foundation
import ImplementationProtocol
import PropertyFuzzing
import SafeAreaInvariants

/// The properties `fuzz` runs: the invariant suite, and the comparison with
/// real raylib when raylib runs here.
enum Suite {
  /// Set by `--no-raylib` before any property is built.
  nonisolated(unsafe) static var raylibDisabled = false

  /// Real raylib, found beside the package; or why not.
  static let raylib: Result<RaylibReference, RaylibRendererFault> = {
    if raylibDisabled { return .failure(.init("left out by --no-raylib")) }
    let directory = FileManager.default.currentDirectoryPath
    return RaylibReference.Launch.locate(in: directory).map { RaylibReference(launch: $0) }
  }()

  /// Every property name, in order, whether or not raylib runs here.
  static var propertyNames: [String] {
    InvariantSuite.propertyNames + [InvariantSuite.matchesRaylibName]
  }

  /// The properties against an engine (the raylib comparison does not use
  /// it, and is present only when raylib was found).
  static func properties(for engine: Engine = .real) -> [Property] {
    let suite = InvariantSuite.properties(for: engine)
    guard case .success(let reference) = raylib else { return suite }
    return suite + [InvariantSuite.canvasMatchesRaylib(reference)]
  }

  /// Starts raylib before a run that selected its property, so the
  /// property's time budget does not pay for it, and says in one line
  /// which raylib judges or why the property is left out.
  static func prepare(selected names: [String], console: Console) {
    guard names.contains(InvariantSuite.matchesRaylibName) else { return }
    switch raylib {
    case .failure(let reason):
      console.say("fuzz: \(InvariantSuite.matchesRaylibName) skipped: \(reason)")
    case .success(let reference):
      do {
        try reference.start()
        console.detail("fuzz: \(InvariantSuite.matchesRaylibName) judged by \(reference.name)")
      } catch {
        // Every case of the property will fail with this fault, at once.
        console.say("fuzz: \(InvariantSuite.matchesRaylibName): \(error)")
      }
    }
  }
}
