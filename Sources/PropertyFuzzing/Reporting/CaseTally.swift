// Policy: counting a label must not hash it. `CaseStatistics` keys its
// counts by label in a dictionary, and hashing a string costs more than a
// whole cheap case; a case loop meets the same few labels (mostly the same
// literal strings, which compare equal by identity) over and over, so it
// counts them in one array searched linearly, and folds them into the
// dictionary once per block. A label is found by the string's two words
// (the same literal has the same words): two comparisons of integers an
// entry, and a property has a handful; the text is read only when no
// entry has the words.

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
    let number = caseNumber
    // The labels found by their words, in one pass over the entries'
    // storage (one uniqueness check a case, not one a label); a label
    // no entry has the words of stops the pass, and it and the rest are
    // counted one by one.
    let counted = entries.withUnsafeMutableBufferPointer { entries in
      var position = 0
      while position < labels {
        let bits = result.labelBits(at: position)
        var slot = 0
        while slot < entries.count, entries[slot].bits != bits { slot &+= 1 }
        if slot == entries.count { break }
        if entries[slot].stamp != number {
          entries[slot].stamp = number
          entries[slot].count &+= 1
        }
        position &+= 1
      }
      return position
    }
    var position = counted
    while position < labels {
      let slot = slotByText(result, at: position, bits: result.labelBits(at: position))
      entries[slot].count(inCase: number)
      position &+= 1
    }
  }

  /// Where the label at `position` of `result`, whose words are `bits`,
  /// is counted: the entry with those words, else the entry with its text
  /// (the string is copied out only here), else a new one.
  @inline(never)
  private mutating func slotByText(_ result: CheckResult, at position: Int, bits: LabelBits)
    -> Int
  {
    var slot = 0
    while slot < entries.count, entries[slot].bits != bits { slot += 1 }
    if slot < entries.count { return slot }
    let label = result.label(at: position)
    let length = label.utf8.count
    slot = 0
    while slot < entries.count, entries[slot].length != length || entries[slot].label != label {
      slot += 1
    }
    if slot == entries.count {
      entries.append(Entry(label: label, bits: bits, length: length, count: 0, stamp: 0))
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
@usableFromInline
struct LabelBits: Equatable, Sendable {
  @usableFromInline let first: UInt64
  @usableFromInline let second: UInt64

  @inlinable
  init(_ label: String) {
    // A bit copy of a borrowed value: no retain, and the words are only
    // compared, never used as a string.
    (first, second) = unsafeBitCast(label, to: (UInt64, UInt64).self)
  }

  @inlinable
  static func == (lhs: LabelBits, rhs: LabelBits) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second
  }
}
