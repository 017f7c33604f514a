// Policy: the swaps are guesses at types that the build checks. A line the
// compiler rejects loses its swaps first, so the other operators' sites
// on it stay; a rejected line with no site of its own (a closing brace, a
// type's conformance) takes the nearest sites above it. Forty attempts
// bound the repairs.
import Foundation

/// Builds the schema, repairing it by dropping rejected sites.
enum SchemaBuild {
  private static let error = Pattern(#"^(/[^:]+\.swift):(\d+):\d+: error:"#)

  /// Builds the schema of `population` in `src`; drops sites on lines the
  /// compiler rejects and retries. The build's output goes to `log`.
  static func build(
    src: String, population: Population, module: Module, configuration: String, log: String
  ) throws {
    let home = module.dirs[0]
    // The engine's checks need only the fuzz command; the others' run tests.
    var what = module.checks == ["fuzz"] ? ["--product", "fuzz"] : ["--build-tests"]
    if what == ["--build-tests"] && configuration == "release" {
      // The tests import their modules @testable, which a release build
      // allows only when compiled for testing.
      what += ["-Xswiftc", "-enable-testing"]
    }
    var logText = ""
    defer { try? Files.atomicWrite(log, logText) }
    for attempt in 1...40 {
      let live = population.allSites.filter { !$0.dropped }
      for rel in population.files {
        var text = Rewrite.rewrite(
          population.originals[rel] ?? "", sites: population.sitesByFile[rel] ?? [])
        if !rel.hasPrefix(home + "/") {
          // The switch lives in the module's first folder; on the first
          // line, so line numbers stay those of the original.
          text = "import \((home as NSString).lastPathComponent); " + text
        }
        try Files.writeIfChanged(Files.join(src, rel), text)
      }
      try Files.writeIfChanged(Files.join(src, module.switchFile), SwitchSource.source(live))
      let started = Date()
      let result = ChildProcess.capture(
        ChildProcess.locked(
          ["swift", "build", "-c", configuration, "--package-path", src] + what))
      logText += result.output
      Log.say(
        "build \(attempt): \(live.count) sites, "
          + "\(Int(Date().timeIntervalSince(started).rounded())) s, "
          + (result.status == 0 ? "ok" : "errors"))
      if result.status == 0 { return }
      var bad: Set<String> = []
      var located: [(String, Int)] = []
      for line in result.output.split(separator: "\n") {
        guard let match = error.match(String(line)), let path = match.group(1),
          let number = Int(match.group(2) ?? "")
        else { continue }
        let rel = Files.relative(path, to: src)
        if bad.insert("\(rel):\(number)").inserted { located.append((rel, number)) }
      }
      if located.isEmpty {
        throw MutationFailure("the schema build failed without a located error; see \(log)")
      }
      var dropped = 0
      for (rel, number) in located {
        guard rel != module.switchFile, let sites = population.sitesByFile[rel] else {
          throw MutationFailure(
            "the build failed outside the mutated sources (\(rel):\(number)); see \(log)")
        }
        let liveHere = sites.filter { !$0.dropped }
        var hit = liveHere.filter { $0.line == number }
        let swaps = hit.filter { Operators.swaps.contains($0.op) }
        if !swaps.isEmpty { hit = swaps }
        if hit.isEmpty {
          let above = liveHere.filter { $0.line < number }
          if let last = above.map(\.line).max() { hit = above.filter { $0.line == last } }
        }
        for site in hit {
          site.dropped = true
          dropped += 1
        }
      }
      if dropped == 0 {
        let first = located.map { "\($0.0):\($0.1)" }.pySorted().prefix(3)
        throw MutationFailure(
          "the build failed on lines with no mutant (\(first.joined(separator: ", "))); see \(log)")
      }
    }
    throw MutationFailure("the schema build still fails after 40 attempts; see \(log)")
  }

  /// The schema's track command built in release: its path, or `nil` when it does not build.
  static func releaseTrack(src: String, module: Module) -> String? {
    let started = Date()
    let result = ChildProcess.capture(
      ChildProcess.locked([
        "swift", "build", "-c", "release", "--package-path", src, "--product", "track",
      ]))
    Log.say(
      "\(module.name): release build of track, "
        + "\(Int(Date().timeIntervalSince(started).rounded())) s, "
        + (result.status == 0 ? "ok" : "errors (the debug track judges instead)"))
    return result.status == 0 ? Files.join(src, ".build", "release", "track") : nil
  }
}
