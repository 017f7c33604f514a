import Foundation

/// Why a corpus file could not be used, now ``FileError``: a case that
/// cannot be read keeps its reading step's sentence, and one that is not a
/// case (or a corpus path that is not a folder) reads `PATH: CAUSE`.
@available(*, deprecated, renamed: "FileError")
public typealias CorpusError = FileError

// Policy: a corpus holds only what replays wherever it is replayed. The
// cases of the code every checkout has live at the top
// (`Corpus/<property>/`), and `swift test` replays them; cases that need a
// judge not every machine has (real raylib) or a program that is not part
// of the package (`--implementation`) live apart, under
// `Corpus/judged/<judge>/<property>/`, and are replayed only by runs that
// have that judge. A store's cases never include a `judged/` folder below
// it, so the engine's replay cannot pick them up.

/// Reads and writes corpus cases under a directory, one folder per property
/// (`Corpus/<property>/<short hash>.json`).
public struct CorpusStore: Sendable {
  /// The corpus directory.
  public let directory: String

  /// The folder, under a corpus, of the cases that need a judge.
  public static let judgedFolder = "judged"

  /// Creates a store over a directory (which need not exist yet).
  public init(directory: String) {
    self.directory = directory
  }

  /// The store of the cases one judge decides (`<corpus>/judged/<judge>`).
  ///
  /// - Parameter judge: the judge's name (`raylib`,
  ///   `implementation-<name>`); characters a folder name should not have
  ///   become `-`.
  public func judged(by judge: String) -> CorpusStore {
    let safe = String(
      judge.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" }.prefix(80))
    return CorpusStore(
      directory: directory + "/" + Self.judgedFolder + "/" + (safe.isEmpty ? "-" : safe))
  }

  /// Reads one case, naming the file and the problem when it is unreadable,
  /// not a regular file, malformed (naming the field), or of an unknown
  /// format.
  public static func read(path: String) throws(FileError) -> CorpusCase {
    let data: Data
    data = try InputFile.read(path)
    let decoded: CorpusCase
    do {
      decoded = try JSONDecoder().decode(CorpusCase.self, from: data)
    } catch let error as DecodingError {
      if JSONShape.isWellFormed(data), let field = JSONShape.firstNonWholeNumber(in: data) {
        throw FileError(
          using: path,
          cause: "is not a valid corpus case: the field '\(field)' is not a whole number "
            + "from 0 to 2^64-1")
      }
      throw FileError(using: path, cause: "is not a valid corpus case: \(error.words)")
    } catch {
      throw FileError(using: path, cause: "is not a valid corpus case")
    }
    guard decoded.format == CorpusCase.currentFormat else {
      throw FileError(
        using: path,
        cause: "has format \(decoded.format); this fuzzer reads \(CorpusCase.currentFormat)")
    }
    return decoded
  }

  /// Checks that the corpus can be used: an absent folder is an empty
  /// corpus, but an empty path or a path to something other than a folder
  /// is an error.
  ///
  /// - Throws: ``FileError`` naming the path.
  public func validateLocation() throws(FileError) {
    guard !directory.isEmpty else { throw FileError(using: "''", cause: "the path is empty") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      return
    }
    guard isDirectory.boolValue else {
      throw FileError(using: directory, cause: "is a file, not a corpus folder")
    }
  }

  /// Every case file under the directory, sorted by path; an absent
  /// directory is an empty corpus.
  public func casePaths() -> [String] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory) else { return [] }
    var paths: [String] = []
    let judged = Self.judgedFolder + "/"
    while let relative = enumerator.nextObject() as? String {
      if relative == Self.judgedFolder || relative.hasPrefix(judged) { continue }
      if relative.hasSuffix(".json") { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
  }

  /// Reads every case, failing on the first bad file.
  public func readAll() throws(FileError) -> [(path: String, case: CorpusCase)] {
    let (cases, problems) = readEach()
    if let first = problems.first { throw first }
    return cases
  }

  /// Reads every case, collecting the bad files instead of stopping at the
  /// first: a run replays the good cases and reports the bad ones.
  ///
  /// - Returns: the cases read, and one error per bad file, both sorted by
  ///   path.
  public func readEach() -> (cases: [(path: String, case: CorpusCase)], problems: [FileError]) {
    var cases: [(String, CorpusCase)] = []
    var problems: [FileError] = []
    for path in casePaths() {
      do {
        cases.append((path, try Self.read(path: path)))
      } catch {
        problems.append(error)
      }
    }
    return (cases, problems)
  }

  /// Where a case is kept: `<directory>/<property>/<short hash>.json`.
  public func path(of corpusCase: CorpusCase) -> String {
    directory + "/" + corpusCase.property + "/" + corpusCase.shortHash + ".json"
  }

  /// Writes a case atomically and returns its path; a case already kept
  /// (the same file, the same choices) is left as it is, so replaying a
  /// kept case adds nothing.
  ///
  /// - Throws: ``FileError`` naming the path and the cause.
  @discardableResult
  public func write(_ corpusCase: CorpusCase) throws -> String {
    let path = path(of: corpusCase)
    if let kept = try? Self.read(path: path), kept.choices == corpusCase.choices,
      kept.property == corpusCase.property, kept.variant == corpusCase.variant
    {
      return path
    }
    try Self.write(corpusCase, toFile: path)
    return path
  }

  /// Writes a case atomically at `path`, outside any corpus folder (a
  /// crash kept under `--out`); `--replay` reads it like any corpus file.
  ///
  /// - Throws: ``FileError`` naming the path and the cause.
  public static func write(_ corpusCase: CorpusCase, toFile path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(corpusCase), to: path)
  }
}
