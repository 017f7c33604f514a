// Policy: one call from a device to its safe pixels. The two ways it can come
// out stay distinct, as everywhere in the engine: a `GeometryError` for
// values no screen has (negative or non-finite insets, sizes past 32-bit
// pixels), `nil` for a region that is legitimately empty in pixels.

extension Device {
  /// The safe region in an orientation, in whole pixels at the device's own
  /// scale: ``safeRegion(in:)`` and ``SafeRegion/pixelFrame(scale:)`` in one
  /// call.
  ///
  /// ```swift
  /// if let pixels = try Device.iPhone16Pro.safePixelFrame(in: .portrait) {
  ///   print(pixels)  // x 0, y 186, 1206x2334
  /// }
  /// ```
  ///
  /// - Parameter orientation: the interface orientation.
  /// - Returns: the safe pixels, or `nil` when the insets leave no whole
  ///   pixel.
  /// - Throws: ``GeometryError`` for a device whose size or insets are
  ///   negative or not finite, or whose pixels do not fit 32-bit
  ///   coordinates; never for a device of the catalog.
  public func safePixelFrame(in orientation: Orientation) throws(GeometryError) -> PixelRect? {
    try safeRegion(in: orientation).pixelFrame(scale: scale)
  }
}
