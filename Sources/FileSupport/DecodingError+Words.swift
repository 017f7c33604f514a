import Foundation

extension DecodingError {
  /// What is wrong with a decoded file, in words that name the field
  /// (`the field 'seed' is missing`), never Foundation's own text.
  public var words: String {
    func field(_ path: [any CodingKey]) -> String {
      let text = path.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
        .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
      return text.isEmpty ? "the top level" : "the field '\(text)'"
    }
    switch self {
    case .keyNotFound(let key, let context):
      return
        "the field '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))' is missing"
    case .typeMismatch(let type, let context):
      return "\(field(context.codingPath)) has the wrong type (expected \(Self.kind(type)))"
    case .valueNotFound(let type, let context):
      return "\(field(context.codingPath)) is null (expected \(Self.kind(type)))"
    case .dataCorrupted(let context):
      // Foundation reports a number out of a field's range (a negative
      // seed) as invalid JSON with no field; the caller can tell the two
      // apart with `JSONShape.firstNonWholeNumber`.
      if context.codingPath.isEmpty { return "it is not valid JSON" }
      return "\(field(context.codingPath)) has a value out of range or of the wrong form"
    @unknown default:
      return "it is not in the expected form"
    }
  }

  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "text"
    case is UInt64.Type, is Int.Type, is UInt.Type: return "a whole number"
    case is Double.Type: return "a number"
    case is Bool.Type: return "true or false"
    case is [Any].Type: return "a list"
    default:
      let name = "\(type)"
      if name.hasPrefix("Array") { return "a list" }
      if name.hasPrefix("Dictionary") { return "an object" }
      return "\(name)"
    }
  }
}

/// Questions about a JSON document that the decoder's errors do not answer.
public enum JSONShape {
  /// Whether `data` is well-formed JSON at all.
  public static func isWellFormed(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
  }

  /// The path of the first number that is not a whole number from 0 to
  /// 2^64-1 (`choices[1]`), in key order; for files whose numbers must all
  /// be whole, such as corpus cases.
  public static func firstNonWholeNumber(in data: Data) -> String? {
    guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return nil }
    func search(_ value: Any, _ path: String) -> String? {
      if let object = value as? [String: Any] {
        for key in object.keys.sorted() {
          if let found = search(object[key] as Any, path.isEmpty ? key : path + "." + key) {
            return found
          }
        }
      } else if let array = value as? [Any] {
        for (index, element) in array.enumerated() {
          if let found = search(element, path + "[\(index)]") { return found }
        }
      } else if let number = value as? NSNumber, !(value is Bool) {
        let text = number.stringValue
        if UInt64(text) == nil { return path }
      }
      return nil
    }
    return search(root, "")
  }
}
