// Policy: sites the compiler rejected last time are dropped before the
// first build, so an unchanged source needs one build, not a dozen. The
// list is committed (MutationTesting/rejected-sites.json), not only a cache
// in the work folder: without it a fresh checkout (CI, the nightly's
// runner) learns the rejections again, one build each. A run keeps its
// refreshed copy in the work folder; copy it over the committed one when a
// change of the sources makes the first build fail again.
import Foundation

/// The list of sites the compiler rejected, by site key.
enum RejectedSites {
  /// The committed list, relative to the package root.
  static let committed = "MutationTesting/rejected-sites.json"

  /// The work folder's copy, else the committed one, else nothing.
  static func load(work: String, root: String) -> Set<String> {
    for path in [Files.join(work, "rejected-sites.json"), Files.join(root, committed)] {
      guard let data = FileManager.default.contents(atPath: path),
        let items = JSONValue.parse(data)?.array
      else { continue }
      return Set(items.compactMap(\.string))
    }
    return []
  }

  /// The list to save after a build: other modules' entries (of files
  /// still there), this module's entries that name no site of today's text
  /// when only some operators ran, and today's dropped sites. An entry of
  /// a file that is gone, or (in a run of every operator) one of this
  /// module's that names no site of today's text, can never match again.
  static func refreshed(
    cached: Set<String>, population: Population, operators: Set<String>, root: String
  ) -> [String] {
    let mine = Set(population.allSites.map(population.siteKey))
    let files = Set(population.files)
    var kept: Set<String> = []
    for key in cached {
      let path = String(
        key.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)[0])
      if !files.contains(path) {
        if FileManager.default.fileExists(atPath: Files.join(root, path)) { kept.insert(key) }
      } else if !mine.contains(key) && !operators.isEmpty {
        kept.insert(key)
      }
    }
    kept.formUnion(population.allSites.filter(\.dropped).map(population.siteKey))
    return Array(kept).pySorted()
  }

  /// The text Python's `json.dumps(sorted(keys), indent=0)` wrote.
  static func text(_ keys: [String]) -> String {
    JSONValue.array(keys.map(JSONValue.string)).encoded(indent: 0)
  }
}
