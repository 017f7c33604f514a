// Policy: a reference model of UIKit's safe-area propagation, written from
// the rule in `ViewHierarchy.safeAreaInsets()`'s documentation: a view's
// insets are the part of its parent's unsafe region its frame overlaps, per
// edge, clamped to zero and its size with opposite edges never summing past
// it; detached views and their descendants get zeros; a controller's root
// view adds its additional insets. It walks the views the obvious way and
// shares no helper with the engine. Its far-edge clamp steps down without a
// cap: the engine caps the steps for speed, which must never matter.

import SafeAreaGeometry

enum ViewHierarchyModel {
  /// Clamps `value` into `0...limit`, NaN and negatives to zero.
  static func clamp(_ value: Double, _ limit: Double) -> Double {
    guard value > 0 else { return 0 }
    return limit > 0 ? Swift.min(value, limit) : 0
  }

  /// Clamps insets to a size: each edge into `0...extent`, then the far
  /// edge down until `near + far <= extent` holds in floating point.
  static func clamped(_ insets: EdgeInsets, to size: Size) -> EdgeInsets {
    func far(_ value: Double, near: Double, extent: Double) -> Double {
      var result = clamp(value, extent - near)
      while result > 0, near + result > extent { result = result.nextDown }
      return result
    }
    let top = clamp(insets.top, size.height)
    let left = clamp(insets.left, size.width)
    return EdgeInsets(
      top: top, left: left, bottom: far(insets.bottom, near: top, extent: size.height),
      right: far(insets.right, near: left, extent: size.width))
  }

  /// The insets a frame inherits from a parent of `size` with `insets`; a
  /// parent whose insets cross has its safe band on the top (left) inset.
  static func inherited(from size: Size, insets: EdgeInsets, frame: Rect) -> EdgeInsets {
    let safeBottom = Swift.max(insets.top, size.height - insets.bottom)
    let safeRight = Swift.max(insets.left, size.width - insets.right)
    return clamped(
      EdgeInsets(
        top: insets.top - frame.minY, left: insets.left - frame.minX,
        bottom: frame.maxY - safeBottom, right: frame.maxX - safeRight), to: frame.size)
  }

  /// The first invalid input, in the documented order, as `(name, value)`
  /// for a non-finite or negative double, or the parent index.
  enum Invalid: Equatable {
    case value(name: String, value: Double, negative: Bool)
    case parent(name: String, index: Int)
  }

  /// Every view's insets, or the first invalid input.
  static func insets(
    windowSize: Size, windowInsets: EdgeInsets, views: [ViewHierarchy.View]
  ) -> Result<[EdgeInsets], ModelError> {
    func bad(_ name: String, _ value: Double, finiteOnly: Bool = false) -> Invalid? {
      if !value.isFinite { return .value(name: name, value: value, negative: false) }
      if !finiteOnly && value < 0 { return .value(name: name, value: value, negative: true) }
      return nil
    }
    func badInsets(_ name: String, _ insets: EdgeInsets) -> Invalid? {
      bad("\(name).top", insets.top) ?? bad("\(name).left", insets.left)
        ?? bad("\(name).bottom", insets.bottom) ?? bad("\(name).right", insets.right)
    }
    if let invalid = bad("windowSize.width", windowSize.width)
      ?? bad("windowSize.height", windowSize.height)
      ?? badInsets("windowSafeAreaInsets", windowInsets)
    {
      return .failure(ModelError(invalid: invalid))
    }
    var result: [EdgeInsets] = []
    var attached: [Bool] = []
    for (index, view) in views.enumerated() {
      let name = "views[\(index)]"
      var invalid =
        bad("\(name).frame.x", view.frame.minX, finiteOnly: true)
        ?? bad("\(name).frame.y", view.frame.minY, finiteOnly: true)
        ?? bad("\(name).frame.width", view.frame.width)
        ?? bad("\(name).frame.height", view.frame.height)
        ?? view.additionalSafeAreaInsets.flatMap {
          badInsets("\(name).additionalSafeAreaInsets", $0)
        }
      if invalid == nil, case .view(let parent) = view.parent, parent < 0 || parent >= index {
        invalid = .parent(name: "\(name).parent", index: parent)
      }
      if let invalid { return .failure(ModelError(invalid: invalid)) }
      var parentSize = windowSize
      var parentInsets = windowInsets
      var isAttached = true
      switch view.parent {
      case .window: break
      case .detached: isAttached = false
      case .view(let parent):
        parentSize = views[parent].frame.size
        parentInsets = result[parent]
        isAttached = attached[parent]
      }
      attached.append(isAttached)
      if !isAttached {
        result.append(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        continue
      }
      let own = inherited(from: parentSize, insets: parentInsets, frame: view.frame)
      let extra = view.additionalSafeAreaInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      result.append(
        clamped(
          EdgeInsets(
            top: own.top + extra.top, left: own.left + extra.left,
            bottom: own.bottom + extra.bottom,
            right: own.right + extra.right), to: view.frame.size))
    }
    return .success(result)
  }

  /// A model failure, wrapped so it can sit in a `Result`.
  struct ModelError: Error, Equatable {
    var invalid: Invalid

    /// Whether the engine's error names the same input with the same fault
    /// and value.
    func matches(_ error: GeometryError) -> Bool {
      switch (invalid, error) {
      case (.value(let name, let value, false), .notFinite(let n, let v)),
        (.value(let name, let value, true), .negative(let n, let v)):
        return name == n && value.bitPattern == v.bitPattern
      case (.parent(let name, let index), .invalidParameter(let n, let v, _)):
        return name == n && index == v
      default:
        return false
      }
    }
  }
}
