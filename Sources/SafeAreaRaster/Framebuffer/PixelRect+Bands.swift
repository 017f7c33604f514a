import SafeAreaGeometry

extension PixelRect {
  /// The parts of this rect outside `inner`, which must lie inside it: the
  /// band above `inner`, the strips to its left and right, and the band
  /// below, in that order; any of them may be empty.
  ///
  /// One home for "everything but a kept rect": the canvas stores what a
  /// pending fill leaves uncovered through it, and a failure picture sets
  /// the pixels around a safe region through it, so the two cannot
  /// disagree about which pixels surround a rect.
  ///
  /// Inlined, so the array is on the caller's stack: returned from a
  /// call, it was an allocation a frame for the deferred clear.
  ///
  /// - Parameter inner: the rect to leave out, inside this one.
  @inline(__always)
  func bands(around inner: PixelRect) -> [PixelRect] {
    [
      PixelRect(x: minX, y: minY, width: width, height: inner.minY - minY),
      PixelRect(x: minX, y: inner.minY, width: inner.minX - minX, height: inner.height),
      PixelRect(x: inner.maxX, y: inner.minY, width: maxX - inner.maxX, height: inner.height),
      PixelRect(x: minX, y: inner.maxY, width: width, height: maxY - inner.maxY),
    ]
  }
}
