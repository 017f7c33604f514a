// Policy: the integer draws live here, on the sequence, so that a domain
// generator drawing per case (a scene box sized to the region drawn just
// before it) calls them directly instead of building a `Gen` per case: a
// generator is a closure whose context is a heap allocation. `Gen.int`
// draws through the same functions, so both give the same values from the
// same choices.

extension ChoiceSequence {
  /// An integer in a closed range, biased toward its edges (one draw in
  /// four, see `Gen+Integers.swift`).
  ///
  /// - Parameters:
  ///   - range: the values allowed; the whole of `Int` is fine.
  ///   - edgeBias: whether one draw in four is an edge value (also off when
  ///     the sequence draws uniformly).
  public mutating func int(in range: ClosedRange<Int>, edgeBias bias: Bool = true) -> Int {
    let lower = range.lowerBound
    let upper = range.upperBound
    if bias, edgeBias, draw(below: 4) == 3 {
      let edges = Gen<Int>.EdgeValues(lower: lower, upper: upper)
      let mask = edges.mask
      let pick = Int(draw(below: UInt64(mask.nonzeroBitCount)))
      return edges.candidate(Gen<Int>.setBit(pick, of: mask))
    }
    // The span as an unsigned distance; a full-range span wraps to zero,
    // which `draw(below:)` reads as the full 64-bit range.
    let span = UInt64(bitPattern: Int64(upper &- lower)) &+ 1
    return Gen<Int>.fromOffset(draw(below: span), lower: lower, upper: upper)
  }

  /// An integer in a closed range that clusters around two boundaries: each
  /// boundary or one either side of it one draw in three, else as
  /// ``int(in:edgeBias:)``.
  public mutating func int(in range: ClosedRange<Int>, near first: Int, _ second: Int) -> Int {
    int(
      in: range,
      near: Gen<Int>.NearValues(range: range, boundaries: (first, second, 0, 0), boundaryCount: 2))
  }

  /// An integer in a closed range that clusters around four boundaries;
  /// see ``int(in:near:_:)``.
  public mutating func int(
    in range: ClosedRange<Int>, near first: Int, _ second: Int, _ third: Int, _ fourth: Int
  ) -> Int {
    int(
      in: range,
      near: Gen<Int>.NearValues(
        range: range, boundaries: (first, second, third, fourth), boundaryCount: 4))
  }

  /// One of the values near the boundaries one draw in three (under edge
  /// bias), else an edge-biased integer in `range`; only the plain draw
  /// when no value near a boundary is in range. The same draws as
  /// `Gen.int(in:near:)`.
  mutating func int(in range: ClosedRange<Int>, near values: Gen<Int>.NearValues) -> Int {
    guard edgeBias else { return int(in: range) }
    let mask = values.mask
    if mask != 0, draw(below: 3) == 0 {
      let pick = Int(draw(below: UInt64(mask.nonzeroBitCount)))
      return values.candidate(Gen<Int>.setBit(pick, of: mask))
    }
    return int(in: range)
  }
}
