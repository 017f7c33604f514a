// Policy: a declaration is a class so that each one has an identity. The
// table's stored properties are the only instances, so the identity is the
// function: the engine keys the implementations it holds by it, and the name
// comes from the table's property label (Mirror), never typed twice.

import SafeAreaGeometry

/// How the line protocol carries an engine function: the version that
/// added it and the `args` key of each argument, in order.
public struct WireForm: Sendable, Hashable {
  /// The first protocol version that carries the function.
  public var version: Int
  /// The key of each argument in a request's `args` object, in the
  /// function's argument order.
  public var keys: [String]

  /// Carried since `version`, its arguments under `keys`.
  public static func since(_ version: Int, _ keys: String...) -> WireForm {
    WireForm(version: version, keys: keys)
  }
}

/// What every declaration offers without its Swift type: what the engine,
/// the conformance kit, the pipe client, the server and the handshake need.
public protocol AnyEngineFunctionDeclaration: AnyObject, Sendable {
  /// How the line protocol carries it; `nil` when it does not.
  var wire: WireForm? { get }
  /// The types of its arguments, in order.
  var argumentTypes: [Any.Type] { get }
  /// The type of its answer (for a function an engine may lack, the
  /// answer of the function when present).
  var answerType: Any.Type { get }
  /// Why the protocol refuses these arguments (a request answered with an
  /// error), or `nil` when it answers a result.
  func refusal(_ arguments: [Any]) -> String?
  /// The function, held by `engine`, applied to arguments of the right
  /// types; `nil` when they are not, or when the engine has no such
  /// function and nothing stands in for it.
  func apply(in engine: Engine, to arguments: [Any]) -> Any?
  /// `engine` with this function answered by `handler`, which gets the
  /// arguments and returns the answer, or `nil` for the reference's.
  func forwarding(
    in engine: Engine, to handler: @escaping @Sendable ([Any]) -> Any?
  ) -> Engine
}

/// One engine function: its Swift type, the reference answer, how the line
/// protocol carries it and which requests the protocol refuses.
///
/// Declared once, as a stored property of ``EngineFunctions``; ``Engine``,
/// the conformance kit, the pipe client and server and the handshake all
/// take what they need from here.
public final class EngineFunctionDeclaration<Function: Sendable>: AnyEngineFunctionDeclaration {
  /// The reference engine's function.
  public let reference: Function
  /// How the line protocol carries it; `nil` when it does not.
  public let wire: WireForm?
  /// The types of its arguments, in order.
  public let argumentTypes: [Any.Type]
  /// The type of its answer.
  public let answerType: Any.Type
  private let refuses: @Sendable ([Any]) -> String?
  private let applying: @Sendable (Function, [Any]) -> Any?
  private let absent: @Sendable (Engine, [Any]) -> Any?
  private let forwardingTo: @Sendable (Function, @escaping @Sendable ([Any]) -> Any?) -> Function

  init(
    reference: Function, wire: WireForm?, argumentTypes: [Any.Type], answerType: Any.Type,
    refuses: @escaping @Sendable ([Any]) -> String?,
    applying: @escaping @Sendable (Function, [Any]) -> Any?,
    absent: @escaping @Sendable (Engine, [Any]) -> Any? = { _, _ in nil },
    forwarding: @escaping @Sendable (Function, @escaping @Sendable ([Any]) -> Any?) -> Function
  ) {
    self.reference = reference
    self.wire = wire
    self.argumentTypes = argumentTypes
    self.answerType = answerType
    self.refuses = refuses
    self.applying = applying
    self.absent = absent
    self.forwardingTo = forwarding
  }

  /// Why the protocol refuses these arguments, or `nil`.
  public func refusal(_ arguments: [Any]) -> String? { refuses(arguments) }

  /// The function `engine` holds, applied to `arguments`.
  public func apply(in engine: Engine, to arguments: [Any]) -> Any? {
    applying(engine[self], arguments) ?? absent(engine, arguments)
  }

  /// `engine` with this function answered by `handler`.
  public func forwarding(
    in engine: Engine, to handler: @escaping @Sendable ([Any]) -> Any?
  ) -> Engine {
    var forwarded = engine
    forwarded[self] = forwardingTo(engine[self], handler)
    return forwarded
  }
}

// One initializer per arity: Swift cannot yet store a function of a
// parameter pack's type in a generic value, so the four shapes the engine
// uses are written out.
extension EngineFunctionDeclaration {
  /// A function of no arguments.
  convenience init<Answer>(
    wire: WireForm? = nil, reference: @escaping @Sendable () -> Answer
  ) where Function == @Sendable () -> Answer {
    self.init(
      reference: reference, wire: wire, argumentTypes: [], answerType: Answer.self,
      refuses: { _ in nil }, applying: { function, _ in function() as Any },
      forwarding: { function, handler in { answered(handler([])) { function() } } })
  }

  /// A function of one argument.
  convenience init<A, Answer>(
    wire: WireForm? = nil, refusal: (@Sendable (A) -> String?)? = nil,
    reference: @escaping @Sendable (A) -> Answer
  ) where Function == @Sendable (A) -> Answer {
    self.init(
      reference: reference, wire: wire, argumentTypes: [A.self], answerType: Answer.self,
      refuses: { values in
        guard let refusal, let a = values.first as? A else { return nil }
        return refusal(a)
      },
      applying: { function, values in
        guard values.count == 1, let a = values[0] as? A else { return nil }
        return function(a) as Any
      },
      forwarding: { function, handler in { a in answered(handler([a])) { function(a) } } })
  }

  /// A function of two arguments.
  convenience init<A, B, Answer>(
    wire: WireForm? = nil, refusal: (@Sendable (A, B) -> String?)? = nil,
    reference: @escaping @Sendable (A, B) -> Answer
  ) where Function == @Sendable (A, B) -> Answer {
    self.init(
      reference: reference, wire: wire, argumentTypes: [A.self, B.self], answerType: Answer.self,
      refuses: { values in
        guard let refusal, values.count == 2, let a = values[0] as? A, let b = values[1] as? B
        else { return nil }
        return refusal(a, b)
      },
      applying: { function, values in
        guard values.count == 2, let a = values[0] as? A, let b = values[1] as? B else {
          return nil
        }
        return function(a, b) as Any
      },
      forwarding: { function, handler in { a, b in answered(handler([a, b])) { function(a, b) } } }
    )
  }

  /// A function of three arguments.
  convenience init<A, B, C, Answer>(
    wire: WireForm? = nil, reference: @escaping @Sendable (A, B, C) -> Answer
  ) where Function == @Sendable (A, B, C) -> Answer {
    self.init(
      reference: reference, wire: wire, argumentTypes: [A.self, B.self, C.self],
      answerType: Answer.self, refuses: { _ in nil },
      applying: { function, values in
        guard values.count == 3, let a = values[0] as? A, let b = values[1] as? B,
          let c = values[2] as? C
        else { return nil }
        return function(a, b, c) as Any
      },
      forwarding: { function, handler in
        { a, b, c in answered(handler([a, b, c])) { function(a, b, c) } }
      })
  }

  /// A function of four arguments.
  convenience init<A, B, C, D, Answer>(
    wire: WireForm? = nil, reference: @escaping @Sendable (A, B, C, D) -> Answer
  ) where Function == @Sendable (A, B, C, D) -> Answer {
    self.init(
      reference: reference, wire: wire, argumentTypes: [A.self, B.self, C.self, D.self],
      answerType: Answer.self, refuses: { _ in nil },
      applying: { function, values in
        guard values.count == 4, let a = values[0] as? A, let b = values[1] as? B,
          let c = values[2] as? C, let d = values[3] as? D
        else { return nil }
        return function(a, b, c, d) as Any
      },
      forwarding: { function, handler in
        { a, b, c, d in answered(handler([a, b, c, d])) { function(a, b, c, d) } }
      })
  }

  /// A function an engine may lack (`nil`): the reference has none, and
  /// `absent` stands in where something must answer.
  convenience init<A, Answer>(
    optional wire: WireForm? = nil, refusal: (@Sendable (A) -> String?)? = nil,
    absent: @escaping @Sendable (Engine, A) -> Answer?
  ) where Function == (@Sendable (A) -> Answer?)? {
    self.init(
      reference: nil, wire: wire, argumentTypes: [A.self], answerType: Answer.self,
      refuses: { values in
        guard let refusal, let a = values.first as? A else { return nil }
        return refusal(a)
      },
      applying: { function, values in
        guard let function, values.count == 1, let a = values[0] as? A else { return nil }
        return function(a) as Any
      },
      absent: { engine, values in
        guard values.count == 1, let a = values[0] as? A else { return nil }
        return absent(engine, a)
      },
      forwarding: { function, handler in
        { a in answered(handler([a])) { function?(a) } }
      })
  }
}

/// A forwarded answer as the function's type, or `fallback()` when there is
/// none (`nil` from the handler; an answer of `nil` is a value).
private func answered<Answer>(_ value: Any?, else fallback: () -> Answer) -> Answer {
  guard let value, let typed = value as? Answer else { return fallback() }
  return typed
}
