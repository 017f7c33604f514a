/// A module's sources and their sites, numbered: the mutant population.
struct Population {
  /// Each file's text, by path relative to the package root.
  var originals: [String: String] = [:]
  /// Each file's lines.
  var originalLines: [String: [String]] = [:]
  /// The files, in code-point order (the order of the ids).
  var files: [String] = []
  /// Each file's sites, in the order their ids are given.
  var sitesByFile: [String: [Site]] = [:]

  /// Finds and numbers the sites of a module's tracked Swift files.
  ///
  /// - Parameters:
  ///   - tracked: the package's tracked files (relative paths).
  ///   - read: the text of a file.
  ///   - operators: only these operators (empty: all).
  init(
    module: Module, tracked: [String], operators: Set<String>,
    read: (String) throws -> String
  ) rethrows {
    for rel in tracked.pySorted() where module.owns(rel) && !Exclusions.excludes(rel) {
      let text = try read(rel)
      let lines = text.lines
      originals[rel] = text
      originalLines[rel] = lines
      let skip = Exclusions.lines[rel]
      sitesByFile[rel] = SiteFinder.sites(
        path: rel, text: text, interpolations: module.interpolations
      ).filter { site in
        !(skip.map { $0.match(lines[site.line - 1]) != nil } ?? false)
          && (operators.isEmpty || operators.contains(site.op))
      }
      files.append(rel)
    }
    var next = 0
    for rel in files { next = (sitesByFile[rel] ?? []).number(from: next) }
  }

  /// Every site, file by file.
  var allSites: [Site] { files.flatMap { sitesByFile[$0] ?? [] } }

  /// The line a site sits on, stripped (part of its keys).
  func lineText(_ site: Site) -> String {
    originalLines[site.path]?[site.line - 1].pyStripped ?? ""
  }

  /// A site's key in the rejected-sites list: it names the site by its
  /// line's text, not its number, so it survives edits elsewhere in the file.
  func siteKey(_ site: Site) -> String {
    "\(site.path)|\(lineText(site))|\(site.column)|\(site.op)|\(site.original)"
  }

  /// A mutant's key in equivalents.json: its site's key and its replacement.
  func mutantKey(_ site: Site, _ k: Int) -> String {
    siteKey(site) + "|" + site.mutations[k]
  }

  /// The mutants of the sites the build kept, in id order.
  func mutants() -> [Mutant] {
    var out: [Mutant] = []
    for site in allSites where !site.dropped {
      for k in site.mutations.indices {
        out.append(
          Mutant(
            id: site.firstID + k, file: site.path, line: site.line, column: site.column,
            op: site.op, original: site.original, mutated: site.mutations[k],
            source: lineText(site), key: mutantKey(site, k)))
      }
    }
    return out
  }

  /// How many mutants the build rejected.
  var rejectedCount: Int { allSites.filter(\.dropped).reduce(0) { $0 + $1.mutations.count } }
}
