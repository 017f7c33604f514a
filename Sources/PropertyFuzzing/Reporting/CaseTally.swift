// Policy: counting a label must not hash it. `CaseStatistics` keys its
// counts by label in a dictionary, and hashing a string costs more than a
// whole cheap case; a case loop meets the same few labels over and over,
// and its result already knows them by slot (`LabelStore`: the slots a case
// carries are a bit set). So the tally counts by the result's slot, one
// add a label, and folds the counts into the dictionary once per block. A
// slot's count is kept only while the slot holds the label the tally first
// met there (its two words, compared as integers: a result is reused case
// after case, so they match); anything else is counted by its text in
// entries searched linearly, which the fold adds to the same dictionary.

/// Case and label counts of a run of cases, kept cheap to update.
struct CaseTally: Sendable {
  /// A label counted by its text. Entries stay (with a zero count) after a
  /// fold, so a label's entry is found again without allocating.
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
    /// in a case is counted once.
    var stamp: Int
  }

  private var cases = 0
  private var discarded = 0
  private var entries: [Entry] = []
  /// Counts by the result's known slot (`LabelStore`), in the tally's own
  /// fields: counting one mutates no heap storage.
  private var slots = SlotCounts()
  /// Numbers the cases recorded, never reset (unlike `cases`).
  private var caseNumber = 0

  /// Counts one case: a discarded case apart, each label the case carries
  /// once however often it was added.
  ///
  /// Inlined into the case loop. The result is `inout` only so that it is
  /// read in place: passed by value, the loop's result (a field beside its
  /// tally) was first copied out, every word of it, every case. It is not
  /// changed.
  @inline(__always)
  mutating func record(_ result: inout CheckResult) {
    if result.isDiscarded {
      discarded += 1
      return
    }
    cases += 1
    guard result.labelStore.count > 0 else { return }
    caseNumber &+= 1
    let seen = result.labelStore.seen
    // The slots counted this case, for the spilled labels' sake.
    var counted: UInt8 = 0
    // Written out slot by slot, so each reads only its own words: a loop
    // over the bits read all four slots' words and strings out of the
    // result first.
    if seen & 1 != 0 {
      count(slot: 0, bits: result.labelStore.knownBits.0, result.labelStore.known.0, &counted)
    }
    if seen & 2 != 0 {
      count(slot: 1, bits: result.labelStore.knownBits.1, result.labelStore.known.1, &counted)
    }
    if seen & 4 != 0 {
      count(slot: 2, bits: result.labelStore.knownBits.2, result.labelStore.known.2, &counted)
    }
    if seen & 8 != 0 {
      count(slot: 3, bits: result.labelStore.knownBits.3, result.labelStore.known.3, &counted)
    }
    if result.labelStore.hasSpilled {
      var index = 0
      while index < result.labelStore.spilledCount {
        let label = result.labelStore.spilledLabel(at: index)
        countByText(label, bits: LabelBits(label), counted: &counted)
        index += 1
      }
    }
  }

  /// Counts the label of the result's known slot `slot`, whose words are
  /// `bits`: by the tally's slot when it holds them (the label itself is
  /// read only when it does not).
  @inline(__always)
  private mutating func count(
    slot: Int, bits: LabelBits, _ label: @autoclosure () -> String, _ counted: inout UInt8
  ) {
    if slots.holds(bits, at: slot) {
      slots.count(slot)
      counted |= 1 &<< UInt8(truncatingIfNeeded: slot)
    } else {
      countNew(label(), bits: bits, slot: slot, counted: &counted)
    }
  }

  /// Counts the label of the result's slot `slot` whose words the tally's
  /// slot does not hold: it takes the slot when free, else it is counted by
  /// its text.
  @inline(never)
  private mutating func countNew(
    _ label: String, bits: LabelBits, slot: Int, counted: inout UInt8
  ) {
    if slots.claim(slot, bits: bits, label: label) {
      slots.count(slot)
      counted |= 1 &<< UInt8(truncatingIfNeeded: slot)
    } else {
      countByText(label, bits: bits, counted: &counted)
    }
  }

  /// Counts a label once this case: by a slot with its words not counted
  /// yet, else by an entry with those words or that text, else in a new
  /// entry.
  @inline(never)
  private mutating func countByText(_ label: String, bits: LabelBits, counted: inout UInt8) {
    let slot = slots.slot(of: bits)
    if slot >= 0 {
      let bit: UInt8 = 1 &<< UInt8(truncatingIfNeeded: slot)
      if counted & bit == 0 {
        counted |= bit
        slots.count(slot)
      }
      return
    }
    var index = 0
    while index < entries.count, entries[index].bits != bits { index += 1 }
    if index == entries.count {
      let length = label.utf8.count
      index = 0
      while index < entries.count,
        entries[index].length != length || entries[index].label != label
      {
        index += 1
      }
      if index == entries.count {
        entries.append(Entry(label: label, bits: bits, length: length, count: 0, stamp: 0))
      }
    }
    guard entries[index].stamp != caseNumber else { return }
    entries[index].stamp = caseNumber
    entries[index].count += 1
  }

  /// Adds the counts to `statistics` and zeroes them.
  mutating func fold(into statistics: inout CaseStatistics) {
    statistics.cases += cases
    statistics.discarded += discarded
    cases = 0
    discarded = 0
    // Index loops, no closure: in the unoptimised build a closure over
    // `statistics` and a `for` over the entries each allocated.
    slots.fold(into: &statistics)
    var index = 0
    while index < entries.count {
      if entries[index].count > 0 {
        statistics.labels[entries[index].label, default: 0] += entries[index].count
        entries[index].count = 0
      }
      index += 1
    }
  }
}

/// A tally's counts by the result's known slot: each slot's label (kept,
/// which keeps its words from being reused by another string), its words
/// and its count, in fields rather than arrays.
private struct SlotCounts {
  /// The slots claimed, one bit each.
  private var claimed: UInt8 = 0
  private var bits0 = LabelBits.none
  private var bits1 = LabelBits.none
  private var bits2 = LabelBits.none
  private var bits3 = LabelBits.none
  private var count0 = 0
  private var count1 = 0
  private var count2 = 0
  private var count3 = 0
  private var labels: (String, String, String, String) = ("", "", "", "")

  /// Whether `slot` is claimed by the label with `bits` (an unclaimed
  /// slot's words are ``LabelBits/none``, which no label has).
  @inline(__always)
  func holds(_ bits: LabelBits, at slot: Int) -> Bool {
    words(slot) == bits
  }

  @inline(__always)
  private func words(_ slot: Int) -> LabelBits {
    switch slot {
    case 0: bits0
    case 1: bits1
    case 2: bits2
    default: bits3
    }
  }

  /// The claimed slot whose label has `bits`, or -1.
  func slot(of bits: LabelBits) -> Int {
    for slot in 0..<LabelStore.capacity where holds(bits, at: slot) { return slot }
    return -1
  }

  /// Claims `slot` for `label` if it is free.
  ///
  /// - Returns: whether it was.
  mutating func claim(_ slot: Int, bits: LabelBits, label: String) -> Bool {
    let bit: UInt8 = 1 &<< UInt8(truncatingIfNeeded: slot)
    guard claimed & bit == 0 else { return false }
    claimed |= bit
    switch slot {
    case 0: (labels.0, bits0) = (label, bits)
    case 1: (labels.1, bits1) = (label, bits)
    case 2: (labels.2, bits2) = (label, bits)
    default: (labels.3, bits3) = (label, bits)
    }
    return true
  }

  /// Counts one case carrying the label of `slot`.
  @inline(__always)
  mutating func count(_ slot: Int) {
    switch slot {
    case 0: count0 &+= 1
    case 1: count1 &+= 1
    case 2: count2 &+= 1
    default: count3 &+= 1
    }
  }

  /// Adds each claimed slot's non-zero count to `statistics` under its
  /// label, and zeroes the counts.
  mutating func fold(into statistics: inout CaseStatistics) {
    if count0 > 0 { statistics.labels[labels.0, default: 0] += count0 }
    if count1 > 0 { statistics.labels[labels.1, default: 0] += count1 }
    if count2 > 0 { statistics.labels[labels.2, default: 0] += count2 }
    if count3 > 0 { statistics.labels[labels.3, default: 0] += count3 }
    (count0, count1, count2, count3) = (0, 0, 0, 0)
  }
}

/// A string's two words, compared as integers: equal words are the same
/// string (the converse does not hold, so a miss falls back to the text).
/// Equal words are the same text because the holder of the words compared
/// against (a result's known slot, a tally's slot or entry) keeps its
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

  /// Words no string has (a slot that holds no label yet): a string's
  /// second word is never zero (a small string's holds its count and
  /// flags, a large one's its storage), so these match no label.
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
