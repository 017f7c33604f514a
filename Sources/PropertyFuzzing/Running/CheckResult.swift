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
  /// The labels, by the slots of labels met before (`LabelStore`): a case
  /// is labelled on every run, and an array would be a heap allocation per
  /// passing case.
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
  // more than the comparison. Storing a label met before is inlined too
  // (its slot found by comparing the literal's two words, constants at the
  // call); a label met the first time takes a call (``LabelStore``).

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
  @inlinable @inline(__always)
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
