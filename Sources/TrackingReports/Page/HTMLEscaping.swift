import BenchmarkTracking

extension String {
  /// The text with `&`, `<`, `>`, `"` and `'` escaped for HTML and SVG, so
  /// benchmark names and context values can never inject markup.
  public var htmlEscaped: String {
    var result = ""
    result.reserveCapacity(count)
    for character in self {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
