/// How help states an option's default, when the declared default value
/// cannot say it: a value computed at run time (`DIR/history.html`), or a
/// rule (`the number of cores`).
public enum DefaultText: Sendable, Hashable {
  /// Written as a value: `(default DIR/history.html)`.
  case value(String)
  /// Written as words: `(default: the number of cores)`.
  case prose(String)
  /// Not stated: the help says what happens without the option.
  case unstated

  /// The text inside the parentheses (`default results`, `default: the
  /// runs'`), or `nil` when the default is not stated.
  var phrase: String? {
    switch self {
    case .value(let text): "default \(text)"
    case .prose(let text): "default: \(text)"
    case .unstated: nil
    }
  }
}
