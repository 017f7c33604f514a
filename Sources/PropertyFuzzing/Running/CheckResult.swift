/// What one check of a property found: failures, labels and attachments.
///
/// A check records every broken expectation rather than stopping at the
/// first, so a counterexample explains itself in full.
public struct CheckResult: Sendable {
  /// The broken expectations, in words.
  public private(set) var failures: [String] = []
  /// Labels classifying the case, counted in the run's statistics.
  public var labels: [String] {
    var all: [String] = []
    forEachLabel { all.append($0) }
    return all
  }
  /// The labels, the first few inline: a case is labelled on every run, and
  /// an array would be a heap allocation per passing case.
  @usableFromInline var labelStore = LabelStore()
  /// Files to write next to a failure report (for example a PNG of the
  /// offending frame).
  public private(set) var attachments: [Attachment] = []
  /// Whether the case did not meet the property's precondition and should
  /// not count.
  public private(set) var isDiscarded = false
  /// Why the case could not be judged (the oracle or the environment
  /// failed: a reference that died, hung or refused the input), or `nil`
  /// when it was.
  public private(set) var notJudged: String?
  /// Whether a failure is a fault of the system under test itself (a
  /// program that hung, crashed or broke its protocol) rather than a wrong
  /// answer: it says nothing about the case's values, so a search over
  /// places stops at the first place where it faults (``faulted(_:)``).
  public private(set) var isFault = false

  /// An empty result: passing, unlabelled.
  public init() {}

  /// Whether some expectation was broken by the code under test: never
  /// when the case was discarded or could not be judged.
  @inlinable
  public var isFailure: Bool { !isDiscarded && notJudged == nil && !failures.isEmpty }

  /// Whether the case could not be judged (see ``cannotJudge(_:)``).
  public var isNotJudged: Bool { notJudged != nil }

  // Inlinable, as are `classify` and `label`: a property calls them a few
  // times a case, mostly to do nothing, and a call into this module cost
  // more than the comparison.

  /// Records a failure unless `condition` holds.
  ///
  /// - Parameters:
  ///   - condition: what must be true.
  ///   - message: what was wrong, built only when the condition fails.
  @inlinable
  public mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  /// Records a failure unconditionally.
  public mutating func fail(_ message: String) {
    failures.append(message)
  }

  /// Records a fault of the system under test as a failure: it hung,
  /// crashed or broke its protocol while the case ran.
  ///
  /// - Parameter message: what the system did, in words.
  public mutating func faulted(_ message: String) {
    failures.append(message)
    isFault = true
  }

  /// Adds a label to the case.
  @inlinable
  public mutating func label(_ name: String) {
    labelStore.append(name)
  }

  /// Adds a label when `condition` holds.
  @inlinable
  public mutating func classify(_ condition: Bool, _ name: String) {
    if condition { labelStore.append(name) }
  }

  /// Calls `body` with each label, in the order they were added (repeats
  /// included), without building an array.
  public func forEachLabel(_ body: (String) -> Void) {
    labelStore.forEach(body)
  }

  /// The number of labels added (repeats included).
  var labelCount: Int { labelStore.count }

  /// The label added at `position`, `0 ..< labelCount`.
  func label(at position: Int) -> String { labelStore[position] }

  /// The words of the label at `position` (`LabelBits`), without copying
  /// the string.
  func labelBits(at position: Int) -> LabelBits { labelStore.bits(at: position) }

  /// Empties the result for the next case, keeping its storage, so a case
  /// loop reuses one result instead of building and destroying one per
  /// case. Each field is written only when it holds something: a write
  /// releases the old value.
  @inline(__always)
  mutating func reset() {
    if !failures.isEmpty { failures.removeAll(keepingCapacity: true) }
    if !attachments.isEmpty { attachments.removeAll(keepingCapacity: true) }
    labelStore.removeAll()
    isDiscarded = false
    if notJudged != nil { notJudged = nil }
  }

  /// Marks the case as not meeting the property's precondition.
  public mutating func discard() {
    isDiscarded = true
  }

  /// Marks the case as not judged: the judge itself (a reference
  /// renderer, a model in another process) or the environment failed, so
  /// nothing is known about the code under test.
  ///
  /// A run stops the property at such a case and reports it as not judged:
  /// never shrunk, never kept in the corpus, never counted as passed.
  ///
  /// - Parameter reason: what failed and, where known, what fixes it.
  public mutating func cannotJudge(_ reason: String) {
    if notJudged == nil { notJudged = reason }
  }

  /// Attaches a file to write if the case fails.
  public mutating func attach(_ attachment: Attachment) {
    attachments.append(attachment)
  }
}

/// Labels of one case: four inline, more in an array (rare).
///
/// A property labels its cases with the same literals in the same order
/// case after case, so a label is stored only when it differs from what
/// its slot already holds (compared by its two words, `LabelBits`):
/// storing a string releases the old one and retains the new, two calls
/// per label per case.
@usableFromInline
struct LabelStore: Sendable {
  @usableFromInline var count = 0
  @usableFromInline var inline: (String, String, String, String) = ("", "", "", "")
  private var more: [String] = []

  @usableFromInline init() {}

  @inlinable @inline(__always)
  mutating func append(_ label: String) {
    let bits = LabelBits(label)
    switch count {
    case 0: if LabelBits(inline.0) != bits { inline.0 = label }
    case 1: if LabelBits(inline.1) != bits { inline.1 = label }
    case 2: if LabelBits(inline.2) != bits { inline.2 = label }
    case 3: if LabelBits(inline.3) != bits { inline.3 = label }
    default: appendMore(label)
    }
    count += 1
  }

  /// A fifth label or later (rare).
  @usableFromInline
  mutating func appendMore(_ label: String) {
    more.append(label)
  }

  subscript(index: Int) -> String {
    switch index {
    case 0: inline.0
    case 1: inline.1
    case 2: inline.2
    case 3: inline.3
    default: more[index - 4]
    }
  }

  /// The words of the label at `index`, read without copying the string.
  func bits(at index: Int) -> LabelBits {
    switch index {
    case 0: LabelBits(inline.0)
    case 1: LabelBits(inline.1)
    case 2: LabelBits(inline.2)
    case 3: LabelBits(inline.3)
    default: LabelBits(more[index - 4])
    }
  }

  /// Forgets the labels; the inline strings stay until overwritten (a
  /// label is nearly always a literal, which costs nothing to keep).
  mutating func removeAll() {
    count = 0
    if !more.isEmpty { more.removeAll(keepingCapacity: true) }
  }

  /// Calls `body` with each label in order; the inline ones are passed
  /// straight from their fields, so the tuple is never copied as a whole.
  func forEach(_ body: (String) -> Void) {
    guard count > 0 else { return }
    body(inline.0)
    guard count > 1 else { return }
    body(inline.1)
    guard count > 2 else { return }
    body(inline.2)
    guard count > 3 else { return }
    body(inline.3)
    for label in more { body(label) }
  }
}

/// A file a failing case can leave behind for a person to look at.
public struct Attachment: Sendable {
  /// The file's extension, without a dot (`png`).
  public var fileExtension: String
  /// Writes the file at the given path.
  public var write: @Sendable (String) throws -> Void

  /// Creates an attachment.
  public init(fileExtension: String, write: @escaping @Sendable (String) throws -> Void) {
    self.fileExtension = fileExtension
    self.write = write
  }
}
