extension ChoiceSequence {
  /// One of `values`, chosen uniformly, with the one draw
  /// `Gen.element(of:)` makes; shrinking prefers the first.
  ///
  /// A generator that picks from a list it makes during the case (a list
  /// that depends on what it drew before, or a literal) calls this
  /// instead of building a `Gen` there: a generator is a closure whose
  /// context is a heap allocation, made every case.
  ///
  /// Always inlined: called, it cost about 35 instructions a draw more
  /// than indexing in place (release case-cost,
  /// layout.anchorsFollowOSVersion, four draws a case).
  ///
  /// - Parameter values: the values, at least one (a programming error
  ///   otherwise, as for `Gen.element(of:)`).
  @inlinable @inline(__always)
  public mutating func element<Value>(of values: [Value]) -> Value {
    precondition(!values.isEmpty, "element(of:) needs at least one value")
    return values[Int(draw(below: UInt64(values.count)))]
  }
}
