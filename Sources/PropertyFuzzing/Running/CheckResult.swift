/// What one check of a property found: failures, labels and attachments.
///
/// A check records every broken expectation rather than stopping at the
/// first, so a counterexample explains itself in full.
public struct CheckResult: Sendable {
  /// The broken expectations, in words.
  public private(set) var failures: [String] = []
  /// Labels classifying the case, counted in the run's statistics.
  public private(set) var labels: [String] = []
  /// Files to write next to a failure report (for example a PNG of the
  /// offending frame).
  public private(set) var attachments: [Attachment] = []
  /// Whether the case did not meet the property's precondition and should
  /// not count.
  public private(set) var isDiscarded = false

  /// An empty result: passing, unlabelled.
  public init() {}

  /// Whether some expectation was broken.
  public var isFailure: Bool { !isDiscarded && !failures.isEmpty }

  /// Records a failure unless `condition` holds.
  ///
  /// - Parameters:
  ///   - condition: what must be true.
  ///   - message: what was wrong, built only when the condition fails.
  public mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }

  /// Records a failure unconditionally.
  public mutating func fail(_ message: String) {
    failures.append(message)
  }

  /// Adds a label to the case.
  public mutating func label(_ name: String) {
    labels.append(name)
  }

  /// Adds a label when `condition` holds.
  public mutating func classify(_ condition: Bool, _ name: String) {
    if condition { labels.append(name) }
  }

  /// Marks the case as not meeting the property's precondition.
  public mutating func discard() {
    isDiscarded = true
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
