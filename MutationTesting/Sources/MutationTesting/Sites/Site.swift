/// One place in the source with its mutants, which get consecutive ids.
///
/// A class, because the numbering and the build's repairs (``dropped``)
/// update the sites a file's list holds.
final class Site {
  /// How the rewrite puts a site's mutants behind the switch.
  enum Edit: Equatable {
    /// An operator replaced by a generated one that picks its mutant
    /// (`a <┃┃ b`); the site takes two ids even with one mutant.
    case binary(start: Int, end: Int, op: String)
    /// `prefix` before and `suffix` after `start..<end`; `{id}` in the
    /// prefix is the site's first id.
    case wrap(start: Int, end: Int, prefix: String, suffix: String)
    /// Several spans wrapped for one mutant (a swap).
    case multi([Span])
    /// `if __mOn(id) { return DEFAULT };` inserted after a function's brace.
    case earlyReturn(at: Int, defaults: [String])
  }

  /// One wrapped span of a ``Edit/multi(_:)`` site.
  struct Span: Equatable {
    /// Start offset on the line (UTF-16).
    var start: Int
    /// End offset on the line.
    var end: Int
    /// Text put before the span; `{id}` is the site's first id.
    var prefix: String
    /// Text put after the span.
    var suffix: String
  }

  /// The file, relative to the package root.
  let path: String
  /// The line, from 1.
  let line: Int
  /// The column, from 1 (part of the mutant key).
  let column: Int
  /// The operator (`relational`, `field`, ...).
  let op: String
  /// The text replaced.
  let original: String
  /// One text a mutant puts in its place, per mutant.
  let mutations: [String]
  /// How the rewrite switches it.
  let edit: Edit
  /// The id of the first mutant (-1 until numbered).
  var firstID = -1
  /// Whether the build rejected it (its line then holds the original).
  var dropped = false

  /// Creates a site.
  init(
    path: String, line: Int, column: Int, op: String, original: String, mutations: [String],
    edit: Edit
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.op = op
    self.original = original
    self.mutations = mutations
    self.edit = edit
  }

  /// Whether it is a binary operator site.
  var isBinary: Bool {
    if case .binary = edit { return true }
    return false
  }

  /// How many ids it takes: a binary site takes two even with one mutant
  /// (the generated operator's switch reads id and id + 1).
  var idCount: Int { isBinary ? Swift.max(2, mutations.count) : mutations.count }
}

extension Array where Element == Site {
  /// Numbers the sites in order from `first`: each gets consecutive ids.
  ///
  /// - Returns: the next free id.
  @discardableResult
  func number(from first: Int = 0) -> Int {
    var next = first
    for site in self {
      site.firstID = next
      next += site.idCount
    }
    return next
  }
}
