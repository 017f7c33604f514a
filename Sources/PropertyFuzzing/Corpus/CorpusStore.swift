import Foundation

/// Why a corpus file could not be used.
public struct CorpusError: Error, CustomStringConvertible, Sendable {
  /// The file.
  public var path: String
  /// What was wrong with it.
  public var reason: String

  /// Creates an error naming the file and the problem.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}

/// Reads and writes corpus cases under a directory, one folder per property
/// (`Corpus/<property>/<short hash>.json`).
public struct CorpusStore: Sendable {
  /// The corpus directory.
  public let directory: String

  /// Creates a store over a directory (which need not exist yet).
  public init(directory: String) {
    self.directory = directory
  }

  /// Reads one case, naming the file and the problem when it is unreadable,
  /// not a regular file, malformed (naming the field), or of an unknown
  /// format.
  public static func read(path: String) throws(CorpusError) -> CorpusCase {
    let data: Data
    do {
      data = try InputFile.read(path)
    } catch {
      throw CorpusError(path: path, reason: "cannot be read (\(error.cause))")
    }
    let decoded: CorpusCase
    do {
      decoded = try JSONDecoder().decode(CorpusCase.self, from: data)
    } catch let error as DecodingError {
      if JSONShape.isWellFormed(data), let field = JSONShape.firstNonWholeNumber(in: data) {
        throw CorpusError(
          path: path,
          reason: "is not a valid corpus case: the field '\(field)' is not a whole number "
            + "from 0 to 2^64-1")
      }
      throw CorpusError(path: path, reason: "is not a valid corpus case: \(error.words)")
    } catch {
      throw CorpusError(path: path, reason: "is not a valid corpus case")
    }
    guard decoded.format == CorpusCase.currentFormat else {
      throw CorpusError(
        path: path,
        reason: "has format \(decoded.format); this fuzzer reads \(CorpusCase.currentFormat)")
    }
    return decoded
  }

  /// Checks that the corpus can be used: an absent folder is an empty
  /// corpus, but an empty path or a path to something other than a folder
  /// is an error.
  ///
  /// - Throws: ``CorpusError`` naming the path.
  public func validateLocation() throws(CorpusError) {
    guard !directory.isEmpty else { throw CorpusError(path: "''", reason: "the path is empty") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      return
    }
    guard isDirectory.boolValue else {
      throw CorpusError(path: directory, reason: "is a file, not a corpus folder")
    }
  }

  /// Every case file under the directory, sorted by path; an absent
  /// directory is an empty corpus.
  public func casePaths() -> [String] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: directory) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".json") { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
  }

  /// Reads every case, failing on the first bad file.
  public func readAll() throws(CorpusError) -> [(path: String, case: CorpusCase)] {
    let (cases, problems) = readEach()
    if let first = problems.first { throw first }
    return cases
  }

  /// Reads every case, collecting the bad files instead of stopping at the
  /// first: a run replays the good cases and reports the bad ones.
  ///
  /// - Returns: the cases read, and one error per bad file, both sorted by
  ///   path.
  public func readEach() -> (cases: [(path: String, case: CorpusCase)], problems: [CorpusError]) {
    var cases: [(String, CorpusCase)] = []
    var problems: [CorpusError] = []
    for path in casePaths() {
      do {
        cases.append((path, try Self.read(path: path)))
      } catch {
        problems.append(error)
      }
    }
    return (cases, problems)
  }

  /// Writes a case atomically and returns its path.
  ///
  /// - Throws: ``FileWriteError`` naming the path and the cause.
  @discardableResult
  public func write(_ corpusCase: CorpusCase) throws -> String {
    let folder = directory + "/" + corpusCase.property
    let path = folder + "/" + corpusCase.shortHash + ".json"
    try Self.write(corpusCase, toFile: path)
    return path
  }

  /// Writes a case atomically at `path`, outside any corpus folder (a
  /// crash kept under `--out`); `--replay` reads it like any corpus file.
  ///
  /// - Throws: ``FileWriteError`` naming the path and the cause.
  public static func write(_ corpusCase: CorpusCase, toFile path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(corpusCase), to: path)
  }
}
