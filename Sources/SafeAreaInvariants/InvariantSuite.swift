// Policy: each area's file lists its properties, in order, with the engine
// functions each one judges written beside it (a reader sees what a property
// judges where it is registered, and a new property touches only its own
// file); a test runs every property on a recording engine and fails when a
// list and the code disagree. A property's cases depend on its name and the
// seed, never on its place in the suite.

import PropertyFuzzing

/// Every invariant of the safe-area engine and rasterizer, built against an
/// engine (the real one or a mutant).
public enum InvariantSuite {
  /// Every property with the functions it judges, area by area.
  static func judgedProperties(for engine: Engine) -> [JudgedProperty] {
    [
      clipProperties, pointerProperties, hostProperties, regionProperties, gridProperties,
      pollerProperties, totalityProperties, primitiveProperties, orientationProperties,
      rasterProperties, cellProperties, framebufferProperties, layoutProperties,
    ].flatMap { area in area(engine) }
  }

  /// The properties, in a stable order, checked against `engine`.
  public static func properties(for engine: Engine = .real) -> [Property] {
    let judged = judgedProperties(for: engine)
    guard let takeFault = engine.takeFault else { return judged.map(\.property) }
    return judged.map { entry in
      let checked = entry.property.checkingAfterwards { result in
        if let fault = takeFault() { result.faulted(fault) }
      }
      guard let batchCalls = engine.batchCalls,
        !entry.judges.contains(EngineFunction(\.hostPlan))
      else { return checked }
      return checked.preparing { sequences in
        batchCalls {
          for var sequence in sequences { _ = checked.evaluate(&sequence) }
        }
      }
    }
  }

  /// The property names, in order.
  public static var propertyNames: [String] { properties().map(\.name) }

  /// The engine functions each property calls, by property name.
  ///
  /// A property with an empty set judges this package's own value types
  /// (`intersection.symmetric`), so no implementation can be tested by it.
  public static let functionsUsed: [String: Set<EngineFunction>] = Dictionary(
    judgedProperties(for: .real).map { ($0.property.name, $0.judges) },
    uniquingKeysWith: { first, _ in first })

  /// The properties that judge at least one of `provided`, in suite order.
  ///
  /// - Parameter provided: the functions an implementation provides.
  public static func applicableProperties(providing provided: Set<EngineFunction>) -> [String] {
    propertyNames.filter { !(functionsUsed[$0] ?? []).isDisjoint(with: provided) }
  }
}

/// A property and the engine functions it judges.
struct JudgedProperty {
  /// The property.
  var property: Property
  /// The engine functions it calls; empty when it judges only this
  /// package's own types (the value types, the rasterizer, the simulated
  /// provider).
  var judges: Set<EngineFunction>
}

extension Property {
  /// This property, registered as judging `functions`.
  ///
  /// - Parameter functions: the engine functions it calls, as key paths of
  ///   the table (`\.clipRect`).
  func judging(_ functions: PartialKeyPath<EngineFunctions>...) -> JudgedProperty {
    JudgedProperty(
      property: self,
      judges: Set(
        functions.compactMap { path in
          (EngineFunctions.table[keyPath: path] as? any AnyEngineFunctionDeclaration)
            .map(EngineFunction.named)
        }))
  }
}
