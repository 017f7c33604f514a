import CommandLineOptions
import Foundation
import Testing

@testable import BenchmarkTracking
@testable import TrackingHistory
@testable import track

/// `track --help` states each option's default in words ("(default 9999)");
/// the library holds the value. The declarations take their defaults from
/// the library and the help line is written from the declaration; each
/// documented default is read back from the help and compared with the
/// library's own, so a declaration that stopped taking the library's value
/// (or a help line that stopped saying it) would fail here.
@Suite("Documented defaults")
struct DocumentedDefaultsTests {
  /// The number after "(default " in the help of `--name` among `options`.
  static func documented(_ name: String, in options: [OptionSpec]) throws -> Double {
    let spec = try #require(options.first { $0.name == name }, "--\(name) not declared")
    let after = try #require(
      spec.help.range(of: "(default ")?.upperBound, "--\(name) documents no default")
    let number = spec.help[after...].prefix { $0.isNumber || $0 == "." }
    return try #require(Double(number), "--\(name): no number in \(spec.help)")
  }

  @Test func changePointOptions() throws {
    let options = ChangePointArguments.options.map(\.spec)
    let defaults = ChangePointOptions()
    #expect(try Self.documented("significance", in: options) == defaults.significance)
    #expect(try Self.documented("permutations", in: options) == Double(defaults.permutations))
    #expect(try Self.documented("seed", in: options) == Double(defaults.seed))
    #expect(try Self.documented("min-change", in: options) == defaults.minimumChange * 100)
    #expect(try Self.documented("outlier-threshold", in: options) == defaults.outlierThreshold)
    // Undocumented as a flag but stated in ChangePointOptions: the weak level
    // is ten times the significance.
    #expect(defaults.weakSignificance == defaults.significance * 10)
  }

  @Test func comparisonOptions() throws {
    let options = ComparisonArguments.options.map(\.spec)
    let defaults = ComparisonOptions()
    #expect(try Self.documented("threshold", in: options) == defaults.threshold * 100)
    #expect(try Self.documented("alpha", in: options) == defaults.alpha)
    #expect(
      try Self.documented("min-repetitions", in: options) == Double(defaults.minimumRepetitions))
    #expect(try Self.documented("min-separation", in: options) == defaults.minimumSeparation)
  }

  @Test func pairedOptions() throws {
    let options = ABCommand.ownOptions.map(\.spec)
    let defaults = PairedOptions()
    #expect(try Self.documented("threshold", in: options) == defaults.threshold * 100)
    #expect(try Self.documented("alpha", in: options) == defaults.alpha)
    #expect(try Self.documented("batch", in: options) == Double(defaults.batch))
    #expect(try Self.documented("min-rounds", in: options) == Double(defaults.minimumRounds))
    #expect(try Self.documented("max-rounds", in: options) == Double(defaults.maximumRounds))
    #expect(defaults.family == nil)
    #expect(defaults.metric == .cpuTime)
  }
}
