import ExecutableTesting
import Foundation
import SafeAreaInvariants
import Testing

@testable import ImplementationProtocol
@testable import SafeAreaFuzzing

/// LineProtocol.md's versions and sample lines come from the code, so a
/// hand edit of either fails here: the title's and the handshake's
/// versions from the declarations (`Handshake`), the refusal of an unknown
/// version from `Handshake` itself, what each version adds from the
/// declarations, and the final line's counts from a run of `fuzz` against
/// the served engine.
@Suite("LineProtocol.md's versions and sample lines")
struct LineProtocolFiguresTests {
  static let newest = Handshake.protocolVersion

  /// `1`, `2`, `3` or `4`.
  static var versionList: String {
    let versions = Handshake.supportedVersions.map { "`\($0)`" }
    return versions.dropLast().joined(separator: ", ") + " or " + (versions.last ?? "")
  }

  /// `hostFrame` needs `2`, ... in version order.
  static var needs: String {
    Handshake.supportedVersions.dropFirst().flatMap { version in
      Handshake.functions(ofVersion: version)
        .filter { !Handshake.functions(ofVersion: version - 1).contains($0) }
        .map { "`\($0.rawValue)` needs `\(version)`" }
    }.joined(separator: ", ")
  }

  @Test func theVersionsAreTheDeclarations() throws {
    let page = try LineProtocolExamplesTests.page()
    #expect(page.hasPrefix("# The line protocol, versions 1 to \(Self.newest)\n"))
    #expect(
      page.contains("| `protocol` | integer | yes | \(Self.versionList) (\(Self.needs)) |"),
      "the handshake's row: \(Self.versionList) (\(Self.needs))")
    // Every "versions 1 to N" on the page names the newest.
    for range in page.ranges(of: "versions 1 to ") {
      let rest = page[range.upperBound...].prefix { $0.isNumber }
      #expect(Int(rest) == Self.newest, "versions 1 to \(rest)")
    }
    // Every version after the first says what it adds.
    for version in Handshake.supportedVersions.dropFirst() {
      let added = Handshake.functions(ofVersion: version).filter {
        !Handshake.functions(ofVersion: version - 1).contains($0)
      }
      for function in added {
        #expect(
          page.contains("Version \(version) adds") && page.contains("`\(function.rawValue)`"),
          "version \(version) adds \(function.rawValue)")
      }
    }
  }

  @Test func theRefusalOfAnUnknownVersionIsHandshakes() throws {
    let page = try LineProtocolExamplesTests.page()
    let handshake = #"{"protocol":\#(Self.newest + 1),"provides":[]}"#
    do {
      _ = try Handshake(line: Array(handshake.utf8)[...])
      Issue.record("a version past the newest was accepted")
    } catch {
      // The page quotes the message up to its list of additions.
      let quoted = "\(error)".components(separatedBy: "; ").prefix(2).joined(separator: "; ")
      let text = page.replacingOccurrences(of: "\n", with: " ")
      #expect(text.contains("`" + quoted + "; ...)`"), "\(quoted)")
    }
  }

  @Test func theFinalLineCountsAreARunsCounts() throws {
    let page = try LineProtocolExamplesTests.page()
    let directory = try makeTemporaryDirectory(prefix: "protocol-figures")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fuzz = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("fuzz").path
    let outcome = try runBuiltExecutable(
      "fuzz",
      [
        "--implementation", "\(fuzz) serve-engine", "--cases", "1", "--quiet", "--no-raylib",
        "--no-corpus", "--out", directory,
      ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let line = try #require(outcome.output.split(separator: "\n").last { $0.hasPrefix("fuzz: ") })
    let counts = try #require(
      line.firstMatch(of: /(\d+) judged the implementation, (\d+) the engine,\s+(\d+) skipped/))
    let sample = page.replacingOccurrences(of: "\n", with: " ")
    #expect(
      sample.contains(
        "`\(counts.1) judged the implementation, \(counts.2) the engine, \(counts.3) skipped`"),
      "the run says \(counts.0)")
  }
}

extension LineProtocolFiguresTests {
  /// The quotas a run against a program gets, as the Examples section
  /// states them, are `Fuzzer`'s.
  @Test func theQuotasAreFuzzers() throws {
    // Lines wrap anywhere on the page: compare with spaces for newlines.
    let page = try LineProtocolExamplesTests.page().replacingOccurrences(of: "\n", with: " ")
    let sentence =
      "\(grouped(Fuzzer.implementationQuota)), or \(Fuzzer.frameQuota) for a property that judges "
      + "`hostFrame` or `pollInsets`"
    #expect(page.contains(sentence), "the Examples section names \(sentence)")
    #expect(Fuzzer.costlyFunctions == [EngineFunction(\.hostFrame), EngineFunction(\.pollInsets)])
  }
}

/// `n` with a comma between groups of three digits, as the page writes
/// numbers (`2,000`), whatever the machine's locale.
private func grouped(_ n: Int) -> String {
  let digits = Array(String(n))
  return digits.enumerated().map { index, digit in
    index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
  }.joined()
}

extension LineProtocolFiguresTests {
  /// The Functions table has a row for every function of the newest
  /// version, and a function added after the first version says the
  /// version it needs: a function added to the engine table and not to the
  /// page fails here. (Arguments are not compared: a composite argument,
  /// `pixelFrame`'s region or `hostFrame`'s request, travels as its fields.)
  @Test func everyFunctionHasARow() throws {
    let page = try LineProtocolExamplesTests.page()
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for function in Handshake.functions(ofVersion: Self.newest) {
      let name = function.rawValue
      let row = rows.first { $0.hasPrefix("| `\(name)` |") || $0.hasPrefix("| `\(name)` (version") }
      #expect(row != nil, "no row for \(name) in the Functions table")
      guard let row, let wire = function.declaration.wire else { continue }
      if wire.version > 1 {
        #expect(row.hasPrefix("| `\(name)` (version \(wire.version)) |"), "\(row)")
      }
    }
  }
}
