// Policy: counting a label must not hash it. `CaseStatistics` keys its
// counts by label in a dictionary, and hashing a string costs more than a
// whole cheap case; a case loop meets the same few labels (mostly the same
// literal strings, which compare equal by identity) over and over, so it
// counts them in two parallel arrays searched linearly, and folds them into
// the dictionary once per block.

/// Case and label counts of a run of cases, kept cheap to update.
struct CaseTally: Sendable {
  private var cases = 0
  private var discarded = 0
  /// Every label met so far; entries stay (with a zero count) after a
  /// fold, so a label's slot is found again without allocating.
  private var labels: [String] = []
  private var counts: [Int] = []
  /// The case number that last counted each label, so a label repeated in
  /// a case is found by one comparison of integers, not of strings.
  private var stamps: [Int] = []
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
    result.forEachLabel { label in
      guard let slot = slot(of: label) else {
        labels.append(label)
        counts.append(1)
        stamps.append(number)
        return
      }
      // A label given twice in one case counts once.
      guard stamps[slot] != number else { return }
      stamps[slot] = number
      counts[slot] += 1
    }
  }

  /// Where `label` is counted, if it was met before. Lengths are compared
  /// first: they are at hand without reading the text, and the labels of
  /// one property seldom share a length.
  private func slot(of label: String) -> Int? {
    let length = label.utf8.count
    for slot in labels.indices where labels[slot].utf8.count == length && labels[slot] == label {
      return slot
    }
    return nil
  }

  /// Adds the counts to `statistics` and zeroes them.
  mutating func fold(into statistics: inout CaseStatistics) {
    statistics.cases += cases
    statistics.discarded += discarded
    cases = 0
    discarded = 0
    for slot in counts.indices where counts[slot] > 0 {
      statistics.labels[labels[slot], default: 0] += counts[slot]
      counts[slot] = 0
    }
  }
}
