// Policy: counting a label must not hash it. `CaseStatistics` keys its
// counts by label in a dictionary, and hashing a string costs more than a
// whole cheap case; a case loop meets the same few labels (mostly the same
// literal strings, which compare equal by identity) over and over, so it
// counts them in one array searched linearly, and folds them into the
// dictionary once per block. The n-th label of a case is usually the n-th
// label of the case before (a property classifies in a fixed order), so
// the slot found for each of the first four positions is tried first: one
// comparison, which for the same literal is a comparison of two words.

/// Case and label counts of a run of cases, kept cheap to update.
struct CaseTally: Sendable {
  /// One label met so far. Entries stay (with a zero count) after a fold,
  /// so a label's slot is found again without allocating.
  private struct Entry {
    var label: String
    /// The label's length in UTF-8 bytes, compared before the text: the
    /// labels of one property seldom share a length, so a mismatch is
    /// nearly always settled without reading the text.
    var length: Int
    var count: Int
    /// The case number that last counted the label, so a label repeated
    /// in a case is found by one comparison of integers.
    var stamp: Int
  }

  private var cases = 0
  private var discarded = 0
  private var entries: [Entry] = []
  /// The slot found for the label at each of the first four positions of
  /// the last case.
  private var hints: (Int, Int, Int, Int) = (0, 0, 0, 0)
  /// Numbers the cases recorded, never reset (unlike `cases`).
  private var caseNumber = 0

  /// Counts one case: a discarded case apart, each label the case carries
  /// once however often it was added.
  mutating func record(_ result: CheckResult) {
    if result.isDiscarded {
      discarded += 1
      return
    }
    cases += 1
    caseNumber &+= 1
    let number = caseNumber
    var position = 0
    result.forEachLabel { label in
      let slot = slot(of: label, at: position)
      position += 1
      // A label given twice in one case counts once.
      guard entries[slot].stamp != number else { return }
      entries[slot].stamp = number
      entries[slot].count += 1
    }
  }

  /// Where `label`, the case's label at `position`, is counted: the slot
  /// of the same position last time if it holds the label, else found by a
  /// search, else a new one.
  private mutating func slot(of label: String, at position: Int) -> Int {
    let hint: Int
    switch position {
    case 0: hint = hints.0
    case 1: hint = hints.1
    case 2: hint = hints.2
    case 3: hint = hints.3
    default: hint = 0
    }
    let length = label.utf8.count
    if hint < entries.count, entries[hint].length == length, entries[hint].label == label {
      return hint
    }
    // A plain loop: `firstIndex(where:)` allocates its closure's context
    // in an unoptimised build.
    var slot = 0
    while slot < entries.count, entries[slot].length != length || entries[slot].label != label {
      slot += 1
    }
    if slot == entries.count {
      entries.append(Entry(label: label, length: length, count: 0, stamp: 0))
    }
    switch position {
    case 0: hints.0 = slot
    case 1: hints.1 = slot
    case 2: hints.2 = slot
    case 3: hints.3 = slot
    default: break
    }
    return slot
  }

  /// Adds the counts to `statistics` and zeroes them.
  mutating func fold(into statistics: inout CaseStatistics) {
    statistics.cases += cases
    statistics.discarded += discarded
    cases = 0
    discarded = 0
    for slot in entries.indices where entries[slot].count > 0 {
      statistics.labels[entries[slot].label, default: 0] += entries[slot].count
      entries[slot].count = 0
    }
  }
}
