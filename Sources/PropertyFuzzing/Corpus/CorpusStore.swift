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
  /// malformed, or of an unknown format.
  public static func read(path: String) throws(CorpusError) -> CorpusCase {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CorpusError(path: path, reason: "cannot be read (\(error.localizedDescription))")
    }
    let decoded: CorpusCase
    do {
      decoded = try JSONDecoder().decode(CorpusCase.self, from: data)
    } catch let DecodingError.keyNotFound(key, _) {
      throw CorpusError(path: path, reason: "is missing the field '\(key.stringValue)'")
    } catch let DecodingError.typeMismatch(_, context) {
      let field = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw CorpusError(path: path, reason: "has a field of the wrong type at '\(field)'")
    } catch {
      throw CorpusError(path: path, reason: "is not a valid corpus case (malformed JSON)")
    }
    guard decoded.format == CorpusCase.currentFormat else {
      throw CorpusError(
        path: path,
        reason: "has format \(decoded.format); this fuzzer reads \(CorpusCase.currentFormat)")
    }
    return decoded
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
    var cases: [(String, CorpusCase)] = []
    for path in casePaths() {
      cases.append((path, try Self.read(path: path)))
    }
    return cases
  }

  /// Writes a case atomically and returns its path.
  @discardableResult
  public func write(_ corpusCase: CorpusCase) throws -> String {
    let folder = directory + "/" + corpusCase.property
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + corpusCase.shortHash + ".json"
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(corpusCase), to: path)
    return path
  }
}
