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
    return Property(
      name: name, summary: summary, generateOnly: generateOnly,
      body: { choices, describingPasses, result in
        // A case that only now fails has no description (its check passed);
        // whoever evaluates it describes it from its choices
        // (`evaluate(_:describingPasses:)`, `CaseLoop.evaluation(caseIndex:)`).
        let description = body(&choices, describingPasses, &result)
        afterwards(&result)
        return description
      },
      run: { choices, result in
        run(&choices, &result)
        afterwards(&result)
      }
    ).withQuota(quota)
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

  /// A property from its parts, for wrappers in this module.
  init(
    name: String, summary: String,
    generateOnly: @escaping @Sendable (inout ChoiceSequence) -> String,
    body: @escaping @Sendable (inout ChoiceSequence, Bool, inout CheckResult) -> String,
    run: @escaping @Sendable (inout ChoiceSequence, inout CheckResult) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.cName = CStringBox(name)
    self.generateOnly = generateOnly
    self.body = body
    self.run = run
  }
}
