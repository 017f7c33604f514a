// Policy: a name that matches nothing is answered with the names it was
// probably meant to be: those that contain it (a filter or a prefix
// written without the `/iterations:N` Google Benchmark appends), then
// those within a few edits of it (a typo: `memory/cpoy`), closest first.
// A list of every name would bury the one that was meant.

/// The names closest to one that matched nothing.
public enum CloseNames {
  /// Up to `limit` of `candidates` a person most likely meant by `name`:
  /// those containing it, then those within a third of its length in
  /// edits (at least 2), closest first, ties in the order given.
  ///
  /// - Parameters:
  ///   - name: the name (or the literal part of a pattern) that matched
  ///     nothing.
  ///   - candidates: the names that exist.
  ///   - limit: how many to return at most.
  public static func closest(to name: String, among candidates: [String], limit: Int = 3)
    -> [String]
  {
    guard !name.isEmpty else { return [] }
    let containing = candidates.filter { $0 != name && $0.contains(name) }
    let wanted = Array(name)
    let allowed = Swift.max(2, wanted.count / 3)
    let near =
      candidates
      .filter { !$0.contains(name) }
      .map { (name: $0, distance: editDistance(wanted, Array($0), limit: allowed)) }
      .filter { $0.distance <= allowed }
    let ranked =
      near.enumerated().sorted {
        ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
      }
      .map(\.element.name)
    return Array((containing + ranked).prefix(Swift.max(0, limit)))
  }

  /// The Levenshtein distance between two strings, or `limit + 1` once it
  /// must exceed `limit` (the lengths alone can tell).
  static func editDistance(_ left: [Character], _ right: [Character], limit: Int) -> Int {
    guard Swift.abs(left.count - right.count) <= limit else { return limit + 1 }
    var previous = Array(0...right.count)
    for (row, character) in left.enumerated() {
      var current = [row + 1] + [Int](repeating: 0, count: right.count)
      for column in right.indices {
        let substitution = previous[column] + (character == right[column] ? 0 : 1)
        current[column + 1] = Swift.min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      previous = current
    }
    return previous[right.count]
  }
}
