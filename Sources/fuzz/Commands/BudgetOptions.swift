import CommandLineOptions
import PropertyFuzzing
import SafeAreaFuzzing

/// How much to run: each property's quota, `--cases N` each, or a total
/// `--time`.
struct BudgetOptions: OptionGroup {
  static let cases = Option<Int?>(
    "cases", "N", accepting: .positive, help: "cases per property",
    shownDefault: .prose("each property's quota, \(Property.defaultQuota) for most"))
  static let time = Option<Double?>(
    "time", "SECONDS",
    accepting: .satisfying("a positive number of seconds") { $0 > 0 && $0 < 1e7 },
    help: "a total time budget instead of cases (campaigns, nightly; the cases then depend "
      + "on the machine)")
  static let options: [any OptionDeclaration] = [cases, time]

  var cases: Int?
  var time: Double?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    cases = parsed[Self.cases]
    time = parsed[Self.time]
    if cases != nil, time != nil { throw UsageError("give either --cases or --time, not both") }
  }

  func apply(to settings: inout FuzzSettings) {
    settings.cases = cases
    settings.time = time
  }
}
