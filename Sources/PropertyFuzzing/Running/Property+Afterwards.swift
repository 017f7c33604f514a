extension Property {
  /// The same property with one more check after each case.
  ///
  /// A system under test that can fail outside the property's own checks
  /// (a child process that crashed or timed out while a case ran) reports
  /// that here, and the case fails, shrinks and replays like any other.
  ///
  /// - Parameter afterwards: adds failures to the case's result; called
  ///   after every evaluation, passing or not.
  public func checkingAfterwards(
    _ afterwards: @escaping @Sendable (inout CheckResult) -> Void
  ) -> Property {
    let body = self.body
    let run = self.run
    var copy = self
    copy.body = { choices, describingPasses, result in
      // A case that only now fails has no description (its check passed);
      // whoever evaluates it describes it from its choices
      // (`evaluate(_:describingPasses:)`, `CaseLoop.evaluation(caseIndex:)`).
      let description = body(&choices, describingPasses, &result)
      afterwards(&result)
      return description
    }
    copy.run = { choices, result in
      run(&choices, &result)
      afterwards(&result)
    }
    copy.placementStorage = placements?.checkingAfterwards(afterwards)
    return copy
  }
}

extension Property {
  /// The same property with a hook the runner calls with each block of
  /// cases (their fresh choice sequences, in order) before evaluating them.
  ///
  /// A system under test across a process boundary uses it to send a
  /// block's calls in one batch; the hook must not change what the cases
  /// compute, only how fast.
  ///
  /// - Parameter prepare: receives the block's choice sequences.
  public func preparing(_ prepare: @escaping @Sendable ([ChoiceSequence]) -> Void) -> Property {
    var copy = self
    copy.prepare = prepare
    return copy
  }
}
