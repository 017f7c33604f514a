import Synchronization
import Testing

@testable import PropertyFuzzing

/// Moving a shrunk failure to every place: a wrong value is counted at
/// every place it fails, a fault of the system under test stops the search
/// at the first place it faults (each try would cost a timeout and a
/// restart of a program, and says nothing about the values).
@Suite("Placement: the search over places")
struct PlacementSearchTests {
  /// How many places were checked.
  final class Counter: Sendable {
    let checked = Atomic<Int>(0)
  }

  static let places = (0..<6).map { "place \($0)" }

  /// A property whose value is the place it was moved to (`-1` as drawn),
  /// failing at every place from `from` on, by a fault or a wrong value.
  static func property(failingFrom from: Int, byFault: Bool, counter: Counter) -> Property {
    Property(
      "p", summary: "places below `from` hold", generator: Gen<Int>.int(in: 0...0).map { _ in -1 },
      placements: Placements(places: places, place: { _, index in index }, lacks: { _ in "" }),
      check: { place, result in
        guard place >= 0 else { return }
        counter.checked.add(1, ordering: .relaxed)
        guard place >= from else { return }
        if byFault {
          result.faulted("did not answer within 0.2 seconds")
        } else {
          result.fail("wrong at \(place)")
        }
      })
  }

  @Test(arguments: [0, 2, 5])
  func aWrongValueIsCountedAtEveryPlace(from: Int) throws {
    let counter = Counter()
    let placements = try #require(
      Self.property(failingFrom: from, byFault: false, counter: counter).placements)
    guard case .placed(let placement) = placements.search([0], edgeBias: true) else {
      Issue.record("no place reproduces it")
      return
    }
    #expect(placement.place == "place \(from)")
    #expect(placement.failing == Self.places.count - from)
    #expect(placement.tried == Self.places.count)
    #expect(counter.checked.load(ordering: .relaxed) == Self.places.count)
  }

  @Test(arguments: [0, 2, 5])
  func aFaultStopsTheSearchAtTheFirstPlace(from: Int) throws {
    let counter = Counter()
    let placements = try #require(
      Self.property(failingFrom: from, byFault: true, counter: counter).placements)
    guard case .placed(let placement) = placements.search([0], edgeBias: true) else {
      Issue.record("no place reproduces it")
      return
    }
    #expect(placement.place == "place \(from)")
    #expect(placement.evaluation.result.isFault)
    #expect(placement.failing == 1)
    #expect(placement.tried == from + 1)
    #expect(counter.checked.load(ordering: .relaxed) == from + 1)
  }

  /// A fault is a failure like any other for the verdict.
  @Test func aFaultIsAFailure() {
    var result = CheckResult()
    result.faulted("crashed")
    #expect(result.isFailure && result.isFault && result.failures == ["crashed"])
    var wrong = CheckResult()
    wrong.fail("wrong")
    #expect(wrong.isFailure && !wrong.isFault)
  }
}
