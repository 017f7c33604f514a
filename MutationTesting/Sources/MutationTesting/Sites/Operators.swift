// Policy: each operator gives one or two mutants a site, the ones a test
// suite most often misses (Offutt's selective set): a boundary shift and a
// negation for comparisons, the inverse for arithmetic, the other
// connective for logic, a neighbouring rule for rounding, off-by-one for
// integer literals. The tables' order is the order of the mutants and so
// of their ids.

/// The operators and their replacements.
enum Operators {
  /// A binary operator's class, its replacements and its precedence group.
  struct Binary {
    /// The operator's class (`relational`, `arithmetic`, `logical`).
    var kind: String
    /// Its replacements, one mutant each.
    var targets: [String]
    /// The precedence group of the generated operator.
    var group: String
  }

  /// The binary operators mutated, by spelling.
  static let binary: [String: Binary] = [
    "<": Binary(kind: "relational", targets: ["<=", ">="], group: "ComparisonPrecedence"),
    "<=": Binary(kind: "relational", targets: ["<", ">"], group: "ComparisonPrecedence"),
    ">": Binary(kind: "relational", targets: [">=", "<="], group: "ComparisonPrecedence"),
    ">=": Binary(kind: "relational", targets: [">", "<"], group: "ComparisonPrecedence"),
    "==": Binary(kind: "relational", targets: ["!="], group: "ComparisonPrecedence"),
    "!=": Binary(kind: "relational", targets: ["=="], group: "ComparisonPrecedence"),
    "+": Binary(kind: "arithmetic", targets: ["-"], group: "AdditionPrecedence"),
    "-": Binary(kind: "arithmetic", targets: ["+"], group: "AdditionPrecedence"),
    "*": Binary(kind: "arithmetic", targets: ["/"], group: "MultiplicationPrecedence"),
    "/": Binary(kind: "arithmetic", targets: ["*"], group: "MultiplicationPrecedence"),
    "&&": Binary(kind: "logical", targets: ["||"], group: "LogicalConjunctionPrecedence"),
    "||": Binary(kind: "logical", targets: ["&&"], group: "LogicalDisjunctionPrecedence"),
    "+=": Binary(kind: "arithmetic", targets: ["-="], group: "AssignmentPrecedence"),
    "-=": Binary(kind: "arithmetic", targets: ["+="], group: "AssignmentPrecedence"),
    "*=": Binary(kind: "arithmetic", targets: ["/="], group: "AssignmentPrecedence"),
  ]

  /// Rounding rules and the rule each is replaced by, in the pattern's order.
  static let rounding: [(String, String)] = [
    ("up", "down"),
    ("down", "up"),
    ("towardZero", "awayFromZero"),
    ("awayFromZero", "towardZero"),
    ("toNearestOrEven", "towardZero"),
    ("toNearestOrAwayFromZero", "toNearestOrEven"),
  ]

  /// The replacement of a rounding rule.
  static func roundingPartner(_ rule: String) -> String? {
    rounding.first { $0.0 == rule }?.1
  }

  /// The swaps: guesses at types that the build checks, dropped first from
  /// a line the compiler rejects.
  static let swaps: Set<String> = ["field", "fields", "arguments"]

  /// Every operator `--operators` accepts.
  static let all: Set<String> = Set([
    "relational", "arithmetic", "logical", "rounding", "constant", "condition", "statement",
    "return",
  ]).union(swaps)

  /// The generated operator of a binary site: the original spelling and
  /// two box-drawing characters that encode the site's id (so one module
  /// holds 65,536 ids).
  static func operatorName(_ op: String, id: Int) -> String {
    let high = Unicode.Scalar(0x2500 + id / 256).map(String.init) ?? ""
    let low = Unicode.Scalar(0x2500 + id % 256).map(String.init) ?? ""
    return op + high + low
  }
}
