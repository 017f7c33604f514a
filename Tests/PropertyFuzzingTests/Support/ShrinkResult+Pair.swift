import PropertyFuzzing

extension ShrinkResult {
  /// The shrunk failure and the steps kept, as the tests destructure them.
  var pair: (Failure, steps: Int) { (failure, steps) }
}
