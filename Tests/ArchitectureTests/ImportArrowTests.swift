// Policy: ARCHITECTURE.md's table of arrows is the one statement of which
// module may use which. This test reads it and every `import` under
// `Sources/`, so an arrow added in code without the table (or a module
// without a row) fails `swift test`, and the page a new contributor reads
// is the page the code obeys.

import Foundation
import Testing

/// The imports between the package's modules are the arrows ARCHITECTURE.md
/// lists.
@Suite("Architecture: imports are the arrows on paper")
struct ImportArrowTests {
  /// The package's root (this file is `Tests/ArchitectureTests/<file>`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The table between `<!-- arrows -->` and `<!-- /arrows -->`: each
  /// module and the modules it may import.
  static func arrows(in text: String) throws -> [String: Set<String>] {
    let start = try #require(
      text.range(of: "<!-- arrows -->"), "ARCHITECTURE.md has no arrows table")
    let end = try #require(text.range(of: "<!-- /arrows -->"))
    var table: [String: Set<String>] = [:]
    for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 3, cells[1].hasPrefix("`") else { continue }
      table[names(in: cells[1]).first ?? ""] = Set(names(in: cells[2]))
    }
    return table
  }

  /// The `backticked` names of a cell.
  static func names(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The modules `directory`'s Swift files import, with a file that
  /// imports each.
  static func imports(under directory: String) -> [String: String] {
    var found: [String: String] = [:]
    let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
    for file in files.sorted() where file.hasSuffix(".swift") {
      guard let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8) else {
        continue
      }
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        found[words[index + 1], default: file] = found[words[index + 1]] ?? file
      }
    }
    return found
  }

  /// The module a folder under `Sources/` builds (`raylib-peer` is
  /// imported as `raylib_peer`, but the table uses the target's name).
  static var modules: [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Sources")) ?? []
    return entries.filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func everyImportBetweenModulesIsAnArrowOfTheTable() throws {
    let text = try String(contentsOfFile: Self.root + "/ARCHITECTURE.md", encoding: .utf8)
    let table = try Self.arrows(in: text)
    let packageModules = Set(table.keys)
    var stray: [String] = []
    for module in Self.modules {
      guard let allowed = table[module] else {
        stray.append("Sources/\(module) has no row in ARCHITECTURE.md's table of arrows")
        continue
      }
      for (imported, file) in Self.imports(under: Self.root + "/Sources/" + module)
      where packageModules.contains(imported) && imported != module && !allowed.contains(imported) {
        stray.append(
          "\(module) imports \(imported) (Sources/\(module)/\(file)): not an arrow of the table")
      }
    }
    #expect(stray.isEmpty, "\(stray.joined(separator: "\n"))")
    #expect(Self.modules.count >= 10, "the sources were found at \(Self.root)")
  }

  @Test func theTableReaderFindsAnArrowThatIsNotThere() throws {
    let table = try Self.arrows(
      in: """
        <!-- arrows -->
        | module | imports |
        |---|---|
        | `A` | |
        | `B` | `A`, `C` |
        <!-- /arrows -->
        """)
    #expect(table["A"] == [])
    #expect(table["B"] == ["A", "C"])
    #expect(table["C"] == nil, "a module without a row has no arrows")
  }
}
