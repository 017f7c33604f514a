/// One entry of a thresholds file: which benchmarks it covers and what it
/// sets for each metric.
public struct ThresholdRule: Hashable, Sendable {
  /// What one rule sets for one metric; a part left `nil` keeps the value
  /// from the default or an earlier rule.
  public struct Setting: Hashable, Sendable {
    /// The relative threshold as a fraction, when set.
    public var relative: Double?
    /// The absolute threshold in the metric's unit, when set.
    public var absolute: Double?

    /// Creates a setting.
    public init(relative: Double? = nil, absolute: Double? = nil) {
      self.relative = relative
      self.absolute = absolute
    }

    /// `threshold` with this setting's parts replacing its own.
    public func applied(to threshold: Threshold) -> Threshold {
      Threshold(
        relative: relative ?? threshold.relative, absolute: absolute ?? threshold.absolute)
    }
  }

  /// The benchmark name or glob (`*` any run of characters, `/` included;
  /// `?` one character).
  public var pattern: String
  /// The settings per metric.
  public var settings: [Metric: Setting]

  /// Creates a rule.
  public init(pattern: String, settings: [Metric: Setting]) {
    self.pattern = pattern
    self.settings = settings
  }

  /// Whether the rule covers a benchmark.
  public func matches(_ name: String) -> Bool {
    Self.glob(Array(pattern), Array(name))
  }

  /// Glob matching by dynamic programming over the pattern, so a pattern
  /// with many stars stays linear in the name per star.
  static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
    // reachable[j]: the pattern read so far can match the first j characters.
    var reachable = [Bool](repeating: false, count: text.count + 1)
    reachable[0] = true
    for symbol in pattern {
      var next = [Bool](repeating: false, count: text.count + 1)
      switch symbol {
      case "*":
        var seen = false
        for index in 0...text.count {
          seen = seen || reachable[index]
          next[index] = seen
        }
      default:
        for index in 0..<text.count where reachable[index] {
          if symbol == "?" || symbol == text[index] { next[index + 1] = true }
        }
      }
      reachable = next
    }
    return reachable[text.count]
  }
}

extension ComparisonOptions {
  /// The threshold of one benchmark: the one its run declared for the
  /// metric (``declarations``) when there is one; otherwise the defaults,
  /// then every rule that matches its name in file order, a later rule
  /// overriding an earlier one (as in .gitignore), so a file reads from
  /// general to specific.
  ///
  /// - Parameter name: the benchmark's `run_name`.
  public func threshold(for name: String) -> Threshold {
    if let declared = declarations?.policy(forRunName: name)?.thresholds[metric] {
      return declared
    }
    var result = Threshold(relative: threshold, absolute: absoluteThreshold)
    for rule in thresholdRules where rule.matches(name) {
      if let setting = rule.settings[metric] { result = setting.applied(to: result) }
    }
    return result
  }
}
