// Policy: a merge proves, from the case indices each shard recorded (see
// `CaseCoverage`), that the shards ran the campaign exactly once, instead of
// trusting the dealing: every index a shard ran belongs to its slice, no
// index ran twice (within a shard or across two), none passes the case
// budget, and the indices the merged report speaks for ran, each once: with
// `--cases N`, every index below N (below the lowest failure plus one, when
// a property failed, since a whole run stops there); with a time budget, the
// indices up to a failure (the rest is whatever the time allowed, checked
// only for overlaps). The first problem found is named with the property,
// the case index and the files, so a dealing error is caught by the merge.

extension RunReport {
  /// Checks the shards' recorded case indices against the campaign, and
  /// returns each property's indices, all shards together.
  ///
  /// - Parameters:
  ///   - shards: the reports, already checked to be one campaign cut in
  ///     `sliceCount` slices, each slice once.
  ///   - sliceCount: how many slices the campaign has.
  /// - Throws: ``MergeError`` naming the property, the case index and the
  ///   file(s) of the first gap, overlap or misdealt case.
  static func checkCoverage(
    _ shards: [(file: String, report: RunReport)], sliceCount: UInt64
  ) throws(MergeError) -> [String: CaseCoverage] {
    guard let first = shards.first?.report else { return [:] }
    var result: [String: CaseCoverage] = [:]
    for (position, name) in first.properties.map(\.name).enumerated() {
      var parts: [(file: String, slice: CaseSlice, progression: CaseCoverage.Progression)] = []
      var lowestFailure: UInt64?
      var fileOfSlice: [UInt64: String] = [:]
      for (file, report) in shards {
        let slice = try report.slice(file: file)
        fileOfSlice[slice.index] = file
        let property = report.properties[position]
        guard let ran = property.ran else {
          throw MergeError(
            "\(file): records no case indices for \(name) (written by an older fuzz); "
              + "rerun the shard with this one")
        }
        if let failure = property.failure {
          lowestFailure = Swift.min(lowestFailure ?? .max, failure.caseIndex)
        }
        for progression in ran.progressions {
          parts.append((file, slice, progression))
        }
      }
      try checkDealing(parts, property: name, sliceCount: sliceCount)
      try checkOverlaps(parts, property: name)
      if let budget = first.caseBudget.map(UInt64.init) {
        for part in parts where part.progression.count > 0 && part.progression.last >= budget {
          let index =
            part.progression.first >= budget
            ? part.progression.first
            : part.progression.first + (budget - part.progression.first + part.progression.step - 1)
              / part.progression.step * part.progression.step
          throw MergeError(
            "\(part.file): shard \(part.slice) ran case \(index) of \(name), past the "
              + "campaign's --cases \(budget)")
        }
      }
      let required = lowestFailure.map { $0 + 1 } ?? first.caseBudget.map(UInt64.init) ?? 0
      try checkComplete(
        parts, property: name, below: required, sliceCount: sliceCount, files: fileOfSlice)
      result[name] = CaseCoverage(
        parts.map(\.progression).sorted { $0.first < $1.first })
    }
    return result
  }

  /// Every index belongs to the slice of the shard that ran it.
  static func checkDealing(
    _ parts: [(file: String, slice: CaseSlice, progression: CaseCoverage.Progression)],
    property: String, sliceCount: UInt64
  ) throws(MergeError) {
    for (file, slice, progression) in parts where progression.count > 0 {
      let wrong: UInt64?
      if progression.first % sliceCount != slice.index {
        wrong = progression.first
      } else if progression.count > 1, progression.step % sliceCount != 0 {
        wrong = progression.first + progression.step
      } else {
        wrong = nil
      }
      if let wrong {
        throw MergeError(
          "\(file): shard \(slice) ran case \(wrong) of \(property), which belongs to shard "
            + "\(wrong % sliceCount)/\(sliceCount): the cases were dealt wrongly")
      }
    }
  }

  /// No index ran twice.
  static func checkOverlaps(
    _ parts: [(file: String, slice: CaseSlice, progression: CaseCoverage.Progression)],
    property: String
  ) throws(MergeError) {
    for a in parts.indices {
      for b in parts.indices where b > a {
        guard let index = parts[a].progression.firstCommonIndex(with: parts[b].progression)
        else { continue }
        let files =
          parts[a].file == parts[b].file
          ? "twice in \(parts[a].file)" : "in \(parts[a].file) and in \(parts[b].file)"
        throw MergeError("case \(index) of \(property) ran twice: \(files) (an overlap)")
      }
    }
  }

  /// Every index below `limit` ran (the overlaps already ruled out, so
  /// counting suffices); names the first that did not.
  static func checkComplete(
    _ parts: [(file: String, slice: CaseSlice, progression: CaseCoverage.Progression)],
    property: String, below limit: UInt64, sliceCount: UInt64, files: [UInt64: String]
  ) throws(MergeError) {
    func covered(below bound: UInt64) -> UInt64 {
      parts.reduce(0) { $0 &+ $1.progression.count(below: bound) }
    }
    guard covered(below: limit) < limit else { return }
    // The first gap: the largest bound whose indices below all ran.
    var low: UInt64 = 0
    var high = limit
    while low < high {
      let middle = low + (high - low + 1) / 2
      if covered(below: middle) == middle { low = middle } else { high = middle - 1 }
    }
    let owner = low % sliceCount
    let file = files[owner].map { ", \($0)" } ?? ""
    throw MergeError(
      "case \(low) of \(property) was run by no shard (a gap; it belongs to shard "
        + "\(owner)/\(sliceCount)\(file)), so the merged report cannot speak for cases "
        + "below \(limit)")
  }
}
