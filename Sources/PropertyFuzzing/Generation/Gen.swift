/// A generator of values drawn from a ``ChoiceSequence``.
///
/// Generators compose with `map`, `flatMap`, `zip` and the combinators in
/// the extensions; none needs a shrinker of its own, because shrinking edits
/// the choices they draw.
public struct Gen<Value>: Sendable {
  /// Produces a value from choices.
  public let generate: @Sendable (inout ChoiceSequence) -> Value

  /// Creates a generator from a function of choices.
  public init(_ generate: @escaping @Sendable (inout ChoiceSequence) -> Value) {
    self.generate = generate
  }

  /// A generator of always the same value (draws no choice).
  public static func always(_ value: Value) -> Gen where Value: Sendable {
    Gen { _ in value }
  }

  /// Transforms generated values.
  public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    Gen<T> { choices in transform(self.generate(&choices)) }
  }

  /// Chooses the next generator from a generated value.
  public func flatMap<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T> { choices in next(self.generate(&choices)).generate(&choices) }
  }

  /// Values paired with another generator's.
  public func zip<T>(_ other: Gen<T>) -> Gen<(Value, T)> {
    Gen<(Value, T)> { choices in (self.generate(&choices), other.generate(&choices)) }
  }

  /// Arrays of `count` values, where `count` is generated first so that
  /// shrinking it removes elements.
  public func array(count: ClosedRange<Int>) -> Gen<[Value]> {
    let counts = Gen<Int>.int(in: count, edgeBias: false)
    return Gen<[Value]> { choices in
      let n = counts.generate(&choices)
      var values: [Value] = []
      values.reserveCapacity(n)
      for _ in 0..<n { values.append(self.generate(&choices)) }
      return values
    }
  }
}

extension Gen {
  /// One of the given generators, chosen uniformly; shrinking prefers the
  /// first, so list the simplest first.
  public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
    precondition(!generators.isEmpty, "oneOf needs at least one generator")
    return Gen { choices in
      let index = Int(choices.draw(below: UInt64(generators.count)))
      return generators[index].generate(&choices)
    }
  }

  /// One of the given generators, chosen with the given weights; shrinking
  /// prefers the first.
  public static func frequency(_ weighted: [(weight: Int, gen: Gen<Value>)]) -> Gen<Value> {
    // Separate arrays, not the tuples: generic code looks a tuple's type up
    // at run time on every access, every case. One loop, no key paths: a
    // generator built inside a case (a side's limit drawn first) builds
    // this every case, and `map(\.weight)` over a generic tuple made a key
    // path at run time each time (a third of a layout case in debug).
    var weights: [Int] = []
    var generators: [Gen<Value>] = []
    weights.reserveCapacity(weighted.count)
    generators.reserveCapacity(weighted.count)
    var total = 0
    for (weight, gen) in weighted where weight > 0 {
      weights.append(weight)
      generators.append(gen)
      total += weight
    }
    precondition(!weights.isEmpty, "frequency needs a positive weight")
    return Gen { [weights, generators, total] choices in
      // The pick is below the total, so the walk stops at a generator
      // before the weights run out.
      var pick = Int(choices.draw(below: UInt64(total)))
      var index = 0
      while pick >= weights[index] {
        pick -= weights[index]
        index += 1
      }
      return generators[index].generate(&choices)
    }
  }
}

extension Gen {
  /// `biased` under the edge-biased strategy, `uniform` under the uniform
  /// one: for domain generators whose bias is a choice between branches
  /// (zero insets, catalog values) rather than a primitive's edge values.
  public static func biased(_ biased: Gen<Value>, uniform: Gen<Value>) -> Gen<Value> {
    Gen { choices in
      choices.edgeBias ? biased.generate(&choices) : uniform.generate(&choices)
    }
  }
}

extension Gen where Value: Sendable {
  /// One of the given values, chosen uniformly; shrinking prefers the first.
  public static func element(of values: [Value]) -> Gen<Value> {
    precondition(!values.isEmpty, "element(of:) needs at least one value")
    // Policy: the draw is written here as in `ChoiceSequence.element(of:)`,
    // not called through it: from this closure, generic over `Value`, the
    // call stayed a call into the unspecialized function and cost a
    // rotation.geometry case (release) a quarter more instructions, even
    // marked for inlining.
    return Gen { choices in values[Int(choices.draw(below: UInt64(values.count)))] }
  }
}

extension Gen where Value == Bool {
  /// A fair coin; shrinks to `false`.
  public static let bool = Gen { choices in choices.draw(below: 2) == 1 }
}
