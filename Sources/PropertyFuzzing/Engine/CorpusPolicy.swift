// Policy: a bad corpus file costs only itself. Every file under the
// replayed folders is read and checked on every run (a broken file is a
// defect of the repository and should show up in any run, and checking a
// few hundred small files costs milliseconds); each bad one is reported
// with its path and what is wrong and then skipped, and the rest of the run
// goes on. A file naming a property or a variant the tool does not know is
// a bad file too, never silently skipped. And every corpus-format file a
// run writes, a kept failure or a kept crash, is written here and nowhere
// else.

/// Which saved cases a run replays before fresh ones, and where it keeps
/// its failures.
public struct CorpusPolicy: Sendable {
  /// The folders whose cases are replayed, in order.
  public var replayed: [CorpusStore]
  /// Why a saved case cannot be used here (it names a property or a
  /// variant the tool does not know), or `nil` when it can.
  public var problem: @Sendable (CorpusCase) -> String?
  /// Whether a good case is replayed by this run (a mutant's hunt replays
  /// only the cases saved against it).
  public var selects: @Sendable (CorpusCase) -> Bool
  /// Where a property's failures are kept, or `nil` when they are not.
  public var store: @Sendable (_ property: String) -> CorpusStore?

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - replayed: the folders to replay.
  ///   - problem: why a case is bad here; every case is good by default.
  ///   - selects: which good cases this run replays; all by default.
  ///   - store: where each property's failures are kept; nowhere by
  ///     default.
  public init(
    replayed: [CorpusStore],
    problem: @escaping @Sendable (CorpusCase) -> String? = { _ in nil },
    selects: @escaping @Sendable (CorpusCase) -> Bool = { _ in true },
    store: @escaping @Sendable (String) -> CorpusStore? = { _ in nil }
  ) {
    self.replayed = replayed
    self.problem = problem
    self.selects = selects
    self.store = store
  }

  /// No corpus: nothing replayed, nothing kept (`--no-corpus`).
  public static let none = CorpusPolicy(replayed: [])

  /// What a corpus held.
  public struct Loaded: Sendable {
    /// The good cases this run replays, by path, in the order read.
    public var cases: [(path: String, case: CorpusCase)] = []
    /// One line per bad file (`path: what is wrong`), sorted.
    public var problems: [String] = []
  }

  /// Reads every case of the replayed folders.
  public func load() -> Loaded {
    var loaded = Loaded()
    var problems: [String] = []
    for store in replayed {
      let (cases, bad) = store.readEach()
      problems += bad.map(\.description)
      for (path, saved) in cases {
        if let problem = problem(saved) {
          problems.append("\(path): \(problem)")
        } else if selects(saved) {
          loaded.cases.append((path, saved))
        }
      }
    }
    loaded.problems = problems.sorted()
    return loaded
  }

  /// Keeps a failure in its property's folder, unless that property's
  /// failures are not kept; a case already kept is left as it is.
  ///
  /// - Returns: the file's path, or `nil` when it is not kept.
  /// - Throws: ``FileError`` naming the path and the cause.
  public func keep(_ failure: CorpusCase) throws -> String? {
    guard let store = store(failure.property) else { return nil }
    return try store.write(failure)
  }

  /// Keeps a case in a file of its own, outside any corpus folder (a
  /// crash kept under the output folder); `replay` reads it like any
  /// corpus file.
  ///
  /// - Throws: ``FileError`` naming the path and the cause.
  public static func keep(_ saved: CorpusCase, atPath path: String) throws {
    try CorpusStore.write(saved, toFile: path)
  }
}
