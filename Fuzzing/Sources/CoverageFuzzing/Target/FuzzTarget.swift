// Policy: the target is configured from the environment, not from the
// command line, because libFuzzer owns argv (its flags and corpus
// directories) and a continuous fuzzing service runs the binary with flags of
// its own. An unknown mutant or property name is an error, never a silent
// fallback, which would report a survivor where a typo was. Selecting
// properties exists because their costs differ a hundredfold (the host
// invariants render whole framebuffers), and libFuzzer's executions per
// second are spent where the selector byte sends them.

import Foundation
import PropertyFuzzing
import SafeAreaInvariants
import SafeAreaMutants

/// The properties the coverage fuzzer checks, against the real engine or one
/// mutant.
public struct FuzzTarget: Sendable {
  /// The environment variable naming a mutant to fuzz instead of the real
  /// engine (`COVERAGE_FUZZ_MUTANT=clip.negativeWidth`).
  public static let mutantVariable = "COVERAGE_FUZZ_MUTANT"
  /// The environment variable restricting the fuzzer to some properties, by
  /// comma-separated name (`COVERAGE_FUZZ_PROPERTIES=clip.wellFormed,pointer.inverse`).
  public static let propertiesVariable = "COVERAGE_FUZZ_PROPERTIES"

  /// The invariants, in suite order (the selector byte indexes this list).
  public let properties: [Property]
  /// The mutant's name, or `nil` for the real engine (recorded as the corpus
  /// case's variant).
  public let variant: String?

  /// The invariants of the real engine or of a mutant, all or some.
  ///
  /// - Parameters:
  ///   - variant: a name from `Mutant.all`, or `nil` or empty for the real
  ///     engine.
  ///   - propertyNames: the properties to keep, by name (kept in suite
  ///     order); `nil` or empty keeps them all.
  /// - Throws: `FuzzTargetError` naming an unknown mutant or property and
  ///   listing the known ones.
  public init(variant: String?, propertyNames: [String]? = nil) throws(FuzzTargetError) {
    var engine = Engine.real
    self.variant = variant.flatMap { $0.isEmpty ? nil : $0 }
    if let name = self.variant {
      guard let mutant = Mutant.all.first(where: { $0.name == name }) else {
        let known = Mutant.all.map(\.name).joined(separator: ", ")
        throw FuzzTargetError(
          "\(Self.mutantVariable)='\(name)' is not a known mutant (known: \(known))")
      }
      engine = mutant.engine
    }
    let suite = InvariantSuite.properties(for: engine)
    guard let names = propertyNames, !names.isEmpty else {
      self.properties = suite
      return
    }
    let unknown = names.filter { name in !suite.contains { $0.name == name } }
    guard unknown.isEmpty else {
      let known = suite.map(\.name).joined(separator: ", ")
      throw FuzzTargetError(
        "\(Self.propertiesVariable) names unknown properties "
          + "\(unknown.map { "'\($0)'" }.joined(separator: ", ")) (known: \(known))")
    }
    self.properties = suite.filter { names.contains($0.name) }
  }

  /// The target an environment asks for (see ``mutantVariable`` and
  /// ``propertiesVariable``).
  ///
  /// - Parameter environment: the process environment.
  /// - Throws: `FuzzTargetError` for an unknown mutant or property.
  public init(environment: [String: String]) throws(FuzzTargetError) {
    let names = environment[Self.propertiesVariable].map {
      $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    try self.init(variant: environment[Self.mutantVariable], propertyNames: names)
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
