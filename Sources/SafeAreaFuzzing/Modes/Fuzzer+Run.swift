// Policy: `raster.matchesRaylib` needs real raylib, which is not part of
// the package. Named with `--property` and missing, it stops the run before
// any case with what to run (not judged: a property that cannot run is
// never reported as passed). Not named, it is left out of the run in one
// line that says why, and the final line counts it; the run's verdict is
// about the properties that ran.

import PropertyFuzzing
import SafeAreaInvariants
import SafeAreaMutants

extension Fuzzer {
  /// `fuzz run`: the selected properties against a system under test, the
  /// corpus first.
  ///
  /// - Parameters:
  ///   - system: the reference engine, a mutant or a program.
  ///   - names: the properties that judge it (the settings' selection by
  ///     default).
  ///   - skipped: selected properties that do not judge it, with why (a
  ///     program that does not provide their functions).
  ///   - quotas: each property's quota of cases on the default budget
  ///     (its own by default; a program's are smaller).
  ///   - reporter: hears every phase.
  /// - Throws: ``FuzzRunRefusal/notJudged(property:reason:)`` when a
  ///   property named on the command line cannot be judged here.
  public func run(
    against system: SystemUnderTest = .reference, names: [String]? = nil,
    skipped: [(name: String, reason: String)] = [], quotas: (Property) -> Int = \.quota,
    reporting reporter: some FuzzReporter
  ) throws -> RunResult {
    let names = try names ?? Suite.select(properties: settings.properties)
    let unavailable = Suite.prepare(selected: names) { reporter.notice($0, detail: true) }
    for (name, reason) in unavailable where settings.properties.contains(name) {
      throw FuzzRunRefusal.notJudged(property: name, reason: reason)
    }
    for (name, reason) in unavailable {
      reporter.notice("fuzz: \(name) left out: \(reason)", detail: false)
    }
    let leftOut = unavailable.map(\.name)
    let properties = Suite.properties(for: system.engine).filter {
      names.contains($0.name) && !leftOut.contains($0.name)
    }.map { $0.withQuota(quotas($0)) }
    var run = configuredRun(properties, against: system)
    run.leftOut = unavailable.isEmpty ? nil : unavailable.map { "\($0.name): \($0.reason)" }
    let judge = system.implementation == nil ? "engine" : "implementation"
    run.judged =
      properties.map { RunReport.Judged(property: $0.name, judged: judge) }
      + (skipped + unavailable).map {
        RunReport.Judged(property: $0.name, judged: "skipped", reason: $0.reason)
      }
    return run.run(reporting: reporter)
  }

  /// `fuzz case --index N`: exactly one case of one property, settled like
  /// a run's failure when it fails (never kept in the corpus: a replay line
  /// adds nothing).
  ///
  /// - Parameters:
  ///   - index: the case.
  ///   - place: where to move the shrunk failure (`--on`), or `nil`.
  ///   - system: what it judges.
  ///   - reporter: hears the case and its failure.
  /// - Throws: ``FuzzRunRefusal/notJudged(property:reason:)`` when its
  ///   judge is missing here; ``FuzzInputError`` for a bad selection.
  public func runCase(
    _ index: UInt64, on place: String? = nil, against system: SystemUnderTest = .reference,
    reporting reporter: some FuzzReporter
  ) throws -> FuzzRun.CaseOutcome {
    let names = try Suite.select(properties: settings.properties)
    if let (name, reason) = Suite.prepare(selected: names).first {
      throw FuzzRunRefusal.notJudged(property: name, reason: reason)
    }
    guard
      let property = Suite.properties(for: system.engine).first(where: { $0.name == names.first })
    else { throw FuzzInputError("no property selected") }
    if let place, property.placements?.places.contains(place) != true {
      let known = property.placements?.places ?? []
      throw FuzzInputError(
        "option '--on': \(property.name) has no place '\(place)' "
          + (known.isEmpty
            ? "(it has no places)" : "(places: \(known.prefix(4).joined(separator: "; ")), ...)"))
    }
    var run = configuredRun([property], against: system)
    run.corpus = .none
    return run.runCase(index, of: property, on: place, reporter: reporter)
  }

  /// `fuzz replay FILE...`: saved cases, exactly; a bad file is reported
  /// and skipped.
  ///
  /// - Parameters:
  ///   - files: the case files.
  ///   - system: what they judge.
  ///   - reporter: hears each file.
  public func replay(
    _ files: [String], against system: SystemUnderTest = .reference,
    reporting reporter: some FuzzReporter
  ) -> FuzzRun.FileReplay {
    var run = configuredRun(Suite.properties(for: system.engine), against: system)
    run.corpus = .none
    return run.replay(
      files: files,
      unusable: { saved in
        if let (_, reason) = Suite.prepare(selected: [saved.property]).first {
          return .notJudged(reason)
        }
        if let variant = saved.variant, Mutant.named(variant) == nil {
          return .bad("names an unknown mutant '\(variant)' (see --list)")
        }
        return nil
      }, reporter: reporter)
  }
}
