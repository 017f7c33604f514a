// Policy: counting a label must not hash it. `CaseStatistics` keys its
// counts by label in a dictionary, and hashing a string costs more than a
// whole cheap case; a case loop meets the same few labels (mostly the same
// literal strings, which compare equal by identity) over and over, so it
// counts them in slots searched linearly, and folds them into the
// dictionary once per block. A label is found by the string's two words
// (the same literal has the same words): two comparisons of integers a
// slot, and a property has a handful; the text is read only when no slot
// has the words. The first four slots live in the tally's own fields
// (`HotLabels`), the rest in an array.

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
  /// The first entries' words and counts, held in the tally itself: the
  /// labels of a property nearly always fit, and counting one is then a
  /// compare and an add, with no array to check for uniqueness (that
  /// check and the closure around it were half of a labelled case's
  /// tally). `entries` keeps their strings; their `count` stays zero.
  private var hot = HotLabels()
  /// Numbers the cases recorded, never reset (unlike `cases`).
  private var caseNumber = 0

  /// Counts one case: a discarded case apart, each label the case carries
  /// once however often it was added.
  ///
  /// Inlined into the case loop: called, it was handed a copy of the
  /// loop's result (twelve words), since the loop's tally and result are
  /// fields of one value.
  @inline(__always)
  mutating func record(_ result: CheckResult) {
    if result.isDiscarded {
      discarded += 1
      return
    }
    cases += 1
    let labels = result.labelCount
    guard labels > 0 else { return }
    caseNumber &+= 1
    // The hot slots this case already counted, one bit each.
    var seen: UInt8 = 0
    var position = 0
    while position < labels {
      let bits = result.labelBits(at: position)
      let slot = hot.slot(of: bits)
      if slot >= 0 {
        hot.count(slot, seen: &seen)
      } else {
        countCold(result, at: position, bits: bits, seen: &seen)
      }
      position &+= 1
    }
  }

  /// Counts the label at `position` of `result`, whose words no hot slot
  /// has: by an entry past the hot ones with those words, else by its text
  /// (the string is copied out only here), else in a new entry.
  @inline(never)
  private mutating func countCold(
    _ result: CheckResult, at position: Int, bits: LabelBits, seen: inout UInt8
  ) {
    var slot = HotLabels.capacity
    while slot < entries.count, entries[slot].bits != bits { slot += 1 }
    if slot >= entries.count {
      let label = result.label(at: position)
      let length = label.utf8.count
      slot = 0
      while slot < entries.count, entries[slot].length != length || entries[slot].label != label {
        slot += 1
      }
      if slot == entries.count {
        entries.append(Entry(label: label, bits: bits, length: length, count: 0, stamp: 0))
        if slot < HotLabels.capacity { hot.add(bits) }
      }
    }
    if slot < HotLabels.capacity {
      hot.count(slot, seen: &seen)
    } else {
      entries[slot].count(inCase: caseNumber)
    }
  }

  /// Adds the counts to `statistics` and zeroes them.
  mutating func fold(into statistics: inout CaseStatistics) {
    statistics.cases += cases
    statistics.discarded += discarded
    cases = 0
    discarded = 0
    for slot in entries.indices {
      let count = slot < HotLabels.capacity ? hot.take(slot) : entries[slot].count
      guard count > 0 else { continue }
      statistics.labels[entries[slot].label, default: 0] += count
      entries[slot].count = 0
    }
  }
}

/// The words and counts of a tally's first four labels, in four fields
/// each rather than arrays, so counting one mutates no heap storage.
private struct HotLabels {
  /// The slots there are: a property with more labels counts the rest in
  /// `CaseTally`'s entries.
  static let capacity = 4
  /// The slots in use, from the first.
  private var used = 0
  private var bits0 = LabelBits.none
  private var bits1 = LabelBits.none
  private var bits2 = LabelBits.none
  private var bits3 = LabelBits.none
  private var count0 = 0
  private var count1 = 0
  private var count2 = 0
  private var count3 = 0

  /// The slot whose label has `bits`, or -1.
  @inline(__always)
  func slot(of bits: LabelBits) -> Int {
    if used > 0, bits0 == bits { return 0 }
    if used > 1, bits1 == bits { return 1 }
    if used > 2, bits2 == bits { return 2 }
    if used > 3, bits3 == bits { return 3 }
    return -1
  }

  /// Takes the next slot for a label with `bits` (there is one free).
  mutating func add(_ bits: LabelBits) {
    switch used {
    case 0: bits0 = bits
    case 1: bits1 = bits
    case 2: bits2 = bits
    default: bits3 = bits
    }
    used += 1
  }

  /// Counts `slot` unless the case counted it already (its bit in `seen`).
  @inline(__always)
  mutating func count(_ slot: Int, seen: inout UInt8) {
    let bit: UInt8 = 1 &<< UInt8(truncatingIfNeeded: slot)
    guard seen & bit == 0 else { return }
    seen |= bit
    switch slot {
    case 0: count0 &+= 1
    case 1: count1 &+= 1
    case 2: count2 &+= 1
    default: count3 &+= 1
    }
  }

  /// The count of `slot`, which is zeroed.
  mutating func take(_ slot: Int) -> Int {
    var count = 0
    switch slot {
    case 0: swap(&count, &count0)
    case 1: swap(&count, &count1)
    case 2: swap(&count, &count2)
    default: swap(&count, &count3)
    }
    return count
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

  /// Words no string has (a slot that holds no label yet); never compared
  /// while the slot is unused.
  static let none = LabelBits(first: 0, second: 0)

  init(first: UInt64, second: UInt64) {
    self.first = first
    self.second = second
  }

  @inlinable
  static func == (lhs: LabelBits, rhs: LabelBits) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second
  }
}
