// Policy: the invariants never call the engine directly. They call the
// functions held here, so a mutant is the real engine with one function
// swapped for a deliberately wrong one, and the very same invariants judge
// both. The engine's release code paths know nothing of mutants.

/// The engine functions the invariants exercise, as swappable values.
///
/// Each function is declared once, in ``EngineFunctions``; read and set it
/// by its name: `engine.clipRect(box, region)`, `engine.clipRect = { ... }`.
/// A function never set is the reference engine's.
@dynamicMemberLookup
public struct Engine: Sendable {
  /// The functions set on this engine, by declaration; the rest are the
  /// reference's.
  private var replaced: [ObjectIdentifier: AnyHeld] = [:]

  /// What went wrong outside the functions' answers during the case that
  /// just ran (a child process crashed, hung or answered garbage), taken
  /// and cleared; `nil` for engines that cannot fail that way. The suite
  /// turns a fault into a failure of the case.
  public var takeFault: (@Sendable () -> String?)? = nil

  /// Runs the closure (which evaluates a block of cases) to learn the calls
  /// it makes, then sends them to the implementation in one batch, so the
  /// real evaluation finds its answers waiting; `nil` for engines in this
  /// process. Only properties that do not rasterize use it, where the calls
  /// cost more than evaluating a case twice.
  public var batchCalls: (@Sendable (() -> Void) -> Void)? = nil

  /// The reference engine: every function as declared.
  public init() {}

  /// The real engine.
  public static let real = Engine()

  /// The functions set on this engine (not the reference's), in table order.
  public var replacedFunctions: Set<EngineFunction> {
    Set(
      EngineFunction.allCases.filter { replaced[ObjectIdentifier($0.declaration)] != nil })
  }

  /// The function `path` names: `engine.clipRect`.
  public subscript<Function>(
    dynamicMember path: KeyPath<EngineFunctions, EngineFunctionDeclaration<Function>>
  ) -> Function {
    get { self[EngineFunctions.table[keyPath: path]] }
    set { self[EngineFunctions.table[keyPath: path]] = newValue }
  }

  /// The function a declaration declares, as this engine holds it.
  subscript<Function>(declaration: EngineFunctionDeclaration<Function>) -> Function {
    get {
      // The real engine holds nothing: its calls cost one emptiness check.
      guard !replaced.isEmpty, let function = replaced[ObjectIdentifier(declaration)] else {
        return declaration.reference
      }
      // Keyed by the declaration, so the box holds its function's type.
      return unsafeDowncast(function, to: Held<Function>.self).function
    }
    set { replaced[ObjectIdentifier(declaration)] = Held(newValue) }
  }

  /// This engine with the named functions taken from another.
  ///
  /// The conformance kit and the pipe protocol start from the reference
  /// engine and swap in what an implementation provides; a property that
  /// needs an unprovided function alongside a provided one then runs the
  /// reference for the missing part.
  ///
  /// - Parameters:
  ///   - functions: the functions to take.
  ///   - other: where they come from.
  public func replacing(_ functions: Set<EngineFunction>, from other: Engine) -> Engine {
    var engine = self
    for function in functions {
      let key = ObjectIdentifier(function.declaration)
      engine.replaced[key] = other.replaced[key]
    }
    return engine
  }
}

/// A function set on an engine, whatever its type.
class AnyHeld: @unchecked Sendable {}

/// A function set on an engine.
final class Held<Function: Sendable>: AnyHeld, @unchecked Sendable {
  let function: Function
  init(_ function: Function) { self.function = function }
}
