// Policy: counting a label must not hash it. `CaseStatistics` keys its
// counts by label in a dictionary, and hashing a string costs more than a
// whole cheap case; a case loop meets the same few labels (mostly the same
// literal strings, which compare equal by identity) over and over, so it
// counts them in one array searched linearly, and folds them into the
// dictionary once per block. The n-th label of a case is usually the n-th
// label of the case before (a property classifies in a fixed order), so
// the slot found for each of the first four positions is tried first, by
// the string's two words (the same literal has the same words): two
// comparisons of integers, and the text only when they differ.

/// Case and label counts of a run of cases, kept cheap to update.
struct CaseTally: Sendable {
  /// One label met so far. Entries stay (with a zero count) after a fold,
  /// so a label's slot is found again without allocating.
  private struct Entry {
    var label: String
    /// The label's two words as first met: the same literal is the same
    /// two words every time, so a hit is two comparisons of integers.
    var bits: LabelBits
    /// The label's length in UTF-8 bytes, compared before the text when
    /// the words differ (the same text built twice).
    var length: Int
    var count: Int
    /// The case number that last counted the label, so a label repeated
    /// in a case is found by one comparison of integers.
    var stamp: Int

    /// Counts the label for case `number`, once however often the case
    /// carries it (one write to the entry, so one uniqueness check).
    mutating func count(inCase number: Int) {
      guard stamp != number else { return }
      stamp = number
      count += 1
    }
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
    let labels = result.labelCount
    guard labels > 0 else { return }
    caseNumber &+= 1
    // A plain loop over positions: a closure per case (`forEachLabel`) is
    // a call per label in a debug build.
    var position = 0
    while position < labels {
      let bits = result.labelBits(at: position)
      let hint = hint(at: position)
      let slot =
        hint < entries.count && entries[hint].bits == bits
        ? hint : search(result, at: position, bits: bits)
      entries[slot].count(inCase: caseNumber)
      position &+= 1
    }
  }

  /// The slot the label at `position` was found in last time.
  @inline(__always)
  private func hint(at position: Int) -> Int {
    switch position {
    case 0: hints.0
    case 1: hints.1
    case 2: hints.2
    case 3: hints.3
    default: 0
    }
  }

  /// Where the label at `position` of `result`, whose words are `bits`,
  /// is counted when it is not where the position's hint says: found by
  /// its words, else by its text (the string is copied out only here),
  /// else a new slot; the position's hint is updated.
  @inline(never)
  private mutating func search(_ result: CheckResult, at position: Int, bits: LabelBits) -> Int {
    // A plain loop: `firstIndex(where:)` allocates its closure's context
    // in an unoptimised build.
    var slot = 0
    while slot < entries.count, entries[slot].bits != bits {
      slot += 1
    }
    if slot == entries.count {
      // Not these words: the same text, or a new label.
      let label = result.label(at: position)
      let length = label.utf8.count
      slot = 0
      while slot < entries.count, entries[slot].length != length || entries[slot].label != label {
        slot += 1
      }
      if slot == entries.count {
        entries.append(Entry(label: label, bits: bits, length: length, count: 0, stamp: 0))
      }
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

/// A string's two words, compared as integers: equal words are the same
/// string (the converse does not hold, so a miss falls back to the text).
/// Equal words are the same text because the tally's entry keeps its
/// string alive: a string on the heap cannot be freed and another built at
/// its address while the entry holds it, a literal's words point at its
/// bytes, and a small string's words are its bytes.
struct LabelBits: Equatable {
  private let first: UInt64
  private let second: UInt64

  init(_ label: String) {
    // A bit copy of a borrowed value: no retain, and the words are only
    // compared, never used as a string.
    (first, second) = unsafeBitCast(label, to: (UInt64, UInt64).self)
  }
}
