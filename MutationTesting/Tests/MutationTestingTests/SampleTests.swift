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

  /// A sample leaves out the mutants equivalents.json lists (each can only
  /// survive) and draws from the rest as CPython drew from their ids.
  @Test func leavesOutListedEquivalents() {
    let mutants = (0..<30).map { id in
      Mutant(
        id: id, file: "A.swift", line: id + 1, column: 1, op: "literal", original: "0",
        mutated: "1", source: "let a = 0", key: "key\(id)")
    }
    let listed = ["key3": "same value", "key10": "same value", "key11": "same value"]
    let drawn = MutationRun.sample(mutants, count: 4, seed: 7, equivalents: listed)
    let rest = mutants.filter { listed[$0.key] == nil }
    var random = PythonRandom(seed: 7)
    let expected = random.sample(Array(rest.indices), 4).map { rest[$0].id }.sorted()
    #expect(drawn.map(\.id) == expected)
    #expect(drawn.allSatisfy { listed[$0.key] == nil })
    // No more candidates than asked for: every one of them, none listed.
    let all = MutationRun.sample(mutants, count: 40, seed: 7, equivalents: listed)
    #expect(all.map(\.id) == rest.map(\.id))
  }
}
