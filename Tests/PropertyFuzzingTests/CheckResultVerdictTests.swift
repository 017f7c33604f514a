import PropertyFuzzing
import Testing

/// A case fails only when an expectation broke and the case was neither
/// discarded nor left unjudged; and a failing case's attachments are its
/// own, not those of the cases the loop ran before it.
@Suite("A case's verdict and attachments")
struct CheckResultVerdictTests {
  @Test func failureNeedsABrokenExpectationOnAJudgedCase() {
    var passing = CheckResult()
    passing.expect(true, "fine")
    #expect(!passing.isFailure)

    var failing = CheckResult()
    failing.fail("broken")
    #expect(failing.isFailure)

    var discarded = CheckResult()
    discarded.fail("broken")
    discarded.discard()
    #expect(!discarded.isFailure)

    var unjudged = CheckResult()
    unjudged.fail("broken")
    unjudged.cannotJudge("the judge died")
    #expect(!unjudged.isFailure)
    #expect(unjudged.isNotJudged)

    var discardedUnjudged = CheckResult()
    discardedUnjudged.discard()
    discardedUnjudged.cannotJudge("the judge died")
    #expect(!discardedUnjudged.isFailure)
  }

  /// Every case attaches a file; the one that fails carries one, not one
  /// per case before it.
  @Test func aFailuresAttachmentsAreItsOwn() {
    let property = Property(
      "attaching", summary: "values stay below 9", generator: Gen<Int>.int(in: 0...9),
      check: { value, result in
        result.attach(Attachment(fileExtension: "txt", write: { _ in }))
        result.expect(value < 9, "\(value) is 9")
      })
    var loop = CaseLoop(runner: PropertyRunner(property: property, seed: 3))
    var failure: Evaluation?
    var index: UInt64 = 0
    while failure == nil, index < 10_000 {
      failure = loop.run(caseIndex: index)
      index += 1
    }
    #expect(index > 1)
    #expect(failure?.result.attachments.count == 1)
  }
}
