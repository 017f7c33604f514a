// Policy: one module at a time, each with its own schema build and report:
// a module's mutants are judged only by the checks that own it, and
// `--module all` is the same as the modules' runs one after the other.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A run of the tool over one or more modules.
public enum MutationRun {
  /// Runs every module the options name, one report each.
  ///
  /// - Returns: the exit status: 0 done, 1 a score below `--min-score`
  ///   or an equivalents entry killed.
  /// - Throws: ``MutationFailure`` (exit 2) for a build that cannot be
  ///   repaired, a baseline that fails, or a bad equivalents file.
  public static func run(_ options: RunOptions) throws -> Int32 {
    let equivalents = try Equivalents.load(options.equivalents)
    var status: Int32 = 0
    for name in options.modules {
      guard let module = Module.named(name) else { continue }
      status = max(status, try runModule(module, options: options, equivalents: equivalents))
    }
    return status
  }

  /// The mutants of a module and its schema, without building: one line a
  /// mutant (id, file, line, column, operator, original, replacement, key,
  /// tab-separated), then each rewritten file and the switch, every site
  /// live. For comparing two versions of the tool.
  public static func listing(_ options: RunOptions) throws -> String {
    var out: [String] = []
    for name in options.modules {
      guard let module = Module.named(name) else { continue }
      let population = try Population(
        module: module, tracked: ScratchCopy.trackedFiles(root: options.root),
        operators: options.operators
      ) { try Files.read(Files.join(options.root, $0)) }
      for m in population.mutants() {
        out.append(
          [
            String(m.id), m.file, String(m.line), String(m.column), m.op, m.original, m.mutated,
            m.key,
          ]
          .joined(separator: "\t"))
      }
      for rel in population.files {
        out.append("=== schema \(rel)")
        out.append(
          Rewrite.rewrite(population.originals[rel] ?? "", sites: population.sitesByFile[rel] ?? [])
        )
      }
      out.append("=== switch \(module.switchFile)")
      out.append(SwitchSource.source(population.allSites))
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// The mutants a sample of `count` runs, in id order: drawn as CPython's
  /// `random.Random(seed).sample` draws, from the mutants `equivalents`
  /// does not list; all of those when there are no more than `count`.
  ///
  /// Policy: a listed mutant is left out of a sample. It can only survive,
  /// so it judges nothing: CI's sample of one `ImplementationProtocol`
  /// mutant drew one and scored "0 killed of 0" after a six-minute build.
  /// A whole run still runs them, so a listed mutant that is killed is
  /// reported.
  static func sample(
    _ mutants: [Mutant], count: Int, seed: Int, equivalents: [String: String]
  ) -> [Mutant] {
    let candidates = mutants.filter { equivalents[$0.key] == nil }
    guard count < candidates.count else { return candidates }
    var random = PythonRandom(seed: UInt64(max(0, seed)))
    return random.sample(candidates, count).sorted { $0.id < $1.id }
  }

  /// The checked-out commit, short, and whether tracked files differ from it.
  static func commit(root: String) -> (String, Bool) {
    let head = ChildProcess.capture(["git", "-C", root, "rev-parse", "--short=12", "HEAD"])
    let status = ChildProcess.capture([
      "git", "-C", root, "status", "--porcelain", "--untracked-files=no",
    ])
    let commit = head.status == 0 ? head.output.pyStripped : ""
    return (commit.isEmpty ? "unknown" : commit, !status.output.pyStripped.isEmpty)
  }

  /// One module's run: the schema, its build, the checks on every mutant, the report.
  static func runModule(
    _ module: Module, options: RunOptions, equivalents: [String: String]
  ) throws -> Int32 {
    let (commit, dirty) = commit(root: options.root)
    let moduleStarted = Date()
    try FileManager.default.createDirectory(
      atPath: options.work, withIntermediateDirectories: true)
    let src = try ScratchCopy.prepare(root: options.root, work: options.work, module: module)
    let population = try Population(
      module: module, tracked: ScratchCopy.trackedFiles(root: options.root),
      operators: options.operators
    ) { try Files.read(Files.join(options.root, $0)) }
    let cached = RejectedSites.load(work: options.work, root: options.root)
    for site in population.allSites { site.dropped = cached.contains(population.siteKey(site)) }
    try SchemaBuild.build(
      src: src, population: population, module: module, configuration: options.configuration,
      log: Files.join(options.work, "build.log"))
    try Files.atomicWrite(
      Files.join(options.work, "rejected-sites.json"),
      RejectedSites.text(
        RejectedSites.refreshed(
          cached: cached, population: population, operators: options.operators,
          root: options.root)))
    if options.buildOnly { return 0 }
    let binDir = Files.join(src, ".build", options.configuration)
    var context = CheckContext(
      src: src, fuzz: Files.join(binDir, "fuzz"), track: Files.join(binDir, "track"),
      tests: Files.join(binDir, "SafeAreaHarnessPackageTests.xctest"))
    if module.checks.contains("implementations") {
      guard let cc = Files.which("clang") ?? Files.which("cc") else {
        throw MutationFailure(
          "the implementations check needs a C compiler (clang or cc) for Examples/c/host.c")
      }
      context.host = Files.join(options.work, "c-host")
      let compiled = ChildProcess.capture([
        cc, "-O2", "-o", context.host, Files.join(src, "Examples/c/host.c"),
      ])
      guard compiled.status == 0 else {
        throw MutationFailure("Examples/c/host.c does not compile:\n\(compiled.output)")
      }
    }

    var mutants = population.mutants()
    let rejected = population.rejectedCount
    if !options.files.isEmpty {
      // A partial run (while killing one file's survivors) is reported as
      // a sample, so it never stands in for the whole population.
      if let unknown = options.files.first(where: { path in
        !mutants.contains { $0.file.hasPrefix(path) }
      }) {
        throw MutationFailure("--files \(unknown): no mutant's file starts with this path")
      }
      mutants = mutants.filter { m in options.files.contains { m.file.hasPrefix($0) } }
    }
    let totalGenerated = mutants.count + rejected
    let populationCount = mutants.count
    if options.sample > 0 {
      mutants = sample(
        mutants, count: options.sample, seed: options.sampleSeed, equivalents: equivalents)
    }

    let settings = CheckSettings(cases: options.cases, seed: options.seed, timeout: options.timeout)
    var plan: CoveragePlan?
    let select =
      module.name != "engine" && !options.noSelection
      && (options.selection || mutants.count >= CoveragePlan.selectionFrom)
    if module.checks.contains("changepoints") && options.configuration != "release" && select {
      // The change-point check runs `track changes` over a synthesized
      // history: 26 s in a debug build and 0.4 s in a release one. The
      // module has no assertion or DEBUG-only code, so both builds of the
      // schema behave alike; the unit tests keep the configuration asked for.
      context.track = SchemaBuild.releaseTrack(src: src, module: module) ?? context.track
    }
    if select, let coverageBin = CoverageRun.build(src: src, work: options.work, module: module) {
      var coverageContext = context
      coverageContext.fuzz = Files.join(coverageBin, "fuzz")
      coverageContext.track = Files.join(coverageBin, "track")
      coverageContext.tests = Files.join(coverageBin, "SafeAreaHarnessPackageTests.xctest")
      plan = try CoverageRun.plan(
        module: module, src: src, work: options.work, settings: settings, jobs: options.jobs,
        sources: population.files, context: coverageContext)
    }

    let scratchOut = try Files.temporaryFolder(prefix: "mutation-out-")
    defer { Files.removeTemporary(scratchOut) }
    let fixedContext = context
    let fixedPlan = plan
    let run: @Sendable (Int, (file: String, line: Int)?) -> CheckResult = { id, location in
      if module.name == "engine" {
        return Checks.runFuzz(
          binary: fixedContext.fuzz, mutantID: id, settings: settings, scratchOut: scratchOut)
      }
      return Checks.runChecks(
        module: module, context: fixedContext, mutantID: id, location: location,
        settings: settings, scratchOut: scratchOut, plan: fixedPlan)
    }
    // The original, as many at once as the run will have: a check that
    // fails on the original, or when run beside itself, judges nothing.
    // Ids below 0 switch nothing on; distinct ones keep their leftovers apart.
    let baselines = WorkerPool.map(min(options.jobs, 2), jobs: options.jobs) { k in
      run(-1 - k, nil)
    }
    for baseline in baselines where baseline.outcome != "survived" {
      throw MutationFailure(
        "\(module.name): the schema build fails its checks with no mutant switched on "
          + "(\(baseline.outcome), \(baseline.property ?? "no property"), \(baseline.seconds) s); "
          + "the rewrite changed behaviour, or a check fails on the original or beside itself")
    }
    let slowest = baselines.map(\.seconds).max() ?? 0
    if options.timeout < 3 * slowest {
      Log.say(
        "\(module.name): the checks take \(Int(slowest.rounded())) s on the original; "
          + "--timeout \(String(format: "%g", options.timeout)) may count slow survivors as killed")
    }
    let started = Date()
    Log.say(
      "\(module.name): \(totalGenerated) mutants generated, \(rejected) rejected by the build, "
        + "\(mutants.count) to run on \(options.jobs) processes")
    let toRun = mutants
    let progress = Progress(total: toRun.count, module: module.name, started: started)
    let results = WorkerPool.map(
      toRun.count, jobs: options.jobs,
      work: { k in run(toRun[k].id, (toRun[k].file, toRun[k].line)) },
      done: { _, _ in progress.step() })
    if isatty(2) != 0 && !toRun.isEmpty { Log.raw("\n") }
    for k in mutants.indices { mutants[k].record(results[k]) }
    let elapsed = Date().timeIntervalSince(started)

    return try report(
      module: module, mutants: &mutants, options: options, equivalents: equivalents,
      summary: Summary(
        commit: commit, dirty: dirty, generated: totalGenerated, rejected: rejected,
        population: populationCount, elapsed: elapsed,
        total: Date().timeIntervalSince(moduleStarted), plan: plan))
  }
}

/// Prints how far the mutants' runs are: a counter on a terminal, a line
/// every 50 mutants otherwise.
private final class Progress: @unchecked Sendable {
  private var done = 0
  private let total: Int
  private let module: String
  private let started: Date

  init(total: Int, module: String, started: Date) {
    self.total = total
    self.module = module
    self.started = started
  }

  /// Called under the pool's lock, one at a time.
  func step() {
    done += 1
    if isatty(2) != 0 {
      Log.raw("\r  \(done)/\(total)")
    } else if done % 50 == 0 {
      Log.say(
        "\(module): \(done)/\(total) in \(Int(Date().timeIntervalSince(started).rounded())) s")
    }
  }
}
