// Policy: a label is stored as the slot of a label already met, not as a
// string. A property labels its cases with the same few literals case after
// case, in an order that varies (a label present in one case and not the
// next shifts the rest), so storing strings by position rewrote a slot most
// cases: a retain and a release each time, and the tally then searched its
// own slots for every label. Here the first four distinct labels a result
// meets keep a slot for as long as the result lives (the case loop reuses
// one result); a case records the slots it carries as a bit set, which the
// tally counts without looking at a string, and their order as four bits a
// label. The text is read only for a label met the first time, a fifth
// kind, or past the sixteenth label of a case.

/// Labels of one case: the slots of labels met before, in order, and the
/// rest in an array (rare).
@usableFromInline
struct LabelStore: Sendable {
  /// The labels added this case, repeats included.
  @usableFromInline var count = 0
  /// Where each of this case's first ``ordered`` labels is, four bits each
  /// from the lowest: a known slot, or ``spilled`` for the next label of
  /// `more`.
  @usableFromInline var order: UInt64 = 0
  /// The known slots this case carries, one bit each.
  @usableFromInline var seen: UInt8 = 0
  /// Whether some label of this case is in `more`.
  @usableFromInline var hasSpilled = false
  /// The labels met so far, by slot; a slot, once given, keeps its label
  /// (which also keeps its words from being reused by another string).
  @usableFromInline var known: (String, String, String, String) = ("", "", "", "")
  /// The words of the known labels, by slot.
  @usableFromInline var knownBits = (LabelBits.none, LabelBits.none, LabelBits.none, LabelBits.none)
  /// The slots given, from the first.
  @usableFromInline var knownCount = 0
  /// Labels of this case without a slot, or past the ``ordered``th, in
  /// order.
  private var more: [String] = []

  /// The known slots there are.
  @usableFromInline static let capacity = 4
  /// The labels a case orders by slot; the rest go to `more`.
  @usableFromInline static let ordered = 16
  /// The mark in `order` of a label kept in `more`.
  @usableFromInline static let spilled: UInt64 = 0xF

  @usableFromInline init() {}

  /// The known slot whose label has `bits`, or -1.
  @inlinable @inline(__always)
  func slot(of bits: LabelBits) -> Int {
    if knownCount > 0, knownBits.0 == bits { return 0 }
    if knownCount > 1, knownBits.1 == bits { return 1 }
    if knownCount > 2, knownBits.2 == bits { return 2 }
    if knownCount > 3, knownBits.3 == bits { return 3 }
    return -1
  }

  /// Adds a label: a label met before by its slot, in a few instructions
  /// inlined into the property's check; anything else out of line.
  @inlinable @inline(__always)
  mutating func append(_ label: String) {
    let slot = slot(of: LabelBits(label))
    if slot >= 0, count < Self.ordered {
      mark(slot)
    } else {
      appendNew(label)
    }
  }

  /// Records known slot `slot` as this case's next label.
  @inlinable @inline(__always)
  mutating func mark(_ slot: Int) {
    order |= UInt64(truncatingIfNeeded: slot) &<< UInt64(truncatingIfNeeded: 4 &* count)
    seen |= 1 &<< UInt8(truncatingIfNeeded: slot)
    count &+= 1
  }

  /// A label whose words no slot has, or past the ``ordered``th: its slot
  /// by text (the same text built again), else a new slot while there is
  /// one, else `more`.
  @usableFromInline
  mutating func appendNew(_ label: String) {
    var found = slot(of: LabelBits(label))
    if found < 0 {
      found = slot(ofText: label)
    }
    if found < 0, knownCount < Self.capacity {
      found = knownCount
      let slot = found
      switch slot {
      case 0: known.0 = label
      case 1: known.1 = label
      case 2: known.2 = label
      default: known.3 = label
      }
      setBits(LabelBits(label), of: slot)
      knownCount += 1
    }
    if found >= 0, count < Self.ordered {
      mark(found)
      return
    }
    if count < Self.ordered {
      order |= Self.spilled &<< UInt64(truncatingIfNeeded: 4 &* count)
    }
    more.append(label)
    hasSpilled = true
    count &+= 1
  }

  /// The known slot whose label reads `label`, or -1.
  private func slot(ofText label: String) -> Int {
    var slot = 0
    while slot < knownCount {
      if knownLabel(slot) == label { return slot }
      slot += 1
    }
    return -1
  }

  private mutating func setBits(_ bits: LabelBits, of slot: Int) {
    switch slot {
    case 0: knownBits.0 = bits
    case 1: knownBits.1 = bits
    case 2: knownBits.2 = bits
    default: knownBits.3 = bits
    }
  }

  /// The label of known slot `slot`.
  func knownLabel(_ slot: Int) -> String {
    switch slot {
    case 0: known.0
    case 1: known.1
    case 2: known.2
    default: known.3
    }
  }

  /// The number of this case's labels kept in `more`.
  var spilledCount: Int { more.count }

  /// The label of `more` at `index`, `0 ..< spilledCount` (read by index:
  /// iterating the array in the unoptimised build allocated a frame per
  /// element).
  func spilledLabel(at index: Int) -> String { more[index] }

  /// The label added at `index`, `0 ..< count`.
  subscript(index: Int) -> String {
    var label = ""
    var position = 0
    forEach { each in
      if position == index { label = each }
      position += 1
    }
    return label
  }

  /// Forgets this case's labels; the known slots stay.
  mutating func removeAll() {
    count = 0
    order = 0
    seen = 0
    if hasSpilled {
      more.removeAll(keepingCapacity: true)
      hasSpilled = false
    }
  }

  /// Calls `body` with each label in order.
  func forEach(_ body: (String) -> Void) {
    var nextSpilled = 0
    for position in 0..<count {
      let slot =
        position < Self.ordered
        ? Int(truncatingIfNeeded: (order &>> UInt64(truncatingIfNeeded: 4 &* position)) & 0xF)
        : Int(Self.spilled)
      if slot == Int(Self.spilled) {
        body(more[nextSpilled])
        nextSpilled += 1
      } else {
        body(knownLabel(slot))
      }
    }
  }
}
