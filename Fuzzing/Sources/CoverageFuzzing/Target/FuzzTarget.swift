// Policy: the target is configured from the environment, not from the
// command line, because libFuzzer owns argv (its flags and corpus
// directories) and a continuous fuzzing service runs the binary with flags of
// its own. An unknown mutant name is an error, never a silent fallback to the
// real engine, which would report a survivor where a typo was.

import PropertyFuzzing
import SafeAreaInvariants

/// The properties the coverage fuzzer checks, against the real engine or one
/// mutant.
public struct FuzzTarget: Sendable {
  /// The environment variable naming a mutant to fuzz instead of the real
  /// engine (`COVERAGE_FUZZ_MUTANT=clip.negativeWidth`).
  public static let mutantVariable = "COVERAGE_FUZZ_MUTANT"

  /// The invariants, in suite order (the selector byte indexes this list).
  public let properties: [Property]
  /// The mutant's name, or `nil` for the real engine (recorded as the corpus
  /// case's variant).
  public let variant: String?

  /// The real engine's invariants, or a mutant's when `variant` names one.
  ///
  /// - Parameter variant: a name from `Mutant.all`, or `nil` or empty for
  ///   the real engine.
  /// - Throws: `FuzzTargetError` naming an unknown mutant and listing the
  ///   known ones.
  public init(variant: String?) throws(FuzzTargetError) {
    guard let name = variant, !name.isEmpty else {
      self.properties = InvariantSuite.properties(for: .real)
      self.variant = nil
      return
    }
    guard let mutant = Mutant.all.first(where: { $0.name == name }) else {
      let known = Mutant.all.map(\.name).joined(separator: ", ")
      throw FuzzTargetError(
        "\(Self.mutantVariable)='\(name)' is not a known mutant (known: \(known))")
    }
    self.properties = InvariantSuite.properties(for: mutant.engine)
    self.variant = mutant.name
  }

  /// The target an environment asks for (see ``mutantVariable``).
  ///
  /// - Parameter environment: the process environment.
  /// - Throws: `FuzzTargetError` for an unknown mutant.
  public init(environment: [String: String]) throws(FuzzTargetError) {
    try self.init(variant: environment[Self.mutantVariable])
  }

  /// Checks the property an input selects on the choices it carries.
  ///
  /// - Parameter input: a decoded input; its property index is reduced
  ///   modulo the number of properties.
  /// - Returns: the property and what it found.
  public func evaluate(_ input: FuzzInput) -> (property: Property, evaluation: Evaluation) {
    let property = properties[input.propertyIndex % properties.count]
    return (property, property.evaluate(choices: input.choices))
  }

  /// The index of a property by name, or `nil` when the suite has none of
  /// that name.
  public func index(ofProperty name: String) -> Int? {
    properties.firstIndex { $0.name == name }
  }
}
