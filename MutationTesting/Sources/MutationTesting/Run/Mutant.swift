/// One mutant and, after its run, what became of it.
struct Mutant: Sendable {
  /// Its id: the value of SAFEAREA_MUTANT that switches it on.
  var id: Int
  /// Its file, relative to the package root.
  var file: String
  /// Its line, from 1.
  var line: Int
  /// Its column, from 1.
  var column: Int
  /// Its operator.
  var op: String
  /// The text it replaces.
  var original: String
  /// The text it puts in its place.
  var mutated: String
  /// Its line, stripped.
  var source: String
  /// Its key in equivalents.json.
  var key: String
  /// `killed`, `survived`, `timeout`, `crashed` or `error` once run.
  var outcome: String?
  /// What told it apart (a property, a test, a command), or `nil`.
  var property: String?
  /// How long its run took.
  var seconds: Double?
  /// With a coverage plan: the checks it ran.
  var selected: [String]?
  /// With a coverage plan: whether any check executes its line.
  var covered: Bool?
  /// For a survivor: the property that killed the nearest killed mutant of its file.
  var nearestProperty: String?
  /// Whether equivalents.json lists it and it survived.
  var equivalent = false
  /// Why it is equivalent.
  var reason: String?

  /// Records a run's result.
  mutating func record(_ result: CheckResult) {
    outcome = result.outcome
    property = result.property
    seconds = result.seconds
    if let selected = result.selected {
      self.selected = selected
      covered = result.covered
    }
  }

  /// The report's entry (the Python tool's keys).
  var json: JSONValue {
    var object: [String: JSONValue] = [
      "id": .int(id), "file": .string(file), "line": .int(line), "column": .int(column),
      "operator": .string(op), "original": .string(original), "mutated": .string(mutated),
      "source": .string(source), "key": .string(key),
      "outcome": outcome.map(JSONValue.string) ?? .null,
      "property": property.map(JSONValue.string) ?? .null,
      "seconds": seconds.map(JSONValue.double) ?? .null,
      "equivalent": .bool(equivalent),
    ]
    if let selected { object["selected"] = .array(selected.map(JSONValue.string)) }
    if let covered { object["covered"] = .bool(covered) }
    if let nearestProperty { object["nearest_property"] = .string(nearestProperty) }
    if let reason { object["reason"] = .string(reason) }
    return .object(object)
  }
}

/// What one run of a mutant's checks gave.
struct CheckResult: Sendable, Equatable {
  /// `killed`, `survived`, `timeout`, `crashed` or `error`.
  var outcome: String
  /// What told it apart, or `nil`.
  var property: String?
  /// How long it took, rounded to the millisecond.
  var seconds: Double
  /// With a coverage plan: the checks that ran.
  var selected: [String]?
  /// With a coverage plan: whether any check executes the line.
  var covered: Bool?
}
