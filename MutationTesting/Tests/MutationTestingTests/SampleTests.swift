import Testing

@testable import MutationTesting

/// The sample draws what CPython's `random.Random(seed).sample` drew.
@Suite struct SampleTests {
  /// Expected values printed by CPython 3.11:
  /// `random.Random(seed).sample(list(range(n)), k)`.
  @Test(arguments: [
    (1, 5000, 12, [1100, 4662, 516, 2089, 965, 4058, 3682, 3868, 3109, 1719, 768, 3996]),
    (7, 30, 4, [10, 4, 12, 20]),
    (2, 2515, 4, [231, 375, 347, 1478]),
    (0, 10, 10, [6, 9, 0, 2, 4, 3, 5, 1, 8, 7]),
    (1 << 40 + 3, 100, 3, [28, 7, 70]),
  ])
  func drawsAsCPythonDid(seed: Int, population: Int, count: Int, expected: [Int]) {
    var random = PythonRandom(seed: UInt64(seed))
    #expect(random.sample(Array(0..<population), count) == expected)
  }
}
