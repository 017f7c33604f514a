import PropertyFuzzing

/// What one invocation of `fuzz` asked for, as plain values: the tool
/// parses its command line into these, and every mode builds its
/// ``FuzzRun`` from them.
public struct FuzzSettings: Sendable {
  /// The default seed: fixed, so `swift run fuzz` is reproducible, and
  /// printed, so a user knows what to pass to vary it.
  public static let defaultSeed: UInt64 = 1
  /// The regression corpus when none is named: the committed one.
  public static let defaultCorpus = "Corpus"
  /// Where reports and pictures go when no folder is named.
  public static let defaultOut = "results/fuzz"
  /// The per-call timeout of a program under `--implementation`, in
  /// seconds, when `--call-timeout` is not given.
  public static let defaultCallTimeout = 2.0

  /// The run's seed.
  public var seed = defaultSeed
  /// `--cases N`: every property this many cases.
  public var cases: Int?
  /// `--time SECONDS`: a total time budget instead of cases.
  public var time: Double?
  /// The properties named (`--property`), in the order given; empty for
  /// every property.
  public var properties: [String] = []
  /// The mutants named (`--mutant`), in the order given.
  public var mutants: [String] = []
  /// The program under `--implementation`, or `nil`.
  public var implementation: String?
  /// `--call-timeout`, when given: replay lines carry it.
  public var callTimeout: Double?
  /// The regression corpus, or `nil` (`--no-corpus`).
  public var corpus: String? = defaultCorpus
  /// `--record-corpus`: a mutant's failures are kept too.
  public var recordCorpus = false
  /// Where reports and pictures go.
  public var out = defaultOut
  /// Threads to run cases on.
  public var jobs = 1
  /// The part of the case space to run (`--shard`).
  public var slice = CaseSlice.all
  /// `--shrink-steps N`: the candidates a shrink may try, or `nil` for
  /// each property's own number.
  public var shrinkSteps: Int?
  /// `--shrink-time SECONDS`: a wall-clock cap on each shrink, or `nil`
  /// (none: shrinking ends in the same place on every machine).
  public var shrinkTime: Double?
  /// `--no-raylib`: leave the comparison with real raylib out.
  public var noRaylib = false

  /// Creates the default settings (the main job's).
  public init() {}

  /// The run's budget: `--cases`, `--time`, or each property's quota.
  public var budget: RunBudget {
    if let cases { return .cases(cases) }
    if let time { return .seconds(time) }
    return .quotas
  }

  /// How failures are shrunk: each property's own limit unless
  /// `--shrink-steps` says otherwise, capped by `--shrink-time` when given.
  public var shrinking: ShrinkPolicy {
    ShrinkPolicy(
      candidates: shrinkSteps, time: shrinkTime.map { .microseconds(Int64($0 * 1e6)) })
  }

  /// The name a run's report starts with: `fuzz-seed1`, or
  /// `mutant-NAME-seed1`, and `-shard0of2` for a shard.
  public func reportStem(variant: String?) -> String {
    let shard = slice == .all ? "" : "-shard\(slice.index)of\(slice.count)"
    return (variant.map { "mutant-\($0)" } ?? "fuzz") + "-seed\(seed)\(shard)"
  }

  /// The output folder.
  public var output: OutputFolder { OutputFolder(directory: out) }
}
