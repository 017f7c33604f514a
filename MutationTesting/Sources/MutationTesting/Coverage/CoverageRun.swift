// Policy: the coverage is measured on a second build of the same schema, in
// debug with code coverage and a build folder of its own, so the mutants'
// build stays uninstrumented. Which lines run does not depend on the
// optimizer (the judge modules hold no assertion and no DEBUG-only code),
// so the quicker debug build serves a release run too.
import Foundation

/// Builds the coverage schema and measures each check's tests and commands on it.
enum CoverageRun {
  /// The same schema built with code coverage: its bin folder, or `nil`
  /// when it does not build (every check then runs whole).
  static func build(src: String, work: String, module: Module) -> String? {
    let scratch = Files.join(work, "coverage-build")
    let started = Date()
    let result = ChildProcess.capture(
      ChildProcess.locked([
        "swift", "build", "-c", "debug", "--package-path", src, "--scratch-path", scratch,
        "--build-tests", "--enable-code-coverage",
      ]))
    Log.say(
      "\(module.name): coverage build, \(Int(Date().timeIntervalSince(started).rounded())) s, "
        + (result.status == 0 ? "ok" : "errors"))
    guard result.status == 0 else {
      Log.say(
        "\(module.name): the coverage build failed, so every check runs whole:\n"
          + String(result.output.suffix(2000)))
      return nil
    }
    return Files.join(scratch, "debug")
  }

  /// The test bundle first, then every other executable built beside it.
  static func objects(_ binDir: String) -> [String] {
    let bundle = Files.join(binDir, "SafeAreaHarnessPackageTests.xctest")
    var others: [String] = []
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: binDir)) ?? []).pySorted()
    for name in names where !name.contains(".") {
      let path = Files.join(binDir, name)
      guard path != bundle, !Files.isDirectory(path),
        FileManager.default.isExecutableFile(atPath: path),
        let handle = FileHandle(forReadingAtPath: path)
      else { continue }
      let magic = handle.readData(ofLength: 4)
      try? handle.close()
      if magic == Data([0x7F, 0x45, 0x4C, 0x46]) { others.append(path) }
    }
    return [bundle] + others
  }

  /// llvm-profdata or llvm-cov of the Swift toolchain (the system's may read an older format).
  static func toolchainTool(_ name: String) -> String? {
    if let swift = Files.which("swift") {
      let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
      let beside = real.deletingLastPathComponent().appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: beside) { return beside }
    }
    return Files.which(name)
  }

  /// A digest of the files and the settings the plan depends on.
  ///
  /// Policy: FNV-1a, 64 bits, not SHA-256 (Foundation on Linux has no
  /// hash): it only tells whether a saved plan is still the plan of these
  /// builds and sources, and no one crafts a collision against a cache.
  static func digest(paths: [String], settings: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    for path in paths {
      add(path.utf8)
      add(FileManager.default.contents(atPath: path) ?? Data())
    }
    add(settings.utf8)
    return String(hash, radix: 16)
  }

  /// The saved form of a plan: the plan and the digest it was made for.
  struct Saved: Codable {
    var digest: String
    var plan: CoveragePlan
  }

  /// Runs each check's units once on the coverage build: the plan a
  /// mutant's selection reads, or `nil` without llvm-cov.
  static func plan(
    module: Module, src: String, work: String, settings: CheckSettings, jobs: Int,
    sources: [String], context: CheckContext
  ) throws -> CoveragePlan? {
    guard let profdata = toolchainTool("llvm-profdata"), let cov = toolchainTool("llvm-cov") else {
      Log.say("\(module.name): no llvm-profdata or llvm-cov: every check runs whole")
      return nil
    }
    let binDir = (context.tests as NSString).deletingLastPathComponent
    let objects = objects(binDir)
    let key = digest(
      paths: objects + sources.map { Files.join(src, $0) }.pySorted(),
      settings: "\(module.checks)|\(settings.cases)|\(settings.seed)")
    let cache = Files.join(work, "coverage-\(module.name).json")
    if let data = FileManager.default.contents(atPath: cache),
      let saved = try? JSONDecoder().decode(Saved.self, from: data), saved.digest == key
    {
      Log.say("\(module.name): coverage of the checks from \(cache)")
      return saved.plan
    }
    let listed = ChildProcess.capture(
      [context.tests, "--testing-library", "swift-testing", "--list-tests"], directory: src,
      keepsErrors: false)
    let allTests = listed.output.split(separator: "\n").map { String($0).pyStripped }
      .filter { !$0.isEmpty && $0.contains("/") }
    let root = try Files.temporaryFolder(prefix: "mutation-coverage-")
    defer { Files.removeTemporary(root) }
    let started = Date()
    var checks: [CoveragePlan.Check] = []
    var jobsList: [(check: Int, key: String, command: CheckCommand)] = []
    let sharedOut = Files.join(root, "out")
    for name in module.checks {
      let isTests = name.hasPrefix("tests:")
      var entry = CoveragePlan.Check(
        check: name, kind: isTests ? "tests" : "commands", selectable: true, filters: [], units: [])
      let commands = Checks.commands(name, context: context, settings: settings, out: sharedOut)
      if isTests {
        entry.filters = name.dropFirst("tests:".count).split(separator: "|").map(String.init)
        var command = commands[0]
        let base = command.command.filter { $0 != "--filter" && !entry.filters.contains($0) }
        let tests = allTests.filter { test in
          entry.filters.contains { CoveragePlan.testMatches(test, $0) }
        }
        if tests.isEmpty {
          throw MutationFailure("\(module.name): \(name): the test bundle lists no such test")
        }
        for test in tests {
          command.command = base + ["--filter", CoveragePlan.testFilter(test)]
          jobsList.append((checks.count, test, command))
        }
      } else {
        for command in commands { jobsList.append((checks.count, command.label, command)) }
      }
      checks.append(entry)
    }
    let jobsFixed = jobsList
    let timeout = Swift.max(settings.timeout, 600)
    let results = WorkerPool.map(jobsFixed.count, jobs: jobs) { k in
      measure(
        jobsFixed[k].command, folder: Files.join(root, String(k)), sharedOut: sharedOut,
        src: src, timeout: timeout, profdata: profdata, cov: cov, objects: objects,
        sources: sources)
    }
    var known: [String: Set<Int>] = [:]
    for (job, result) in zip(jobsFixed, results) {
      if !result.passed {
        checks[job.check].selectable = false
        Log.say(
          "\(module.name): \(job.key) fails on its own on the original, so "
            + "\(checks[job.check].check) runs whole for every mutant:\n\(result.output)")
      }
      for (rel, counts) in result.lines { known[rel, default: []].formUnion(counts.keys) }
      checks[job.check].units.append(
        CoveragePlan.Unit(
          key: job.key, seconds: JSONValue.round(result.seconds, 3),
          lines: result.lines.mapValues { Set($0.filter { $0.value > 0 }.keys) }))
    }
    Log.say(
      "\(module.name): coverage of \(jobsFixed.count) tests and commands in "
        + "\(Int(Date().timeIntervalSince(started).rounded())) s")
    let plan = CoveragePlan(
      seconds: JSONValue.round(Date().timeIntervalSince(started), 1), checks: checks, known: known)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let data = try? encoder.encode(Saved(digest: key, plan: plan)) {
      try Files.atomicWrite(cache, String(decoding: data, as: UTF8.self))
    }
    return plan
  }

  /// What one unit's coverage run gave.
  struct Measured: Sendable {
    var passed: Bool
    var seconds: Double
    var lines: [String: [Int: Int]]
    var output: String
  }

  /// Runs one test or command on the coverage build with no mutant
  /// switched on and reads the lines it executed.
  static func measure(
    _ check: CheckCommand, folder: String, sharedOut: String, src: String, timeout: Double,
    profdata: String, cov: String, objects: [String], sources: [String]
  ) -> Measured {
    try? FileManager.default.createDirectory(
      atPath: Files.join(folder, "out"), withIntermediateDirectories: true)
    defer { Files.removeTemporary(folder) }
    let command = check.command.map {
      $0.replacingOccurrences(of: sharedOut, with: Files.join(folder, "out"))
    }
    var environment = ProcessInfo.processInfo.environment
    environment["LLVM_PROFILE_FILE"] = Files.join(folder, "%p.profraw")
    // What the test or command puts in a temporary folder goes with its own.
    environment["TMPDIR"] = Files.join(folder, "out")
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["SAFEAREA_MUTANT"] = nil
    let started = Date()
    let result = ChildProcess.run(
      command, environment: environment, deadline: started.addingTimeInterval(timeout),
      directory: src, killPattern: check.killPattern.map(Pattern.init))
    let seconds = Date().timeIntervalSince(started)
    let passed = !result.timedOut && result.matched == nil && result.status == check.expected
    var lines: [String: [Int: Int]] = [:]
    let raws = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".profraw") }.map { Files.join(folder, $0) }
    if !raws.isEmpty {
      let merged = Files.join(folder, "merged.profdata")
      _ = ChildProcess.capture([profdata, "merge", "-sparse", "-o", merged] + raws)
      let exported = ChildProcess.run(
        [cov, "export", "-format=lcov", "-instr-profile", merged, objects[0]]
          + objects.dropFirst().flatMap { ["-object", $0] } + sources.map { Files.join(src, $0) },
        environment: ProcessInfo.processInfo.environment, deadline: .distantFuture,
        keepsErrors: false)
      lines = Lcov.parse(exported.output, src: src)
    }
    return Measured(
      passed: passed, seconds: seconds, lines: lines,
      output: passed ? "" : String(result.output.suffix(2000)))
  }
}
